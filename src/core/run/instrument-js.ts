// vitest and jest: JUnit / `--json` results and coverage asked for on the command line, directly
// or after `--` through an npm script.
import { appendArgs, withoutOutputFile } from './instrument-args.js';
import type { InstrumentContext, Instrumented } from './instrumented.js';
import { type Mode, packageScriptName } from './runner-words.js';

export function vitestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const extra = ['--reporter=default', '--reporter=junit', `--outputFile.junit=${junit}`];
  let coverage: Instrumented['coverage'] = null;
  let coverageHint: string | null = '@vitest/coverage-v8 (or -istanbul) is not installed';
  if (context.has.vitestCoverage) {
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

/**
 * jest's console names files, not tests: `--json --outputFile` writes every test with its outcome
 * (the console reporter still prints to stderr, the second witness). jest fails after the run when
 * it gets `--outputFile` twice, so the project's own is dropped; one inside a package script cannot
 * be, and there the console alone is read.
 */
export function jestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const coverageHint = 'testlock does not instrument jest for coverage';
  if (mode === 'npm-script') {
    const name = packageScriptName(
      [base.check.command, ...base.check.args],
      context.packageScripts,
    );
    if (/--outputFile\b/.test(context.packageScripts[name ?? ''] ?? ''))
      return { ...base, coverageHint };
  }
  const path = `${context.outDir}/jest.json`;
  const check = { ...base.check, args: withoutOutputFile(base.check.args) };
  return {
    ...base,
    check: appendArgs(check, ['--json', `--outputFile=${path}`], mode),
    jestJson: { path, cwd: context.checkDir ?? '' },
    coverageHint,
  };
}
