// The options of a run, built once from the command line's flags: plan, inventory and verify all
// start from planOptions, and verify adds how to run.
import type { ProcessEnv } from '../adapters/process.js';
import { fileStore } from '../pipeline/inventory/cache-file.js';
import type { PlanOptions } from '../pipeline/stages/plan.js';
import type { VerifyOptions } from '../pipeline/stages/verify-types.js';
import type { CliOptions } from './parse-args.js';

/** What verify, inventory and plan all take from the flags: the repository, refs and checks. */
export function planOptions(options: CliOptions, base: string, env: ProcessEnv): PlanOptions {
  return {
    repo: options.repo,
    base,
    head: options.head,
    config: options.config,
    workingDirectory: options.workingDirectory,
    commands: options.commands,
    env,
    addedTests: options.addedTests,
  };
}

/** A local verify: no label can allow test changes, and no token is held (no secrets to scrub). */
export function verifyOptions(
  options: CliOptions,
  base: string,
  env: ProcessEnv,
  log: (line: string) => void,
): VerifyOptions {
  return {
    ...planOptions(options, base, env),
    onTestChange: options.onTestChange,
    timeoutMinutes: options.timeoutMinutes,
    schedule: options.schedule,
    shard: options.shard,
    baseline: options.baseline,
    evidencePath: options.evidence,
    inventoryStore: options.inventory === null ? null : fileStore(options.inventory, false),
    allowTestChanges: false,
    secrets: [],
    log,
  };
}
