// `go test --shard`: testlock splits the packages `go list` expands the check's patterns to, and
// runs `go test` on this shard's share instead of the patterns.
import type { Check } from '../../model/check.js';
import { splitItems } from '../../sharding/split.js';
import type { ShardPlan } from '../../sharding/types.js';
import type { Sharding } from '../profile.js';

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

/** Packages printed by `go list ./...`, one per line. */
export function goListPackages(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('go: '));
}

/** `go test ... <patterns>` with the patterns replaced by this shard's packages. */
function withPackages(check: Check, packages: readonly string[]): Check | null {
  const patterns = new Set(goPatterns(check.args));
  const at = check.args.findIndex((arg) => patterns.has(arg));
  if (at === -1) return null;
  const rest = check.args.filter((arg, i) => i < at || !patterns.has(arg));
  return { ...check, args: [...rest.slice(0, at), ...packages, ...rest.slice(at)] };
}

export const goSharding: Sharding = {
  split: {
    label: 'Go',
    lister(check) {
      const patterns = goPatterns(check.args);
      if (patterns.length === 0) return { reason: 'go test names no package pattern (e.g. ./...)' };
      return {
        check: {
          ...check,
          name: 'go list',
          command: 'go',
          args: ['list', ...patterns],
          script: '',
        },
      };
    },
    items: goListPackages,
  },
  plan(shard, { items }): ShardPlan {
    const packages = splitItems(shard, items, { listed: 'Go packages', items: 'packages' });
    return Array.isArray(packages) ? { kind: 'packages', packages } : packages;
  },
  narrow: (check, plan) => (plan.kind === 'packages' ? withPackages(check, plan.packages) : null),
};
