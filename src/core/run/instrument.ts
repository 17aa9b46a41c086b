// Asks a test runner for machine-readable results: the options or environment that make the
// runner a test check invokes write JUnit / JSON results and coverage to a private folder.
import type { Check } from '../model.js';
import type { RunnerName } from '../results/runner-name.js';
import { commandsAfterRunner } from './chain-tail.js';
import { jestInstrumented, vitestInstrumented } from './instrument-js.js';
import { cargoInstrumented, goInstrumented } from './instrument-native.js';
import { pytestInstrumented, wrapperInstrumented } from './instrument-python.js';
import type { InstrumentContext, Instrumented } from './instrumented.js';
import { invocationOf, type Mode } from './runner-words.js';

/** The check as it will run, with what it reports and where; unchanged unless it is a test check. */
export function instrument(check: Check, context: InstrumentContext): Instrumented {
  const prepared = instrumentRunner(check, context);
  if (check.kind !== 'test' || check.skipped !== null) return prepared;
  const script = check.script || [check.command, ...check.args].join(' ');
  const later = commandsAfterRunner(script, context.packageScripts);
  return later === null ? prepared : { ...prepared, laterCommands: later };
}

function instrumentRunner(check: Check, context: InstrumentContext): Instrumented {
  const plain: Instrumented = {
    check,
    runner: null,
    junit: null,
    junitRequired: false,
    goJson: false,
    coverage: null,
    coverageHint: null,
  };
  if (check.kind !== 'test' || check.skipped !== null) return plain;
  const { runner, mode } = invocationOf(check, context.packageScripts);
  // pytest reads PYTEST_ADDOPTS however it is started (directly, via uv, tox or a CI script).
  if (runner === 'pytest') return pytestInstrumented({ ...plain, runner }, context, mode);
  if (runner === null || mode === 'console') return wrapperInstrumented(plain, runner, context);
  return withRunner(plain, runner, context, mode);
}

function withRunner(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  if (runner === null) return plain;
  const base = { ...plain, runner };
  if (runner === 'vitest') return vitestInstrumented(base, context, mode);
  if (runner === 'jest') return jestInstrumented(base, context, mode);
  if (runner === 'go' && mode === 'direct') return goInstrumented(base, context);
  if (runner === 'cargo' && mode === 'direct') return cargoInstrumented(base);
  return { ...base, coverageHint: `testlock does not instrument ${runner} for coverage` };
}
