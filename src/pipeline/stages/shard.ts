// `--shard i/n` for one test check: lists what the runner would run, where its profile splits the
// suite itself, through the process adapter, and narrows the check to this shard.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ProcessEnv, type RunResult, runCheck } from '../../adapters/process.js';
import type { Check } from '../../core/model/check.js';
import { applyShard } from '../../core/run/apply-shard.js';
import type { Instrumented } from '../../core/run/instrumented.js';
import type { Mode } from '../../core/run/tool-words.js';
import type { ShardSplit } from '../../core/runners/profile.js';
import { profileOf } from '../../core/runners/registry.js';
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

/** Runs a split's listing and returns its whole stdout (the result keeps only a tail). */
async function listing(check: Check, split: ShardSplit, run: ShardRun): Promise<string> {
  const result: RunResult = await runCheck(check, {
    root: run.root,
    timeoutMs: run.timeoutMs,
    logDir: join(run.dir, 'shard'),
    baseEnv: run.env,
    secrets: run.secrets,
    extraEnv: run.extraEnv,
  });
  // Some runners exit non-zero on an empty list: the split then reports the shard as empty.
  const listed = result.exitCode !== null && (split.okExitCodes ?? [0]).includes(result.exitCode);
  if (!result.ok && !listed) {
    const why = (result.stderr.trim() || result.stdout.trim()).split('\n').pop() ?? '';
    throw new UsageError(
      `--shard: listing the ${split.label} tests ${result.summary}${why && `: ${why}`}`,
    );
  }
  return readFile(result.logPaths.stdout, 'utf8');
}

async function planFor(
  check: Check,
  runner: Instrumented['runner'],
  shard: Shard,
  run: ShardRun,
): Promise<ShardPlan> {
  if (runner === null) {
    return { kind: 'unsupported', reason: 'the test command runs no runner testlock knows' };
  }
  const split = profileOf(runner).sharding?.split;
  if (split === undefined) return shardArgs(runner, shard);
  const lister = split.lister(check);
  if ('reason' in lister) return { kind: 'unsupported', reason: lister.reason };
  const items = split.items(await listing(lister.check, split, run));
  return shardArgs(runner, shard, { items, plugin: null });
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
