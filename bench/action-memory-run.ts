// Child of the action-memory benchmark: runs the Action in this process (real verify, no GitHub
// API) on a tiny repository whose test check prints argv[2] bytes, then prints its peak RSS.
// Usage: node --import tsx bench/action-memory-run.ts <bytes> [exit-code] [line]
// With `line`, the flood is that line repeated (e.g. a runner's failure line) instead of filler.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAction } from '../src/action/run-action.js';
import { runnerIO } from '../src/action/runner-io.js';
import { verify } from '../src/pipeline/stages/verify.js';

const [bytes = '0', exitCode = '0', line = ''] = process.argv.slice(2);
const flood = join(import.meta.dirname, '..', 'test', 'fixtures', 'processes', 'flood.mjs');
const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-action-'));
const git = (...args: string[]): string =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'b',
      GIT_AUTHOR_EMAIL: 'b@x',
      GIT_COMMITTER_NAME: 'b',
      GIT_COMMITTER_EMAIL: 'b@x',
    },
  }).trim();
try {
  git('init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'app.txt'), 'one\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const base = git('rev-parse', 'HEAD');
  writeFileSync(join(dir, 'app.txt'), 'two\n');
  git('commit', '-q', '-am', 'pr');
  const head = git('rev-parse', 'HEAD');
  const event = join(dir, '.event.json');
  writeFileSync(
    event,
    JSON.stringify({
      number: 1,
      pull_request: { number: 1, labels: [], base: { sha: base }, head: { sha: head } },
    }),
  );
  writeFileSync(join(dir, '.summary.md'), '');
  writeFileSync(join(dir, '.output.txt'), '');
  // The runner's environment, where @actions/core reads it.
  process.env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_SHA: head,
    GITHUB_WORKSPACE: dir,
    GITHUB_STEP_SUMMARY: join(dir, '.summary.md'),
    GITHUB_OUTPUT: join(dir, '.output.txt'),
    RUNNER_TEMP: dir,
    'INPUT_TEST-COMMAND':
      line === ''
        ? `bash -c "node ${flood} ${bytes}; exit ${exitCode}"`
        : `bash -c "yes '${line}' | head -c ${bytes}; exit ${exitCode}"`,
    'INPUT_TYPECHECK-COMMAND': 'true',
    'INPUT_LINT-COMMAND': 'true',
  };
  let written = 0;
  const stdoutWrite = process.stdout.write;
  // What the runner would read from stdout: counted, not kept.
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    written += chunk.length;
    return true;
  }) as typeof process.stdout.write;
  const code = await runAction({
    verify,
    cwd: dir,
    io: runnerIO(),
    env: process.env,
  }).finally(() => {
    process.stdout.write = stdoutWrite;
    // The status is reported in the JSON line; setFailed's exit status would fail the bench.
    process.exitCode = 0;
  });
  const status = process.resourceUsage();
  const report = JSON.parse(readFileSync(join(dir, 'testlock-report.json'), 'utf8')) as {
    verdict: string;
  };
  const peak = status.maxRSS * 1024;
  console.log(JSON.stringify({ code, verdict: report.verdict, maxRssBytes: peak, written }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
