// A pull request that weakens a base test, and the workflow's report of it arriving: the setup the
// approval tests share (the "Allow test changes" button, `/testlock allow`, the allow label).
import { afterEach } from 'vitest';
import type { Anomaly } from '../../src/core/model/anomaly.js';
import type { CheckRunRecord } from '../helpers/fake-github.js';
import {
  type AppFixture,
  pullRequestPayload,
  startAppFixture,
  workflowRunPayload,
} from './app-fixture.js';
import { passingReport, reportZip, uploadArtifact } from './uploaded-report.js';

export const CI = '.github/workflows/ci.yml';
export const TEST = 'test/limit.test.js';
export const BASE_FILES = {
  'package.json': JSON.stringify({ name: 'widget', scripts: { test: 'vitest run' } }, null, 2),
  [CI]: 'on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npx vitest run\n',
  'src/limit.js': 'export const limit = (n) => Math.min(n, 100);\n',
  [TEST]:
    "import { limit } from '../src/limit.js';\nimport { expect, test } from 'vitest';\ntest('caps', () => {\n  expect(limit(500)).toBe(100);\n});\n",
};
// What the workflow's own testlock reports for the same change (its policy fails the run too).
export const WORKFLOW_SAW: Anomaly[] = [
  {
    kind: 'test-modified',
    severity: 'critical',
    path: TEST,
    line: 4,
    detail: 'the PR changed this test',
  },
];
const PULL = 7;

let runIds = 7000;

/** The base test with its expected bound changed to `bound`: the gaming PR's test change. */
export function weakenedTest(bound: number): string {
  return BASE_FILES[TEST].replace('toBe(100)', `toBe(${bound})`);
}

export interface GamingPr {
  f: AppFixture;
  baseSha: string;
  headSha: string;
  run: CheckRunRecord;
}

/** Commits and pushes `content` as the test, and tells the App the PR's head moved there. */
export async function push(f: AppFixture, content: string, baseSha: string): Promise<string> {
  f.work.write({ [TEST]: content });
  const headSha = f.work.commit('test change');
  f.push();
  const pull = f.github.pulls.find((p) => p.number === PULL);
  if (pull) pull.headSha = headSha;
  else f.github.pulls.push({ number: PULL, headSha, baseSha, headRef: 'feature' });
  await f.deliver(
    'pull_request',
    pullRequestPayload('synchronize', { number: PULL, baseSha, headSha }),
  );
  return headSha;
}

/** The workflow's report for `headSha` is uploaded and its run completes; returns the check run. */
export async function reportArrives(
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
    workflowRunPayload({ id: runIds, headSha, path: CI, pullNumbers: [PULL] }),
  );
  return checkOf(f, headSha);
}

export function checkOf(f: AppFixture, headSha: string): CheckRunRecord {
  const run = [...f.github.checkRuns.values()].find((r) => r.head_sha === headSha);
  if (!run) throw new Error('no check run for the commit');
  return run;
}

/**
 * The opener of gaming PRs, each on a fresh App, with `permissions` (login → repository
 * permission) for the users who approve; the App is closed after each test of the calling file.
 * The PR has the weakened test pushed and the workflow's report arrived (failing tests: `failed`).
 */
export function gamingPrs(
  permissions: Record<string, string>,
): (failed?: boolean) => Promise<GamingPr> {
  let fixture: AppFixture | null = null;
  afterEach(async () => {
    await fixture?.close();
    fixture = null;
  });
  return async (failed = false) => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    for (const [login, permission] of Object.entries(permissions)) {
      f.github.permissions.set(login, permission);
    }
    const baseSha = f.work.git('rev-parse', 'HEAD').trim();
    f.work.git('checkout', '-q', '-b', 'feature');
    const headSha = await push(f, weakenedTest(500), baseSha);
    const run = await reportArrives(f, baseSha, headSha, failed);
    return { f, baseSha, headSha, run };
  };
}
