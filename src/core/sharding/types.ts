// The shapes of sharding that the runners' profiles and the stage share.

export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}

export interface ShardContext {
  /** The items testlock listed for a split of its own (Go packages, pytest's test files). */
  items?: readonly string[];
  /** A sharding plugin of the runner found installed, which then does the split itself. */
  plugin?: string | null;
}

export type ShardPlan =
  /** Append to the runner's arguments. */
  | { kind: 'args'; args: string[] }
  /** Run `go test` on these packages instead of its patterns. */
  | { kind: 'packages'; packages: string[] }
  /** Append these test files as the runner's positional arguments. */
  | { kind: 'files'; files: string[] }
  /** This shard's share is empty: running the command without a list would run everything. */
  | { kind: 'empty'; reason: string }
  | { kind: 'unsupported'; reason: string };
