// State that survives a restart: the App is stopped and started again between deliveries, on the
// same cache and state folders; the outcome is the same as without the restart.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AppFixture,
  pullRequestPayload,
  startAppFixture,
  workflowRunPayload,
} from './app-fixture.js';
import { passingReport, reportZip, uploadArtifact } from './uploaded-report.js';

const CI = '.github/workflows/ci.yml';
const BASE_FILES = {
  'package.json': JSON.stringify({ name: 'widget', scripts: { test: 'vitest run' } }, null, 2),
  [CI]: 'on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npx vitest run\n',
  'src/limit.js': 'export const limit = (n) => Math.min(n, 100);\n',
  'test/limit.test.js':
    "import { limit } from '../src/limit.js';\nimport { expect, test } from 'vitest';\ntest('caps', () => {\n  expect(limit(500)).toBe(100);\n});\n",
};

let fixture: AppFixture | null = null;

afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

async function openPr(id = 'pr-delivery-1') {
  const f = await startAppFixture(BASE_FILES);
  fixture = f;
  const start = Date.now();
  f.setNow(start);
  const baseSha = f.work.git('rev-parse', 'HEAD').trim();
  f.work.git('checkout', '-q', '-b', 'feature');
  f.work.write({ 'src/limit.js': 'export const limit = (n) => Math.min(Math.max(n, 0), 100);\n' });
  const headSha = f.work.commit('clamp');
  f.push();
  f.github.pulls.push({ number: 7, headSha, baseSha, headRef: 'feature' });
  const payload = pullRequestPayload('opened', { number: 7, baseSha, headSha });
  const response = await f.deliver('pull_request', payload, { id });
  expect(response.status).toBe(202);
  return { f, start, baseSha, headSha, payload };
}

const posts = (f: AppFixture) =>
  f.github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/check-runs')).length;

describe('state that survives a restart', () => {
  it('honest: a restart between pull_request and workflow_run gives the same verdict, and the clock stops', async () => {
    const { f, start, baseSha, headSha } = await openPr();
    await f.restart();
    uploadArtifact(f.github, 5001, reportZip(passingReport(baseSha, headSha)));
    await f.deliver(
      'workflow_run',
      workflowRunPayload({ id: 5001, headSha, path: CI, pullNumbers: [7] }),
    );
    const runs = [...f.github.checkRuns.values()];
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    // The report stopped the clock, and that too was saved: another restart does not time it out.
    await f.restart();
    f.setNow(start + 120 * 60_000);
    expect(await f.app.sweep()).toBe(0);
    expect(runs[0]!.conclusion).toBe('success');
  });

  it('gaming: a report that never comes still times out after a restart (the clock is not reset)', async () => {
    const { f, start } = await openPr();
    f.setNow(start + 20 * 60_000);
    await f.restart();
    // 29 minutes after the PR event, not 29 minutes after the restart: still waiting.
    f.setNow(start + 29 * 60_000);
    expect(await f.app.sweep()).toBe(0);
    f.setNow(start + 31 * 60_000);
    expect(await f.app.sweep()).toBe(1);
    const run = [...f.github.checkRuns.values()][0]!;
    expect(run).toMatchObject({ status: 'completed', conclusion: 'timed_out' });
    // Timed out once: after yet another restart nothing is left to time out.
    await f.restart();
    f.setNow(start + 300 * 60_000);
    expect(await f.app.sweep()).toBe(0);
  });

  it('gaming: a redelivery after a restart is dropped: no second check run, no API call', async () => {
    const { f, payload } = await openPr('guid-1234');
    expect(posts(f)).toBe(1);
    await f.restart();
    const before = f.github.requests.length;
    const response = await f.deliver('pull_request', payload, { id: 'guid-1234' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('duplicate delivery');
    expect(f.github.requests.length).toBe(before);
    expect([...f.github.checkRuns.values()]).toHaveLength(1);
  });

  it('honest: a delivery whose handling failed is not remembered: its redelivery after a restart is handled', async () => {
    const f = await startAppFixture(BASE_FILES);
    fixture = f;
    const baseSha = f.work.git('rev-parse', 'HEAD').trim();
    f.work.git('checkout', '-q', '-b', 'feature');
    f.work.write({ 'src/limit.js': 'export const limit = (n) => n;\n' });
    const headSha = f.work.commit('change');
    f.push();
    f.github.pulls.push({ number: 7, headSha, baseSha, headRef: 'feature' });
    // GitHub refuses the first lookup (not retried): the handling fails.
    f.github.script({ method: 'GET', path: /\/check-runs$/, status: 403 });
    const payload = pullRequestPayload('opened', { number: 7, baseSha, headSha });
    await f.deliver('pull_request', payload, { id: 'guid-fail' });
    expect(f.github.checkRuns.size).toBe(0);
    await f.restart();
    const response = await f.deliver('pull_request', payload, { id: 'guid-fail' });
    expect(response.status).toBe(202);
    expect([...f.github.checkRuns.values()]).toHaveLength(1);
  });

  it('gaming: a tampered state file does not stop the App, and planted clocks cannot hold a check in progress forever', async () => {
    const { f, start, headSha } = await openPr();
    const path = join(f.config.stateDir, 'state.json');
    const saved = JSON.parse(readFileSync(path, 'utf8'));
    expect(saved.pending).toHaveLength(1);
    // A clock set far in the future (never times out) and one for a repository path escape.
    saved.pending[0].since = start + 10 ** 12;
    saved.pending.push({ ...saved.pending[0], owner: '..', since: 0 });
    writeFileSync(path, JSON.stringify(saved));
    await f.restart();
    expect(f.logs.join('')).not.toContain('state file not used');
    // The future clock was read back as "now" at the latest, so it runs out on time; the planted
    // entry with an unsafe owner was dropped (it would have expired too, making 2).
    f.setNow(start + 31 * 60_000);
    expect(await f.app.sweep()).toBe(1);
    const run = [...f.github.checkRuns.values()].find((r) => r.head_sha === headSha)!;
    expect(run.conclusion).toBe('timed_out');
    writeFileSync(path, 'garbage');
    await f.restart();
    expect(f.logs.join('')).toContain('state file not used: starting empty');
    expect((await fetch(`${f.app.url}/healthz`)).status).toBe(200);
  });
});
