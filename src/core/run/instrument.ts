// Asks a test runner for machine-readable results: the options or environment that make the
// runner a test check invokes write JUnit / JSON results and coverage to a private folder.
import type { Check } from '../model/check.js';
import type { RunnerName } from '../runners/names.js';
import { invocationOf } from '../runners/recognise.js';
import { commandsAfterRunner } from './chain-tail.js';
import { jestInstrumented } from './instrument-jest.js';
import { vitestInstrumented } from './instrument-js.js';
import { cargoInstrumented, goInstrumented } from './instrument-native.js';
import { pytestInstrumented, wrapperInstrumented } from './instrument-python.js';
import type { InstrumentContext, Instrumented } from './instrumented.js';
import { followScriptChain } from './script-chain.js';
import type { Mode } from './tool-words.js';

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
  if (runner === null || mode === 'console') return throughScripts(plain, runner, context);
  return withRunner(plain, runner, context, mode);
}

/** npm and what comes with it always start; a path is the script's own; other names must be found. */
const WITH_NODE = new Set(['npm', 'npx', 'node']);

/**
 * Whether `npm run` finds `tool` where the check runs (node_modules/.bin or PATH): under Yarn
 * Plug'n'Play no node_modules/.bin exists, and only yarn itself can start the runner.
 */
function startable(tool: string, context: InstrumentContext): boolean {
  return WITH_NODE.has(tool) || tool.includes('/') || (context.has.tools ?? []).includes(tool);
}

/** The runners whose options reach them as words after `npm run <script> --`. */
const BY_OPTIONS = new Set<RunnerName>(['vitest', 'jest']);

/**
 * A check that reaches its runner only through package scripts that call one another
 * (`"test": "npm run test:unit"`), or through a package manager that forwards options differently
 * across versions, runs as `npm run <the last script> -- <options>`: the scripts before it only
 * start the next one, so the same runner runs the same words. Where the chain cannot be followed
 * the check runs as written, and the reason is the coverage hint.
 */
function throughScripts(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
): Instrumented {
  const { check } = plain;
  const chain = followScriptChain([check.command, ...check.args], context.packageScripts);
  if (chain === null) return wrapperInstrumented(plain, runner, context);
  if (!chain.ok) {
    const wrapped = wrapperInstrumented(plain, runner, context);
    return {
      ...wrapped,
      coverageHint: `coverage is not read through the package scripts: ${chain.reason}`,
    };
  }
  if (!BY_OPTIONS.has(chain.runner)) return wrapperInstrumented(plain, chain.runner, context);
  const missing = [...chain.tools, chain.starts].find((tool) => !startable(tool, context));
  if (missing !== undefined) {
    const wrapped = wrapperInstrumented(plain, chain.runner, context);
    const hint = `coverage is not read through the package scripts: they call ${missing}, which is not installed where the check runs`;
    return { ...wrapped, coverageHint: hint };
  }
  const forwarded = chain.forwarded.length > 0 ? ['--', ...chain.forwarded] : [];
  const direct: Check = { ...check, command: 'npm', args: ['run', chain.script, ...forwarded] };
  return {
    ...withRunner({ ...plain, check: direct }, chain.runner, context, 'npm-script'),
    via: chain.via,
  };
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
