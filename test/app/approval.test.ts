// Approvals bound to a commit: the "Allow test changes" button, a click checked against the
// clicker's permission through the API, and a new push that needs a new approval.
import { describe, expect, it } from 'vitest';
import type { CheckRunRecord } from '../helpers/fake-github.js';
import { type AppFixture, checkRunActionPayload } from './app-fixture.js';
import { gamingPrs, push, reportArrives, weakenedTest } from './gaming-pr.js';

const gamingPr = gamingPrs({ maya: 'admin', rita: 'read' });

function click(f: AppFixture, run: CheckRunRecord, sender: string) {
  return f.deliver(
    'check_run',
    checkRunActionPayload({
      id: run.id,
      headSha: run.head_sha,
      externalId: run.external_id,
      sender,
    }),
  );
}

describe('approvals bound to a commit', () => {
  it('gaming: test changes fail the check, which offers the "Allow test changes" button', async () => {
    const { run } = await gamingPr();
    expect(run.conclusion).toBe('failure');
    expect(run.actions).toEqual([
      {
        label: 'Allow test changes',
        description: 'Approve the test changes of this commit',
        identifier: 'allow-test-changes',
      },
    ]);
  });

  it('honest: a click by a maintainer completes the check as success, bound to the commit, anomalies kept', async () => {
    const { f, headSha, run } = await gamingPr();
    const before = f.github.requests.length;
    await click(f, run, 'maya');
    const asked = f.github.requests
      .slice(before)
      .some((r) => r.path.endsWith('/collaborators/maya/permission'));
    expect(asked).toBe(true);
    expect(run.conclusion).toBe('success');
    expect(run.output.summary).toContain('**Test changes allowed** by \\@maya (admin)');
    expect(run.output.summary).toContain('with the “Allow test changes” button');
    expect(run.output.title).toMatch(/^\d+ test changes? allowed by @maya · /);
    expect(`${run.output.title}\n${run.output.summary}`).not.toMatch(/fails? the gate|by label/);
    expect(run.output.summary).toContain(headSha);
    expect(run.output.summary).toContain('test-modified');
    expect(run.actions).toEqual([]);
    expect(JSON.parse(run.external_id ?? '').approval).toMatchObject({
      login: 'maya',
      permission: 'admin',
    });
  });

  it('gaming: a click by a read-only user is refused: the check stays failed', async () => {
    const { f, run } = await gamingPr();
    const before = f.github.requests.length;
    await click(f, run, 'rita');
    expect(run.conclusion).toBe('failure');
    expect(f.github.requests.slice(before).filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(f.logs.join('')).toContain('approval refused');
  });

  it('gaming: a new push after the approval is a new commit and fails again', async () => {
    const { f, baseSha, run } = await gamingPr();
    await click(f, run, 'maya');
    expect(run.conclusion).toBe('success');
    const next = await push(f, weakenedTest(5000), baseSha);
    const again = await reportArrives(f, baseSha, next);
    expect(again.id).not.toBe(run.id);
    expect(again.conclusion).toBe('failure');
    expect(again.output.summary).not.toContain('Test changes allowed');
    // The old commit's button no longer approves anything: it is not the PR's head.
    await click(f, run, 'maya');
    expect(again.conclusion).toBe('failure');
  });

  it('honest: a failing test run gets no button (an approval cannot pass failing tests)', async () => {
    const { run } = await gamingPr(true);
    expect(run.conclusion).toBe('failure');
    expect(run.actions).toEqual([]);
  });

  it('gaming: a click delivered for a check whose tests failed (no button shown) records no approval', async () => {
    const { f, run } = await gamingPr(true);
    const before = f.github.requests.length;
    await click(f, run, 'maya');
    expect(run.conclusion).toBe('failure');
    expect(JSON.parse(run.external_id ?? '{}').approval).toBeNull();
    expect(f.github.requests.slice(before).filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
