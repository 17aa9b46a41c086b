// Reports as the repository's workflow would upload them: built by the real verdict builder for the
// fixture's commits, zipped by the real `zip` tool, and served by the fake GitHub as an artifact.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Anomaly } from '../../src/core/model/anomaly.js';
import type { Report } from '../../src/core/model/report.js';
import { buildReport } from '../../src/core/verdict/build-report.js';
import type { FakeGitHub } from '../helpers/fake-github.js';

export function passingReport(
  baseSha: string,
  headSha: string,
  failed = false,
  anomalies: Anomaly[] = [],
): Report {
  const [command = '', ...args] = ['npx', 'vitest', 'run'];
  return buildReport({
    branchId: 'feature',
    baseSha,
    headSha,
    anomalies,
    policy: 'fail',
    allowTestChanges: false,
    outcomes: [
      {
        result: {
          name: 'tests',
          kind: 'test',
          command,
          args,
          script: 'npx vitest run',
          cwd: '',
          env: {},
          source: '.github/workflows/ci.yml jobs.test.steps[2]',
          origin: 'ci',
          skipped: null,
          ok: !failed,
          exitCode: failed ? 1 : 0,
          signal: null,
          durationMs: 900,
          timedOut: false,
          stdout: '',
          stderr: '',
          summary: failed ? 'failed (exit 1): npx vitest run' : 'passed: npx vitest run',
        },
        tests: {
          total: 3,
          passed: failed ? 2 : 3,
          failed: failed ? 1 : 0,
          skipped: 0,
          failures: failed
            ? [
                {
                  name: 'caps',
                  message: 'expected 500 to be 100',
                  detail: 'AssertionError: expected 500 to be 100',
                  file: 'test/limit.test.js',
                  line: 4,
                },
              ]
            : [],
          testIds: [],
        },
        coverage: { linesCovered: 90, linesTotal: 100 },
      },
    ],
  }).report;
}

/** A zip made by the `zip` tool holding the given files (name → content). */
export function zipOf(files: Record<string, string | Buffer>): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-zip-'));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    execFileSync('zip', ['-q', '-X', 'artifact.zip', ...Object.keys(files)], { cwd: dir });
    return readFileSync(join(dir, 'artifact.zip'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let nextArtifact = 900;

/** Publishes `zip` as the run's artifact (default name `testlock-report`). */
export function uploadArtifact(
  github: FakeGitHub,
  runId: number,
  zip: Buffer,
  name = 'testlock-report',
  sizeInBytes?: number,
): void {
  nextArtifact += 1;
  const list = github.artifacts.get(runId) ?? [];
  list.push({ id: nextArtifact, name, zip, ...(sizeInBytes === undefined ? {} : { sizeInBytes }) });
  github.artifacts.set(runId, list);
}

export function reportZip(report: unknown): Buffer {
  return zipOf({ 'testlock-report.json': JSON.stringify(report, null, 2) });
}
