// bats (≥ 1.5) writes JUnit beside its console output with `--report-formatter junit --output`:
// `report.xml` in the folder given. It measures no coverage.
import { appendArgs, withoutOption } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import type { Mode } from '../../run/tool-words.js';

export function batsInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  // The project's own report options would replace testlock's (the last one wins).
  const args = withoutOption(withoutOption(base.check.args, '--report-formatter'), '--output');
  const extra = ['--report-formatter', 'junit', '--output', context.outDir];
  return {
    ...base,
    check: appendArgs({ ...base.check, args }, extra, mode),
    junit: `${context.outDir}/report.xml`,
    junitRequired: true,
    coverageHint: 'bats measures no coverage',
  };
}
