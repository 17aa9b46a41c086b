// Narrowing an instrumented test check to one shard, as its runner's profile says: through the
// environment where the runner reads it, its own shard option, or its patterns replaced by the
// share's items.

import { runnerProfile } from '../runners/registry.js';
import type { ShardPlan } from '../sharding/types.js';
import { appendArgs } from './instrument-args.js';
import type { Instrumented } from './instrumented.js';
import type { Mode } from './tool-words.js';

export type ShardApplied = { ok: true; prepared: Instrumented } | { ok: false; reason: string };

/**
 * Narrows an instrumented test check to one shard. A shard that cannot be passed is an error, not
 * a silent full run: every shard would run the whole suite and the merge would count it n times.
 */
export function applyShard(prepared: Instrumented, plan: ShardPlan, mode: Mode): ShardApplied {
  if (plan.kind === 'empty' || plan.kind === 'unsupported')
    return { ok: false, reason: plan.reason };
  const { check, runner } = prepared;
  const sharding = runner === null ? undefined : runnerProfile(runner)?.sharding;
  // A runner that reads the environment gets the share however it is started, as its results.
  const through = sharding?.throughEnvironment?.(check, plan) ?? null;
  if (through !== null) return { ok: true, prepared: { ...prepared, check: through } };
  if (mode === 'console') {
    return {
      ok: false,
      reason: `cannot pass a shard to ${runner ?? 'the test runner'} through: ${check.script.split('\n')[0]}`,
    };
  }
  if (plan.kind === 'args') {
    return { ok: true, prepared: { ...prepared, check: appendArgs(check, plan.args, mode) } };
  }
  const narrowed = sharding?.narrow?.(check, plan) ?? null;
  if (narrowed === null) {
    return {
      ok: false,
      reason: `cannot narrow ${check.command} ${check.args.join(' ')} to a shard`,
    };
  }
  return { ok: true, prepared: { ...prepared, check: narrowed } };
}
