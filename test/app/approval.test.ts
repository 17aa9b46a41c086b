// Approvals bound to a commit: the "Allow test changes" button, a click checked against the
// clicker's permission through the API, and a new push that needs a new approval.
import { afterEach, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../src/core/model.js';
import type { CheckRunRecord } from '../helpers/fake-github.js';
import {
  type AppFixture,
  checkRunActionPayload,
  pullRequestPayload,
  startAppFixture,
  workflowRunPayload,
} from './app-fixture.js';
import { passingReport, reportZip, uploadArtifact } from './uploaded-report.js';

const CI = '.github/workflows/ci.yml';
const TEST = 'test/limit.test.js';
const BASE_FILES = {
  'package.json': JSON.stringify({ name: 'widget', scripts: { test: 'vitest run' } }, null, 2),
  [CI]: 'on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npx vitest run\n',
  'src/limit.js': 'export const limit = (n) => Math.min(n, 100);\n',
  [TEST]:
    "import { limit } from '../src/limit.js';\nimport { expect, test } from 'vitest';\ntest('caps', () => {\n  expect(limit(500)).toBe(100);\n});\n",
};
// What the workflow's own testlock reports for the same change (its policy fails the run too).
const WORKFLOW_SAW: Anomaly[] = [
  {
    kind: 'test-modified',
    severity: 'critical',
    path: TEST,
    line: 4,
    detail: 'the PR changed this test',
  },
];

let fixture: AppFixture | null = null;
let runIds = 7000;

afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function push(f: AppFixture, content: string, baseSha: string): Promise<string> {
  f.work.write({ [TEST]: content });
  const headSha = f.work.commit('test change');
  f.push();
  const pull = f.github.pulls.find((p) => p.number === 7);
  if (pull) pull.headSha = headSha;
  else f.github.pulls.push({ number: 7, headSha, baseSha, headRef: 'feature' });
  await f.deliver(
    'pull_request',
    pullRequestPayload('synchronize', { number: 7, baseSha, headSha }),
  );
  return headSha;
}

async function reportArrives(
  f: AppFixture,
  baseSha: string,
  headSha: string,
  failed = false,
): Promise<CheckRunRecord> {
  runIds += 1;
  uploadArtifact(
    f.github,
    runIds,
    reportZip(passingReport(baseSha, headSha, failed, WORKFLOW_SAW)),
  );
  await f.deliver(
    'workflow_run',
    workflowRunPayload({ id: runIds, headSha, path: CI, pullNumbers: [7] }),
  );
  const run = [...f.github.checkRuns.values()].find((r) => r.head_sha === headSha);
  if (!run) throw new Error('no check run for the commit');
  return run;
}

async function gamingPr(): Promise<{
  f: AppFixture;
  baseSha: string;
  headSha: string;
  run: CheckRunRecord;
}> {
  const f = await startAppFixture(BASE_FILES);
  fixture = f;
  f.github.permissions.set('maya', 'admin');
  f.github.permissions.set('rita', 'read');
  const baseSha = f.work.git('rev-parse', 'HEAD').trim();
  f.work.git('checkout', '-q', '-b', 'feature');
  const headSha = await push(f, BASE_FILES[TEST].replace('toBe(100)', 'toBe(500)'), baseSha);
  const run = await reportArrives(f, baseSha, headSha);
  return { f, baseSha, headSha, run };
}

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
    const next = await push(f, BASE_FILES[TEST].replace('toBe(100)', 'toBe(5000)'), baseSha);
    const again = await reportArrives(f, baseSha, next);
    expect(again.id).not.toBe(run.id);
    expect(again.conclusion).toBe('failure');
    expect(again.output.summary).not.toContain('Test changes allowed');
    // The old commit's button no longer approves anything: it is not the PR's head.
    await click(f, run, 'maya');
    expect(again.conclusion).toBe('failure');
  });

  it('honest: a failing test run gets no button (an approval cannot pass failing tests)', async () => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    const baseSha = f.work.git('rev-parse', 'HEAD').trim();
    f.work.git('checkout', '-q', '-b', 'feature');
    const headSha = await push(f, BASE_FILES[TEST].replace('toBe(100)', 'toBe(500)'), baseSha);
    const run = await reportArrives(f, baseSha, headSha, true);
    expect(run.conclusion).toBe('failure');
    expect(run.actions).toEqual([]);
  });

  it('gaming: a click delivered for a check whose tests failed (no button shown) records no approval', async () => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    f.github.permissions.set('maya', 'admin');
    const baseSha = f.work.git('rev-parse', 'HEAD').trim();
    f.work.git('checkout', '-q', '-b', 'feature');
    const headSha = await push(f, BASE_FILES[TEST].replace('toBe(100)', 'toBe(500)'), baseSha);
    const run = await reportArrives(f, baseSha, headSha, true);
    const before = f.github.requests.length;
    await click(f, run, 'maya');
    expect(run.conclusion).toBe('failure');
    expect(JSON.parse(run.external_id ?? '{}').approval).toBeNull();
    expect(f.github.requests.slice(before).filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
