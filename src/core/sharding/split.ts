// A deterministic share of a list for one shard: every shard that sees the same items, in any
// order, computes the same partition, and the shares cover every item exactly once.
// The shard's shape is spelled out, not imported from shard.ts, which imports this file.
interface ShardShare {
  /** 1-based. */
  index: number;
  total: number;
}

/** Code-unit order, never locale order, so every runner image sorts alike. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Round-robin over the sorted, de-duplicated items: item k goes to shard (k mod n) + 1. */
export function shareOf(items: readonly string[], shard: ShardShare): string[] {
  const sorted = [...new Set(items)].sort(compare);
  return sorted.filter((_, k) => k % shard.total === shard.index - 1);
}
