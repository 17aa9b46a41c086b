// Runs the discovered checks in the locked worktree and turns each run into a verdict outcome:
// exit status plus parsed results, coverage and diagnostics, cross-checked with each other.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunResult, runCheck } from '../adapters/process.js';
import { runIdsOf } from '../core/inventory/run-ids.js';
import type { Check, CheckResult } from '../core/model.js';
import { formatDuration } from '../core/run/check-summary.js';
import { type Instrumented, instrument } from '../core/run/instrument.js';
import { interpretOutcome } from '../core/run/interpret-outcome.js';
import { invocationOf } from '../core/run/runner-words.js';
import type { Shard } from '../core/scale/shard.js';
import type { CheckOutcome } from '../core/verdict/input.js';
import { probeEnvironment } from './probe-environment.js';
import { readResultFiles } from './read-results.js';
import { shardCheck } from './shard.js';

export interface RunChecksOptions {
  /** The locked worktree's root. */
  root: string;
  checks: readonly Check[];
  timeoutMs: number;
  parallel: boolean;
  secrets: readonly string[];
  /** Environment the worktree needs (build caches). */
  extraEnv: Readonly<Record<string, string>>;
  log: (line: string) => void;
  signal?: AbortSignal;
  /** Run only this shard of the test checks; null runs them whole. */
  shard?: Shard | null;
}

export async function runChecks(options: RunChecksOptions): Promise<CheckOutcome[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'testlock-run-'));
  try {
    // Everything is prepared before anything runs: a shard that cannot be had stops the run
    // before a check starts, never while others are running.
    const ready: Ready[] = [];
    for (const [index, check] of options.checks.entries()) {
      ready.push(await prepareOne(check, join(scratch, String(index)), options));
    }
    if (options.parallel) return await Promise.all(ready.map((one) => runOne(one, options)));
    const outcomes: CheckOutcome[] = [];
    for (const one of ready) outcomes.push(await runOne(one, options));
    return outcomes;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

interface Ready {
  check: Check;
  dir: string;
  /** null for a skipped check. */
  prepared: Instrumented | null;
}

async function prepareOne(check: Check, dir: string, options: RunChecksOptions): Promise<Ready> {
  if (check.skipped !== null) return { check, dir, prepared: null };
  const environment = await probeEnvironment(options.root, check, dir, options.secrets);
  const outDir = join(dir, 'results');
  // Some runners only open the file (`go test -coverprofile`): the folder must already exist.
  // [witnesses] Fresh and private: created here, never reused (mkdir fails if it exists).
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await mkdir(outDir, { mode: 0o700 });
  const prepared = instrument(check, { outDir, ...environment });
  if (!options.shard || check.kind !== 'test') return { check, dir, prepared };
  const { mode } = invocationOf(check, environment.packageScripts);
  const sharded = await shardCheck(check, prepared, mode, options.shard, {
    root: options.root,
    dir,
    timeoutMs: options.timeoutMs,
    secrets: options.secrets,
    extraEnv: options.extraEnv,
  });
  return { check, dir, prepared: sharded };
}

async function runOne(ready: Ready, options: RunChecksOptions): Promise<CheckOutcome> {
  const { check, dir, prepared } = ready;
  if (prepared === null || check.skipped !== null) {
    const reason = check.skipped ?? 'not-configured';
    options.log(`- ${check.kind}: skipped (${reason})`);
    return { result: skippedResult(check, reason) };
  }
  options.log(`> ${check.kind}: ${shown(check)}  (${check.source})`);
  const startedAt = Date.now(); // [witnesses] a report older than this was not written by the run
  const run = await runCheck(prepared.check, {
    root: options.root,
    timeoutMs: options.timeoutMs,
    logDir: join(dir, 'logs'),
    secrets: options.secrets,
    extraEnv: options.extraEnv,
    signal: options.signal,
  });
  if (run.notFound && check.source.startsWith('convention:')) {
    options.log(`- ${check.kind}: skipped (tool-not-installed: ${check.command})`);
    return { result: skippedResult(check, 'tool-not-installed') };
  }
  const files = await readResultFiles(prepared, run.logPaths, startedAt);
  const outcome = relativeToRoot(
    { ...interpretOutcome(reportResult(run), prepared, files), runIds: runIdsOf(prepared, files) },
    options.root,
  );
  options.log(
    `${outcome.result.ok ? '+' : 'x'} ${check.kind}: ${outcome.result.summary} [${formatDuration(run.durationMs)}]`,
  );
  return outcome;
}

/** Tools print paths inside the throwaway worktree; annotations need repo-relative ones. */
function relativeToRoot(outcome: CheckOutcome, root: string): CheckOutcome {
  const prefix = `${root}/`;
  const relative = (file: string | null): string | null =>
    file?.startsWith(prefix) ? file.slice(prefix.length) : file;
  return {
    ...outcome,
    tests: outcome.tests && {
      ...outcome.tests,
      failures: outcome.tests.failures.map((f) => ({ ...f, file: relative(f.file) })),
    },
    diagnostics: outcome.diagnostics?.map((d) => ({ ...d, file: relative(d.file) })),
  };
}

function shown(check: Check): string {
  const text = check.script !== '' ? check.script : [check.command, ...check.args].join(' ');
  return text.split('\n')[0] ?? '';
}

/** The SPEC §3 fields only: the runner's bookkeeping and the check's env stay out of the report. */
function reportResult(run: RunResult): CheckResult {
  const { notFound: _n, interrupted: _i, logPaths: _l, outputTruncated: _o, ...result } = run;
  return { ...result, env: {} };
}

function skippedResult(check: Check, reason: NonNullable<Check['skipped']>): CheckResult {
  return {
    ...check,
    env: {},
    skipped: reason,
    ok: false,
    exitCode: null,
    signal: null,
    durationMs: 0,
    timedOut: false,
    stdout: '',
    stderr: '',
    summary: `skipped (${reason})${check.command === '' ? '' : `: ${shown(check)}`}`,
  };
}
