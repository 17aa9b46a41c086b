// `go test` (its `-json` events and a cover profile) and `cargo test` (the whole suite, not up to
// the first failing target), started directly.
import { withoutCoverprofile } from './instrument-args.js';
import type { InstrumentContext, Instrumented } from './instrumented.js';

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

export function goInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const path = `${context.outDir}/cover.out`;
  const [command, sub, ...rest] = [base.check.command, ...base.check.args];
  const args = [sub ?? 'test', '-json', `-coverprofile=${path}`, ...withoutCoverprofile(rest)];
  return {
    ...base,
    check: { ...base.check, command: command ?? 'go', args },
    goJson: true,
    coverage: { format: 'go-coverprofile', path },
  };
}
