// A label change after the verdict: `labeled` / `unlabeled` on a commit whose check is completed
// judges the same report again with the labels the API gives now, without a new workflow run.
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckRunRecord } from '../helpers/fake-github.js';
import {
  type AppFixture,
  pullRequestPayload,
  startAppFixture,
  workflowRunPayload,
} from './app-fixture.js';
import { BASE_FILES, CI, TEST, WORKFLOW_SAW, weakenedTest } from './gaming-pr.js';
import { passingReport, reportZip, uploadArtifact } from './uploaded-report.js';

const LABEL = 'testlock:allow-test-changes';

let fixture: AppFixture | null = null;

afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function judgedPr(failed: boolean) {
  const f = await startAppFixture(BASE_FILES);
  fixture = f;
  const baseSha = f.work.git('rev-parse', 'HEAD').trim();
  f.work.git('checkout', '-q', '-b', 'feature');
  f.work.write({ [TEST]: weakenedTest(500) });
  const headSha = f.work.commit('test change');
  f.push();
  f.github.pulls.push({ number: 7, headSha, baseSha, headRef: 'feature' });
  f.github.labels.set(7, []);
  await f.deliver('pull_request', pullRequestPayload('opened', { number: 7, baseSha, headSha }));
  uploadArtifact(f.github, 6001, reportZip(passingReport(baseSha, headSha, failed, WORKFLOW_SAW)));
  await f.deliver(
    'workflow_run',
    workflowRunPayload({ id: 6001, headSha, path: CI, pullNumbers: [7] }),
  );
  const run = [...f.github.checkRuns.values()].find((r) => r.head_sha === headSha);
  if (!run) throw new Error('no check run');
  const label = async (action: 'labeled' | 'unlabeled', names: string[]) => {
    f.github.labels.set(7, names);
    await f.deliver('pull_request', pullRequestPayload(action, { number: 7, baseSha, headSha }));
  };
  return { f, run, label };
}

const workflowRuns = (f: AppFixture) =>
  f.github.requests.filter((r) => r.path.endsWith('/actions/runs/6001/artifacts')).length;

function checkRunsOf(f: AppFixture, run: CheckRunRecord): number {
  return [...f.github.checkRuns.values()].filter((r) => r.head_sha === run.head_sha).length;
}

describe('a label change after the verdict', () => {
  it('honest: the allow label added after the verdict passes the check, no new workflow run needed', async () => {
    const { f, run, label } = await judgedPr(false);
    expect(run.conclusion).toBe('failure');
    expect(run.actions).toHaveLength(1);
    const fetched = workflowRuns(f);
    await label('labeled', [LABEL]);
    expect(run.conclusion).toBe('success');
    expect(run.output.summary).toContain(`Test changes allowed by the label \`${LABEL}\``);
    expect(run.output.summary).toContain('test-modified');
    expect(run.actions).toEqual([]);
    // Judged again from the same run's report (the memo on the check), in the same check run.
    expect(workflowRuns(f)).toBe(fetched + 1);
    expect(checkRunsOf(f, run)).toBe(1);
  });

  it('gaming: the allow label removed after it passed the check fails it again', async () => {
    const { run, label } = await judgedPr(false);
    await label('labeled', [LABEL]);
    expect(run.conclusion).toBe('success');
    await label('unlabeled', []);
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).not.toContain('Test changes allowed by the label');
    expect(run.actions).toHaveLength(1);
  });

  it('gaming: the allow label on a check whose tests failed leaves it failed', async () => {
    const { run, label } = await judgedPr(true);
    expect(run.conclusion).toBe('failure');
    await label('labeled', [LABEL]);
    expect(run.conclusion).toBe('failure');
  });

  it('honest: another label changes nothing about the verdict', async () => {
    const { run, label } = await judgedPr(false);
    await label('labeled', ['documentation']);
    expect(run.conclusion).toBe('failure');
    expect(run.actions).toHaveLength(1);
  });
});

describe('each annotation once', () => {
  const keys = (run: CheckRunRecord): string[] =>
    run.annotations.map((a) => JSON.stringify([a.path, a.start_line, a.title, a.message]));

  it('gaming: in progress, completed, labelled and unlabelled, the check carries each annotation once', async () => {
    const { run, label } = await judgedPr(false);
    const first = keys(run);
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(first).size).toBe(first.length);
    await label('labeled', [LABEL]);
    await label('unlabeled', []);
    // GitHub appends every update's annotations: none of them was sent again.
    expect(keys(run)).toEqual(first);
  });
});
