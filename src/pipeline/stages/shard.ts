// `--shard i/n` for one test check: lists what the runner would run (`go list`, pytest's
// collection) through the process adapter where needed, and narrows the check to this shard.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ProcessEnv, type RunResult, runCheck } from '../../adapters/process.js';
import type { Check } from '../../core/model/check.js';
import { applyShard, goPatterns } from '../../core/run/apply-shard.js';
import type { Instrumented } from '../../core/run/instrumented.js';
import type { Mode } from '../../core/run/tool-words.js';
import { goListPackages, pytestCollectedFiles } from '../../core/sharding/collected.js';
import { formatShard, type Shard, type ShardPlan, shardArgs } from '../../core/sharding/shard.js';
import { UsageError } from '../../errors.js';

export interface ShardRun {
  /** The locked worktree. */
  root: string;
  /** Private folder for the listing's logs. */
  dir: string;
  timeoutMs: number;
  secrets: readonly string[];
  env: ProcessEnv;
  extraEnv: Readonly<Record<string, string>>;
}

/** Runs a listing command and returns its whole stdout (the result keeps only a tail). */
async function listing(check: Check, run: ShardRun, what: string): Promise<string> {
  const result: RunResult = await runCheck(check, {
    root: run.root,
    timeoutMs: run.timeoutMs,
    logDir: join(run.dir, 'shard'),
    baseEnv: run.env,
    secrets: run.secrets,
    extraEnv: run.extraEnv,
  });
  // pytest exits 5 when it collects nothing: an empty list, which the split reports as such.
  if (!result.ok && !(what === 'pytest' && result.exitCode === 5)) {
    const why = (result.stderr.trim() || result.stdout.trim()).split('\n').pop() ?? '';
    throw new UsageError(
      `--shard: listing the ${what} tests ${result.summary}${why && `: ${why}`}`,
    );
  }
  return readFile(result.logPaths.stdout, 'utf8');
}

function goList(check: Check): Check | null {
  const patterns = goPatterns(check.args);
  if (patterns.length === 0) return null;
  return { ...check, name: 'go list', command: 'go', args: ['list', ...patterns], script: '' };
}

/** The check itself, asked only to collect: same interpreter, paths and configuration. */
function pytestCollect(check: Check): Check {
  const addopts = [check.env.PYTEST_ADDOPTS, '--collect-only', '-qq', '-p', 'no:cacheprovider'];
  return {
    ...check,
    name: 'pytest collect',
    env: { ...check.env, PYTEST_ADDOPTS: addopts.filter(Boolean).join(' ') },
  };
}

async function planFor(
  check: Check,
  runner: Instrumented['runner'],
  shard: Shard,
  run: ShardRun,
): Promise<ShardPlan> {
  if (runner === 'go') {
    const list = goList(check);
    if (list === null) {
      return { kind: 'unsupported', reason: 'go test names no package pattern (e.g. ./...)' };
    }
    return shardArgs('go', shard, { packages: goListPackages(await listing(list, run, 'Go')) });
  }
  if (runner === 'pytest') {
    const files = pytestCollectedFiles(await listing(pytestCollect(check), run, 'pytest'));
    return shardArgs('pytest', shard, { testFiles: files, pytestPlugin: null });
  }
  if (runner === null) {
    return { kind: 'unsupported', reason: 'the test command runs no runner testlock knows' };
  }
  return shardArgs(runner, shard);
}

/**
 * The instrumented test check narrowed to this shard. `check` is the check as discovered (what
 * the listings run); anything that cannot be sharded is a one-line usage error.
 */
export async function shardCheck(
  check: Check,
  prepared: Instrumented,
  mode: Mode,
  shard: Shard,
  run: ShardRun,
): Promise<Instrumented> {
  const plan = await planFor(check, prepared.runner, shard, run);
  const applied = applyShard(prepared, plan, mode);
  if (!applied.ok) throw new UsageError(`--shard ${formatShard(shard)}: ${applied.reason}`);
  return applied.prepared;
}
