// Any TAP 13/14 producer (tape, ava --tap): the TAP stream, or tap-spec's pretty print of it when
// the TAP was piped through (`tape t.js | tap-spec`).
import type { TestRun } from '../../model/results.js';
import { parseTap, TAP_COUNTER } from '../../results/tap/parse-tap.js';
import { parseTapSpec, TAP_SPEC_TOTAL } from '../../results/tap/parse-tap-spec.js';

export function tapEnds(line: string): boolean {
  return (
    TAP_COUNTER.test(line) || /^1\.\.\d+/.test(line) || line === '# ok' || TAP_SPEC_TOTAL.test(line)
  );
}

export function parseTapOutput(output: string): TestRun | null {
  return parseTap(output) ?? parseTapSpec(output);
}
