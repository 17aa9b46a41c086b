// A deterministic share of a list for one shard: every shard that sees the same items, in any
// order, computes the same partition, and the shares cover every item exactly once.
import type { Shard, ShardPlan } from './types.js';

/** Code-unit order, never locale order, so every runner image sorts alike. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Round-robin over the sorted, de-duplicated items: item k goes to shard (k mod n) + 1. */
export function shareOf(items: readonly string[], shard: Shard): string[] {
  const sorted = [...new Set(items)].sort(compare);
  return sorted.filter((_, k) => k % shard.total === shard.index - 1);
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.total}`;
}

/** How a split names what it splits: its list (`Go packages`) and one item kind (`packages`). */
export interface SplitNames {
  listed: string;
  items: string;
}

/** This shard's share of `items`, or the plan that says it is empty; throws without a list. */
export function splitItems(
  shard: Shard,
  items: readonly string[] | undefined,
  names: SplitNames,
): string[] | ShardPlan {
  if (items === undefined) throw new Error(`sharding needs the list of ${names.listed}`);
  const share = shareOf(items, shard);
  if (share.length > 0) return share;
  const unique = new Set(items).size;
  return {
    kind: 'empty',
    reason: `shard ${formatShard(shard)} has no ${names.items}: ${unique} ${names.items} over ${shard.total} shards`,
  };
}
