// Runners whose own `--shard=i/n` option runs one share of the suite (vitest, jest).
import { formatShard } from '../sharding/split.js';
import type { Sharding } from './profile.js';

export const nativeShardOption: Sharding = {
  plan: (shard) => ({ kind: 'args', args: [`--shard=${formatShard(shard)}`] }),
};
