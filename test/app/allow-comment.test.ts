// `/testlock allow` as a PR comment: the same approval as the check run's button, from the
// commenter's permission and the PR's head as the API gives them, bound to that head commit.
import { describe, expect, it } from 'vitest';
import type { CheckRunRecord } from '../helpers/fake-github.js';
import { type AppFixture, issueCommentPayload } from './app-fixture.js';
import { checkOf, gamingPrs, push, reportArrives, weakenedTest } from './gaming-pr.js';

const gamingPr = gamingPrs({ maya: 'maintain', rita: 'read' });

function comment(
  f: AppFixture,
  author: string,
  body = '/testlock allow',
  extra: { action?: string; onPullRequest?: boolean; createdAt?: string } = {},
) {
  return f.deliver('issue_comment', issueCommentPayload({ number: 7, body, author, ...extra }));
}

const approvalOf = (run: CheckRunRecord): unknown => JSON.parse(run.external_id ?? '{}').approval;

describe('/testlock allow as a PR comment', () => {
  it('honest: a maintainer’s comment completes the check as success, bound to the head commit', async () => {
    const { f, headSha, run } = await gamingPr();
    expect(run.conclusion).toBe('failure');
    const before = f.github.requests.length;
    // Trimmed: surrounding blank lines and a Windows line end are still the command alone.
    await comment(f, 'maya', '\r\n  /testlock allow  \r\n');
    const asked = f.github.requests.slice(before).map((r) => r.path);
    expect(asked).toContain('/repos/acme/widget/collaborators/maya/permission');
    expect(asked).toContain('/repos/acme/widget/pulls/7');
    expect(run.conclusion).toBe('success');
    expect(run.output.summary).toContain('**Test changes allowed** by \\@maya (maintain)');
    expect(run.output.summary).toContain('with a `/testlock allow` comment');
    // The passing check says who allowed it, not a label nobody applied, and nothing fails.
    expect(run.output.title).toMatch(/^\d+ test changes? allowed by @maya · /);
    expect(`${run.output.title}\n${run.output.summary}`).not.toMatch(/fails? the gate|by label/);
    expect(run.output.summary).not.toContain('**Author:**');
    expect(run.output.summary).toContain(`for commit \`${headSha}\``);
    expect(run.output.summary).toContain('test-modified');
    expect(run.actions).toEqual([]);
    expect(approvalOf(run)).toMatchObject({ login: 'maya', permission: 'maintain' });
  });

  it('gaming: a read-only commenter is refused: the check stays failed, with a note saying why', async () => {
    const { f, run } = await gamingPr();
    await comment(f, 'rita');
    expect(run.conclusion).toBe('failure');
    expect(approvalOf(run)).toBeNull();
    expect(run.output.summary).toMatch(
      /^> \*\*`\/testlock allow` from \\@rita not applied:\*\* only a user with write/,
    );
    expect(run.output.summary).toContain('this user has read');
    expect(run.actions).toHaveLength(1);
    expect(f.logs.join('')).toContain('approval refused');
    // A second refusal replaces the note instead of stacking another.
    await comment(f, 'rita');
    expect((run.output.summary ?? '').split('not applied').length).toBe(2);
  });

  it('gaming: a user with no access at all (a drive-by commenter) is refused', async () => {
    const { f, run } = await gamingPr();
    await comment(f, 'stranger');
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toContain('this user has none');
  });

  it('gaming: a comment then a new push: the new commit fails again, the approval does not carry over', async () => {
    const { f, baseSha, run } = await gamingPr();
    await comment(f, 'maya');
    expect(run.conclusion).toBe('success');
    const next = await push(f, weakenedTest(5000), baseSha);
    // A comment while the new commit waits for its report approves nothing (no judged report).
    await comment(f, 'maya');
    expect(checkOf(f, next).output.summary).toContain('no judged report yet');
    const again = await reportArrives(f, baseSha, next);
    expect(again.id).not.toBe(run.id);
    expect(again.conclusion).toBe('failure');
    expect(again.output.summary).not.toContain('Test changes allowed');
    expect(approvalOf(again)).toBeNull();
    expect(again.actions).toHaveLength(1);
  });

  it('gaming: a comment written for an earlier commit and delivered late does not approve the new head', async () => {
    const { f, baseSha } = await gamingPr();
    const writtenEarlier = new Date(Date.now() - 1_000).toISOString();
    const next = await push(f, weakenedTest(5000), baseSha);
    const again = await reportArrives(f, baseSha, next);
    expect(again.conclusion).toBe('failure');
    // The delivery of a comment written before the push arrives only now (or is redelivered).
    await comment(f, 'maya', '/testlock allow', { createdAt: writtenEarlier });
    expect(again.conclusion).toBe('failure');
    expect(approvalOf(again)).toBeNull();
    expect(again.output.summary).toContain('an approval of an earlier commit does not carry over');
    // honest: the same maintainer commenting now, after seeing the new commit, approves it.
    await comment(f, 'maya');
    expect(again.conclusion).toBe('success');
  });

  it('gaming: a comment that quotes the command inside other text approves nothing', async () => {
    const { f, run } = await gamingPr();
    const before = f.github.requests.length;
    for (const body of [
      'please run /testlock allow when you have a minute',
      '> /testlock allow',
      'LGTM\n/testlock allow',
      '`/testlock allow`',
      '/testlock allowed',
      '/testlock allow please',
    ]) {
      await comment(f, 'maya', body);
    }
    expect(f.github.requests.slice(before)).toEqual([]);
    expect(run.conclusion).toBe('failure');
  });

  it('gaming: an edited comment and a comment on an issue are ignored', async () => {
    const { f, run } = await gamingPr();
    const before = f.github.requests.length;
    await comment(f, 'maya', '/testlock allow', { action: 'edited' });
    await comment(f, 'maya', '/testlock allow', { onPullRequest: false });
    await comment(f, 'maya', '/testlock allow', { action: 'deleted' });
    expect(f.github.requests.slice(before)).toEqual([]);
    expect(run.conclusion).toBe('failure');
    expect(f.logs.join('')).toContain('issue_comment.edited ignored');
    expect(f.logs.join('')).toContain('comment on an issue ignored');
  });

  it('honest: a maintainer cannot allow failing tests: the check stays failed and says why', async () => {
    const { f, run } = await gamingPr(true);
    await comment(f, 'maya');
    expect(run.conclusion).toBe('failure');
    expect(approvalOf(run)).toBeNull();
    expect(run.output.summary).toContain('critical anomalies alone do not fail this check');
  });
});
