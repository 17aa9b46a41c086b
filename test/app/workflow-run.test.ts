// The App end to end on `workflow_run` `completed`: the report artifact is downloaded, read and
// judged as untrusted data; the check run is completed from it plus the App's own anomalies.
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckRunRecord } from '../helpers/fake-github.js';
import {
  type AppFixture,
  pullRequestPayload,
  startAppFixture,
  workflowRunPayload,
} from './app-fixture.js';
import { passingReport, reportZip, uploadArtifact, zipOf } from './uploaded-report.js';

const CI = '.github/workflows/ci.yml';
const BASE_FILES = {
  'package.json': JSON.stringify({ name: 'widget', scripts: { test: 'vitest run' } }, null, 2),
  [CI]: 'on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npx vitest run\n',
  'src/limit.js': 'export const limit = (n) => Math.min(n, 100);\n',
  'test/limit.test.js':
    "import { limit } from '../src/limit.js';\nimport { expect, test } from 'vitest';\ntest('caps', () => {\n  expect(limit(500)).toBe(100);\n});\n",
};
const HONEST_CHANGE = {
  'src/limit.js': 'export const limit = (n) => Math.min(Math.max(n, 0), 100);\n',
};

interface Pr {
  f: AppFixture;
  baseSha: string;
  headSha: string;
}

let fixture: AppFixture | null = null;

afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function openPr(change: Record<string, string>): Promise<Pr> {
  const f = await startAppFixture(BASE_FILES);
  fixture = f;
  const baseSha = f.work.git('rev-parse', 'HEAD').trim();
  f.work.git('checkout', '-q', '-b', 'feature');
  f.work.write(change);
  const headSha = f.work.commit('the change');
  f.push();
  f.github.pulls.push({ number: 7, headSha, baseSha, headRef: 'feature' });
  await f.deliver('pull_request', pullRequestPayload('opened', { number: 7, baseSha, headSha }));
  return { f, baseSha, headSha };
}

async function completeRun(
  pr: Pr,
  zip: Buffer | null,
  options: { path?: string; runId?: number; id?: string } = {},
): Promise<CheckRunRecord> {
  const runId = options.runId ?? 5001;
  if (zip !== null) uploadArtifact(pr.f.github, runId, zip);
  const payload = workflowRunPayload({
    id: runId,
    headSha: pr.headSha,
    path: options.path ?? CI,
    pullNumbers: [7],
  });
  const response = await pr.f.deliver(
    'workflow_run',
    payload,
    options.id === undefined ? {} : { id: options.id },
  );
  expect(response.status).toBe(202);
  const runs = [...pr.f.github.checkRuns.values()];
  expect(runs).toHaveLength(1);
  return runs[0]!;
}

describe('workflow_run: the report completes the check', () => {
  it('honest: a valid report of an unchanged workflow completes the check with its verdict', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)));
    expect(run).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(JSON.parse(run.external_id ?? '')).toEqual({ run: 5001, path: CI, approval: null });
    expect(run.output.title).toBe('verified (90.0%)');
    expect(run.output.summary).toContain('npx vitest run');
  });

  it('honest: a failing report fails the check, naming the failure', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha, true)));
    expect(run.conclusion).toBe('failure');
    expect(run.output.title).toContain('failed: caps');
  });

  it("gaming: a passing report cannot hide the App's own anomalies (a weakened test)", async () => {
    const pr = await openPr({
      'test/limit.test.js': BASE_FILES['test/limit.test.js'].replace('toBe(100)', 'toBe(500)'),
    });
    // The uploaded report claims no anomaly at all.
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)));
    expect(run.conclusion).toBe('failure');
    expect(run.output.title).toMatch(/^\d+ test changes? fails? the gate · /);
    expect(run.output.summary).toContain('test-modified');
  });

  it('a redelivery of the workflow run changes nothing', async () => {
    const pr = await openPr(HONEST_CHANGE);
    await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)), { id: 'run-delivery' });
    const before = pr.f.github.requests.length;
    const again = await pr.f.deliver(
      'workflow_run',
      workflowRunPayload({ id: 5001, headSha: pr.headSha, path: CI, pullNumbers: [7] }),
      { id: 'run-delivery' },
    );
    expect(again.status).toBe(200);
    expect(pr.f.github.requests.length).toBe(before);
    expect(pr.f.github.checkRuns.size).toBe(1);
  });
});

