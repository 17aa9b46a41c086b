// vitest: JUnit results and v8/istanbul coverage asked for on the command line, directly or after
// `--` through an npm script.

import { appendArgs } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import type { Mode } from '../../run/tool-words.js';

export function vitestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const extra = ['--reporter=default', '--reporter=junit', `--outputFile.junit=${junit}`];
  let coverage: Instrumented['coverage'] = null;
  let coverageHint: string | null = context.withoutCoverage
    ? (context.withoutCoverageReason ?? 'coverage is not asked for in this run')
    : '@vitest/coverage-v8 (or -istanbul) is not installed';
  if (context.has.vitestCoverage && !context.withoutCoverage) {
    const dir = `${context.outDir}/coverage`;
    extra.push(
      '--coverage.enabled',
      '--coverage.reporter=json-summary',
      `--coverage.reportsDirectory=${dir}`,
      '--coverage.reportOnFailure',
    );
    coverage = { format: 'istanbul-summary', path: `${dir}/coverage-summary.json` };
    coverageHint = null;
  }
  return {
    ...base,
    check: appendArgs(base.check, extra, mode),
    junit,
    junitRequired: true,
    coverage,
    coverageHint,
  };
}
