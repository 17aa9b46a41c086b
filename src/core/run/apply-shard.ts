// Narrowing an instrumented test check to one shard: pytest through PYTEST_ADDOPTS, a runner's
// own shard option, or `go test` with its package patterns replaced by the shard's packages.
import type { Check } from '../model/check.js';
import type { ShardPlan } from '../sharding/shard.js';
import { appendArgs, quoteForAddopts } from './instrument-args.js';
import type { Instrumented } from './instrumented.js';
import type { Mode } from './tool-words.js';

export type ShardApplied = { ok: true; prepared: Instrumented } | { ok: false; reason: string };

/**
 * `go test`'s package patterns (`./...`, `.`, `./pkg`), the ones `go list` expands for a shard;
 * words after `-args` go to the test binary and are not patterns.
 */
export function goPatterns(args: readonly string[]): string[] {
  const end = args.indexOf('-args');
  const own = end === -1 ? args : args.slice(0, end);
  return own.filter(
    (arg) =>
      arg === '.' ||
      arg === 'all' ||
      arg.startsWith('./') ||
      arg.startsWith('../') ||
      arg.endsWith('/...'),
  );
}

/** `go test ... <patterns>` with the patterns replaced by this shard's packages. */
function withPackages(check: Check, packages: readonly string[]): Check | null {
  const patterns = new Set(goPatterns(check.args));
  const at = check.args.findIndex((arg) => patterns.has(arg));
  if (at === -1) return null;
  const rest = check.args.filter((arg, i) => i < at || !patterns.has(arg));
  return { ...check, args: [...rest.slice(0, at), ...packages, ...rest.slice(at)] };
}

function addopts(check: Check, words: readonly string[]): Check {
  const env = { ...check.env };
  env.PYTEST_ADDOPTS = [env.PYTEST_ADDOPTS, ...words.map(quoteForAddopts)]
    .filter(Boolean)
    .join(' ');
  return { ...check, env };
}

/**
 * Narrows an instrumented test check to one shard. A shard that cannot be passed is an error, not
 * a silent full run: every shard would run the whole suite and the merge would count it n times.
 */
export function applyShard(prepared: Instrumented, plan: ShardPlan, mode: Mode): ShardApplied {
  if (plan.kind === 'empty' || plan.kind === 'unsupported')
    return { ok: false, reason: plan.reason };
  const { check, runner } = prepared;
  // pytest reads PYTEST_ADDOPTS however it is started, as for its results.
  if (runner === 'pytest') {
    const words = plan.kind === 'files' ? plan.files : plan.kind === 'args' ? plan.args : null;
    if (words !== null)
      return { ok: true, prepared: { ...prepared, check: addopts(check, words) } };
  }
  if (mode === 'console') {
    return {
      ok: false,
      reason: `cannot pass a shard to ${runner ?? 'the test runner'} through: ${check.script.split('\n')[0]}`,
    };
  }
  if (plan.kind === 'args') {
    return { ok: true, prepared: { ...prepared, check: appendArgs(check, plan.args, mode) } };
  }
  const narrowed = plan.kind === 'packages' ? withPackages(check, plan.packages) : null;
  if (narrowed === null) {
    return {
      ok: false,
      reason: `cannot narrow ${check.command} ${check.args.join(' ')} to a shard`,
    };
  }
  return { ok: true, prepared: { ...prepared, check: narrowed } };
}