describe('workflow_run: a forged report fails the check, naming why', () => {
  it('gaming: a report about another commit', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, 'e'.repeat(40))));
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toContain(`is not the pull request's head ${pr.headSha}`);
  });

  it("gaming: a report whose base is one of the PR's own commits", async () => {
    const pr = await openPr(HONEST_CHANGE);
    // The PR's head itself as base: its tests would be the "locked" ones.
    const run = await completeRun(pr, reportZip(passingReport(pr.headSha, pr.headSha)));
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toContain('is not a commit of the base branch');
  });

  it('gaming: a report with a bad schema', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const report = { ...passingReport(pr.baseSha, pr.headSha), verified: 'yes' };
    const run = await completeRun(pr, reportZip(report));
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toMatch(/rejected: .*verified/);
  });

  it('gaming: an oversize artifact is refused before it is downloaded', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const zip = reportZip(passingReport(pr.baseSha, pr.headSha));
    uploadArtifact(pr.f.github, 5001, zip, 'testlock-report', 10 * 1024 * 1024);
    const run = await completeRun(pr, null);
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toMatch(/over the \d+ limit/);
    expect(pr.f.github.requests.some((r) => r.path.endsWith('/zip'))).toBe(false);
  });

  it('gaming: a report that inflates past the size limit (a zip bomb)', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const report = passingReport(pr.baseSha, pr.headSha);
    const padded = `${JSON.stringify(report)}${' '.repeat(6 * 1024 * 1024)}`;
    const zip = zipOf({ 'testlock-report.json': padded });
    expect(zip.length).toBeLessThan(64 * 1024);
    const run = await completeRun(pr, zip);
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toMatch(/testlock-report\.json is \d+ bytes, over the \d+ limit/);
  });

  it('honest: the same report, correctly formed, counts', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)));
    expect(run.conclusion).toBe('success');
  });
});

describe('workflow_run: a judge the PR changed', () => {
  it('gaming: the PR changed the workflow that produced the report: judge-modified, failure', async () => {
    const pr = await openPr({
      ...HONEST_CHANGE,
      [CI]: BASE_FILES[CI].replace('npx vitest run', 'echo ok'),
    });
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)));
    expect(run.conclusion).toBe('failure');
    expect(run.output.title).toBe('judge-modified: the report does not count');
    expect(run.output.summary).toContain('`judge-modified`');
    expect(run.annotations.some((a) => a.path === CI && a.annotation_level === 'failure')).toBe(
      true,
    );
  });

  it('gaming: a workflow the PR added uploads a forged passing report: judge-modified', async () => {
    const added = '.github/workflows/shortcut.yml';
    const pr = await openPr({ ...HONEST_CHANGE, [added]: 'on: pull_request\njobs: {}\n' });
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)), {
      path: added,
    });
    expect(run.conclusion).toBe('failure');
    expect(run.output.summary).toContain('`judge-modified`');
  });

  it('gaming: the PR changed a local action the unchanged workflow runs: judge-modified', async () => {
    const action = '.github/actions/verify/action.yml';
    const f = await startAppFixture({
      ...BASE_FILES,
      [CI]: `${BASE_FILES[CI]}      - uses: ./.github/actions/verify\n`,
      [action]:
        'runs:\n  using: composite\n  steps:\n    - run: npx vitest run\n      shell: bash\n',
    });
    fixture = f;
    const baseSha = f.work.git('rev-parse', 'HEAD').trim();
    f.work.git('checkout', '-q', '-b', 'feature');
    f.work.write({
      ...HONEST_CHANGE,
      [action]: 'runs:\n  using: composite\n  steps:\n    - run: echo ok\n      shell: bash\n',
    });
    const headSha = f.work.commit('a lighter verify');
    f.push();
    f.github.pulls.push({ number: 7, headSha, baseSha, headRef: 'feature' });
    const run = await completeRun(
      { f, baseSha, headSha },
      reportZip(passingReport(baseSha, headSha)),
    );
    expect(run.conclusion).toBe('failure');
    expect(run.output.title).toBe('judge-modified: the report does not count');
    expect(run.output.summary).toContain('\\.github/actions/verify/action\\.yml');
  });

  it('honest: a PR that changed another workflow does not make this report judge-modified', async () => {
    const docs = '.github/workflows/docs.yml';
    const pr = await openPr({ ...HONEST_CHANGE, [docs]: 'on: push\njobs: {}\n' });
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)));
    expect(run.output.summary).not.toContain('judge-modified');
    // The report counts: a workflow the PR adds that defines no check is not gaming (info).
    expect(run.conclusion).toBe('success');
    expect(run.output.summary).not.toContain('harness-modified');
  });
});

