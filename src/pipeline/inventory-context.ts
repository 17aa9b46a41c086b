// What the base-side inventory steps share: the options of the run and the base worktree.
import { join } from 'node:path';
import type { RunOptions } from '../adapters/process.js';
import type { InventoryOptions } from './inventory.js';

export interface BaseContext extends InventoryOptions {
  extraEnv: Readonly<Record<string, string>>;
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
