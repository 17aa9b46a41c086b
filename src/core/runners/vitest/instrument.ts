// vitest: JUnit results and v8/istanbul coverage asked for on the command line, directly or after
// `--` through an npm script.

import { JS_SOURCE, tracedUnder } from '../../evidence/changed-lines.js';
import { appendArgs } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import type { Mode } from '../../run/tool-words.js';

/** The changed folders under the check's folder, as coverage `include` globs relative to it. */
function traced(context: InstrumentContext): string[] {
  return tracedUnder(context.traceChanged, context.checkDir, JS_SOURCE)
    .filter((rel) => !/[*?{}[\]!,\s]/.test(rel))
    .map((rel) => (rel === '' ? '**' : `${rel}/**`));
}

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
  const dir = `${context.outDir}/coverage`;
  const final = { format: 'istanbul-final' as const, path: `${dir}/coverage-final.json` };
  if (context.has.vitestCoverage && !context.withoutCoverage) {
    // The summary for the totals; the final JSON for the lines the PR changed (SPEC 3b).
    extra.push(
      '--coverage.enabled',
      '--coverage.reporter=json-summary',
      '--coverage.reporter=json',
      `--coverage.reportsDirectory=${dir}`,
      '--coverage.reportOnFailure',
    );
    coverage = { format: 'istanbul-summary', path: `${dir}/coverage-summary.json`, lines: final };
    coverageHint = null;
  } else if (context.has.vitestCoverage && traced(context).length > 0) {
    // The changed files' folders alone: the changed-lines evidence, not the project's coverage.
    extra.push(
      '--coverage.enabled',
      '--coverage.reporter=json',
      `--coverage.reportsDirectory=${dir}`,
      '--coverage.reportOnFailure',
      ...traced(context).map((glob) => `--coverage.include=${glob}`),
    );
    coverage = { ...final, scope: 'changed' };
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
