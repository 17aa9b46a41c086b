// What the base-side inventory steps share: the options of the run and the base worktree.
import { join } from 'node:path';
import type { ProcessEnv, RunOptions } from '../../adapters/process.js';
import type { CachedListing } from '../../core/inventory/cache-file.js';
import type { Check } from '../../core/model/check.js';
import type { CheckOutcome } from '../../core/model/outcome.js';

/** What the base inventory is asked for: the checks, their outcomes at head, how to run at base. */
export interface InventoryOptions {
  root: string;
  baseSha: string;
  checks: readonly Check[];
  outcomes: readonly CheckOutcome[];
  baseline: boolean;
  timeoutMs: number;
  secrets: readonly string[];
  /** The run's environment, scrubbed before a listing sees it. */
  env: ProcessEnv;
  log: (line: string) => void;
  signal?: AbortSignal;
  /** The base listings read from a cache, by test check: no base worktree unless a rerun needs one. */
  cached?: CachedListing[] | null;
}

export interface BaseContext extends InventoryOptions {
  extraEnv: Readonly<Record<string, string>>;
  /** The base tree builds in a Cargo target folder of its own (docs/caches.md). */
  ownsCargoTarget: boolean;
  scratch: string;
}

/** How a listing or rerun runs in the base worktree: the checks' timeout, scrubbed environment. */
export function baseRunOptions(context: BaseContext, dir: string): RunOptions {
  return {
    root: context.root,
    timeoutMs: context.timeoutMs,
    logDir: join(dir, 'logs'),
    secrets: context.secrets,
    baseEnv: context.env,
    extraEnv: context.extraEnv,
    ...(context.signal ? { signal: context.signal } : {}),
  };
}