describe('workflow_run: a missing or late report', () => {
  it('a run without the artifact leaves the check in progress, then timed_out', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const start = Date.now();
    pr.f.setNow(start);
    await pr.f.deliver(
      'workflow_run',
      workflowRunPayload({ id: 6001, headSha: pr.headSha, path: CI, pullNumbers: [7] }),
    );
    const run = [...pr.f.github.checkRuns.values()][0]!;
    expect(run.status).toBe('in_progress');
    pr.f.setNow(start + 29 * 60_000);
    expect(await pr.f.app.sweep()).toBe(0);
    expect(run.status).toBe('in_progress');
    pr.f.setNow(start + 31 * 60_000);
    expect(await pr.f.app.sweep()).toBe(1);
    expect(run).toMatchObject({ status: 'completed', conclusion: 'timed_out' });
  });

  it('honest: a report that arrives in time stops the clock', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const start = Date.now();
    const run = await completeRun(pr, reportZip(passingReport(pr.baseSha, pr.headSha)));
    pr.f.setNow(start + 120 * 60_000);
    expect(await pr.f.app.sweep()).toBe(0);
    expect(run.conclusion).toBe('success');
  });

  it('a run of a commit that is no longer the head changes nothing', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const pull = pr.f.github.pulls[0]!;
    pull.headSha = 'f'.repeat(40);
    uploadArtifact(pr.f.github, 5001, reportZip(passingReport(pr.baseSha, pr.headSha)));
    await pr.f.deliver(
      'workflow_run',
      workflowRunPayload({ id: 5001, headSha: pr.headSha, path: CI, pullNumbers: [7] }),
    );
    expect([...pr.f.github.checkRuns.values()][0]!.status).toBe('in_progress');
  });
});

describe('workflow_run: a report under another artifact name', () => {
  it('the waiting check names the artifact the run uploaded and the one the App reads', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const zip = reportZip(passingReport(pr.baseSha, pr.headSha));
    uploadArtifact(pr.f.github, 5002, zip, 'testlock-reports');
    uploadArtifact(pr.f.github, 5002, zipOf({ 'coverage.txt': '90%' }), 'coverage');
    const run = await completeRun(pr, null, { runId: 5002 });
    expect(run.status).toBe('in_progress');
    expect(run.output.summary).toMatch(
      /^<!-- testlock:artifact-name -->\n> \*\*The workflow run `\.github\/workflows\/ci\.yml` \(run 5002\) uploaded `testlock-reports`, not `testlock-report`\.\*\*/,
    );
    expect(run.output.summary).not.toContain('`coverage`');
    expect(run.output.summary).toContain('TESTLOCK_ARTIFACT');
    expect(run.output.summary).toContain('testlock is waiting for the report');
    const warned = pr.f.logs.map((line) => JSON.parse(line)).find((e) => e.level === 'warn');
    expect(warned).toMatchObject({
      message: 'the run uploaded a testlock artifact under another name',
      expected: 'testlock-report',
      uploaded: 'testlock-reports',
    });
    // A second such run replaces the note instead of adding one.
    uploadArtifact(pr.f.github, 5003, zip, 'testlock-report-v2');
    const again = await completeRun(pr, null, { runId: 5003 });
    expect((again.output.summary ?? '').match(/testlock:artifact-name/g)).toHaveLength(1);
    expect(again.output.summary).toContain('uploaded `testlock-report-v2`');
  });

  it('honest: a run of another workflow with no testlock artifact leaves the check as it was', async () => {
    const pr = await openPr(HONEST_CHANGE);
    const before = [...pr.f.github.checkRuns.values()][0]?.output.summary;
    uploadArtifact(pr.f.github, 5004, zipOf({ 'lint.txt': 'ok' }), 'lint-results');
    const run = await completeRun(pr, null, { runId: 5004 });
    expect(run.status).toBe('in_progress');
    expect(run.output.summary).toBe(before);
  });
});
