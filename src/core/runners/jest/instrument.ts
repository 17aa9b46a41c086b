// jest: per-test results (`--json --outputFile`) and coverage (`--coverage`, a json-summary in
// testlock's folder) asked for on the command line, directly or after `--` through an npm script.

import { appendArgs, withoutOption, withoutOutputFile } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import { type Mode, packageScriptName, simpleWords } from '../../run/tool-words.js';
import { asksForCoverage } from './coverage-config.js';

type JestCoverage =
  | { options: string[]; path: string; thresholds: boolean }
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
  const script = mode === 'npm-script' ? scriptOf(base, context) : '';
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
    coverage: 'options' in coverage ? { format: 'istanbul-summary', path: coverage.path } : null,
    coverageHint: 'hint' in coverage ? coverage.hint : null,
    coverageThresholds: coverage.thresholds,
  };
}

function scriptOf(base: Instrumented, context: InstrumentContext): string {
  const name = packageScriptName([base.check.command, ...base.check.args], context.packageScripts);
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
  if (context.withoutCoverage)
    return {
      hint: context.withoutCoverageReason ?? 'coverage is not asked for in this run',
      thresholds: true,
    };
  if (/--coverageDirectory\b/.test(script))
    return {
      hint: 'the package script sets its own --coverageDirectory, which testlock cannot replace',
      thresholds: true,
    };
  const ownConfig = words.some((w) => w === '-c' || w === '--config' || w.startsWith('--config='));
  const config = ownConfig ? null : (context.jest ?? { collects: false }).collects;
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
    `--coverageDirectory=${dir}`,
    ...(collects ? [] : ['--coverageThreshold={}']),
  ];
  return { options, path: `${dir}/coverage-summary.json`, thresholds: collects };
}
