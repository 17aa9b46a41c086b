// `--shard i/n`: its parsing and what each test runner needs to run only its share — a native
// option where the runner has one, else a deterministic split of the packages or test files.
import type { RunnerName } from '../runners/names.js';
import { shareOf } from './split.js';

export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}

export type ShardRunner = RunnerName | 'playwright';

export interface ShardContext {
  /** Go: the packages of `go list ./...`, in any order. */
  packages?: readonly string[];
  /** pytest: the collected test files, in any order. */
  testFiles?: readonly string[];
  /** pytest: a sharding plugin found installed, which then does the split itself. */
  pytestPlugin?: 'pytest-shard' | 'pytest-split' | null;
}

export type ShardPlan =
  /** Append to the runner's arguments. */
  | { kind: 'args'; args: string[] }
  /** Run `go test` on these packages instead of `./...`. */
  | { kind: 'packages'; packages: string[] }
  /** Append these test files as pytest's positional arguments. */
  | { kind: 'files'; files: string[] }
  /** This shard's share is empty: running the command without a list would run everything. */
  | { kind: 'empty'; reason: string }
  | { kind: 'unsupported'; reason: string };

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.total}`;
}

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

function split(shard: Shard, items: readonly string[], what: string): string[] | ShardPlan {
  const share = shareOf(items, shard);
  if (share.length > 0) return share;
  const unique = new Set(items).size;
  return {
    kind: 'empty',
    reason: `shard ${formatShard(shard)} has no ${what}: ${unique} ${what} over ${shard.total} shards`,
  };
}

function required(list: readonly string[] | undefined, what: string): readonly string[] {
  if (list === undefined) throw new Error(`sharding needs the list of ${what}`);
  return list;
}

function pytestPlan(shard: Shard, context: ShardContext): ShardPlan {
  if (context.pytestPlugin === 'pytest-shard') {
    return { kind: 'args', args: [`--shard-id=${shard.index - 1}`, `--num-shards=${shard.total}`] };
  }
  if (context.pytestPlugin === 'pytest-split') {
    return { kind: 'args', args: [`--splits=${shard.total}`, `--group=${shard.index}`] };
  }
  const files = split(shard, required(context.testFiles, 'collected test files'), 'test files');
  return Array.isArray(files) ? { kind: 'files', files } : files;
}

/** What to add to (or substitute in) the test command so it runs only this shard. */
export function shardArgs(
  runner: ShardRunner,
  shard: Shard,
  context: ShardContext = {},
): ShardPlan {
  switch (runner) {
    case 'vitest':
    case 'jest':
    case 'playwright':
      return { kind: 'args', args: [`--shard=${formatShard(shard)}`] };
    case 'go': {
      const packages = split(shard, required(context.packages, 'Go packages'), 'packages');
      return Array.isArray(packages) ? { kind: 'packages', packages } : packages;
    }
    case 'pytest':
      return pytestPlan(shard, context);
    default:
      return { kind: 'unsupported', reason: `${runner} has no shard option testlock can use` };
  }
}
