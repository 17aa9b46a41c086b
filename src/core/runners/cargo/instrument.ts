// `cargo test`: the whole suite, not up to the first failing target.
import type { Instrumented } from '../../run/instrumented.js';

/**
 * `cargo test` stops at the first test target that fails, so the tests of every later target do not
 * run and cannot be counted (the base inventory would see them as missing): `--no-fail-fast` runs
 * the whole suite, as rule 6 asks; the verdict is the same, the evidence complete.
 */
export function cargoInstrumented(base: Instrumented): Instrumented {
  const { args } = base.check;
  const coverageHint = 'testlock does not instrument cargo for coverage';
  if (args.includes('--no-fail-fast')) return { ...base, coverageHint };
  const end = args.indexOf('--');
  const cut = end === -1 ? args.length : end;
  const withAll = [...args.slice(0, cut), '--no-fail-fast', ...args.slice(cut)];
  return { ...base, check: { ...base.check, args: withAll }, coverageHint };
}
