// jest: per-test results (`--json --outputFile`) and coverage (`--coverage`, a json-summary in
// testlock's folder) asked for on the command line, directly or after `--` through an npm script.

import { JS_SOURCE, tracedUnder } from '../../evidence/changed-lines.js';
import type { Check } from '../../model/check.js';
import { appendArgs, withoutOption, withoutOutputFile } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import { type Mode, packageScriptName, simpleWords } from '../../run/tool-words.js';
import { asksForCoverage } from './coverage-config.js';

type JestCoverage =
  | { options: string[]; path: string; thresholds: boolean; scope?: 'changed' }
  | { hint: string; thresholds: boolean };

/**
 * jest's console names files, not tests: `--json --outputFile` writes every test with its outcome
 * (the console reporter still prints to stderr, the second witness). jest fails after the run when
 * it gets `--outputFile` (or `--coverageDirectory`) twice, so the project's own is dropped; one
 * inside a package script cannot be, and there that report is not asked for.
 */
export function jestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const script = mode === 'npm-script' ? jestScript(base.check, context) : '';
  const words = [...(simpleWords(script) ?? []), ...base.check.args];
  const extra: string[] = [];
  let args = base.check.args;
  let jestJson: Instrumented['jestJson'] = null;
  if (!/--outputFile\b/.test(script)) {
    const path = `${context.outDir}/jest.json`;
    args = withoutOutputFile(args);
    extra.push('--json', `--outputFile=${path}`);
    jestJson = { path, cwd: context.checkDir ?? '' };
  }
  const coverage = jestCoverage(words, script, context);
  if ('options' in coverage) {
    args = withoutOption(args, '--coverageDirectory');
    extra.push(...coverage.options);
  }
  return {
    ...base,
    check: appendArgs({ ...base.check, args }, extra, mode),
    jestJson,
    coverage: 'options' in coverage ? coverageReport(coverage) : null,
    coverageHint:
      'hint' in coverage
        ? coverage.hint
        : coverage.scope === 'changed'
          ? (context.withoutCoverageReason ?? null)
          : null,
    coverageThresholds: coverage.thresholds,
  };
}

/** The summary for the totals and the final JSON beside it for the lines (SPEC 3b). */
function coverageReport(coverage: {
  path: string;
  scope?: 'changed';
}): NonNullable<Instrumented['coverage']> {
  const final = {
    format: 'istanbul-final' as const,
    path: coverage.path.replace(/coverage-summary\.json$/, 'coverage-final.json'),
  };
  if (coverage.scope === 'changed') return { ...final, scope: 'changed' };
  return { format: 'istanbul-summary', path: coverage.path, lines: final };
}

/** The changed folders under the check's folder, as `collectCoverageFrom` globs relative to it. */
function traced(context: InstrumentContext): string[] {
  return tracedUnder(context.traceChanged, context.checkDir, JS_SOURCE)
    .filter((rel) => !/[*?{}[\]!,\s]/.test(rel))
    .map((rel) => (rel === '' ? '**/*' : `${rel}/**/*`));
}

/** What the base jest config says about collecting; null where a config file is named (unread). */
function configCollects(words: readonly string[], context: InstrumentContext): boolean | null {
  const ownConfig = words.some((w) => w === '-c' || w === '--config' || w.startsWith('--config='));
  return ownConfig ? null : (context.jest ?? { collects: false }).collects;
}

/** The package script the check runs jest through ('' where none). */
export function jestScript(check: Check, context: InstrumentContext): string {
  const name = packageScriptName([check.command, ...check.args], context.packageScripts);
  return context.packageScripts[name ?? ''] ?? '';
}

/**
 * The cheapest coverage jest has: its own instrumentation of the files the tests load (jest's
 * default: not the tests, not node_modules), one json-summary and no console table. Where the
 * project's run collects coverage (`--coverage`, `collectCoverage: true`) its coverageThreshold is
 * its own check and stays; where it does not, `--coverageThreshold={}` keeps testlock's `--coverage`
 * from failing a run the project's CI would pass. A config that may or may not collect (a preset,
 * code) is not guessed at: coverage is not asked for.
 */
function jestCoverage(
  words: readonly string[],
  script: string,
  context: InstrumentContext,
): JestCoverage {
  if (context.withoutCoverage) return changedOnly(words, script, context);
  if (/--coverageDirectory\b/.test(script))
    return {
      hint: 'the package script sets its own --coverageDirectory, which testlock cannot replace',
      thresholds: true,
    };
  const config = configCollects(words, context);
  const collects = asksForCoverage(words) || config;
  if (collects === null)
    return {
      thresholds: true,
      hint: 'the jest config may turn coverage on (a preset, --config or code testlock does not evaluate): coverage is not asked for, so a coverageThreshold applies only as the project runs it',
    };
  const dir = `${context.outDir}/coverage`;
  const options = [
    ...(asksForCoverage(words) ? [] : ['--coverage']),
    '--coverageReporters=json-summary',
    '--coverageReporters=json',
    `--coverageDirectory=${dir}`,
    ...(collects ? [] : ['--coverageThreshold={}']),
  ];
  return { options, path: `${dir}/coverage-summary.json`, thresholds: collects };
}

/**
 * Where the project measures no coverage: the changed folders alone, for the changed-lines
 * evidence, only where jest's config surely collects none (then nothing of the project's coverage
 * settings is in play) and the script sets no coverage folder of its own.
 */
function changedOnly(
  words: readonly string[],
  script: string,
  context: InstrumentContext,
): JestCoverage {
  const hint = context.withoutCoverageReason ?? 'coverage is not asked for in this run';
  const globs = traced(context);
  const quiet = configCollects(words, context) === false && !asksForCoverage(words);
  if (globs.length === 0 || !quiet || /--coverageDirectory\b/.test(script))
    return { hint, thresholds: true };
  const dir = `${context.outDir}/coverage`;
  const options = [
    '--coverage',
    '--coverageReporters=json',
    `--coverageDirectory=${dir}`,
    '--coverageThreshold={}',
    ...globs.map((glob) => `--collectCoverageFrom=${glob}`),
  ];
  return { options, path: `${dir}/coverage-summary.json`, thresholds: false, scope: 'changed' };
}
