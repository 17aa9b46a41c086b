// `--shard i/n`: its parsing, and what a runner needs to run only its share, asked of the
// runner's profile — a native option where the runner has one, else a deterministic split of the
// items testlock lists for it (packages, test files).
import type { RunnerName } from '../runners/names.js';
import { runnerProfile } from '../runners/registry.js';
import type { Shard, ShardContext, ShardPlan } from './types.js';

export { formatShard } from './split.js';
export type { Shard, ShardContext, ShardPlan } from './types.js';

/** `i/n` with 1 ≤ i ≤ n; throws a one-line error naming the bad input. */
export function parseShard(text: string): Shard {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(text);
  if (!match) throw new Error(`shard must be i/n, e.g. 1/4 (got "${text}")`);
  const index = Number(match[1]);
  const total = Number(match[2]);
  if (total < 1) throw new Error(`shard total must be at least 1 (got "${text}")`);
  if (index < 1 || index > total) {
    throw new Error(`shard index must be from 1 to ${total} (got "${text}")`);
  }
  return { index, total };
}

/** What to add to (or substitute in) the test command so it runs only this shard. */
export function shardArgs(runner: RunnerName, shard: Shard, context: ShardContext = {}): ShardPlan {
  const sharding = runnerProfile(runner)?.sharding;
  if (sharding === undefined)
    return { kind: 'unsupported', reason: `${runner} has no shard option testlock can use` };
  return sharding.plan(shard, context);
}
