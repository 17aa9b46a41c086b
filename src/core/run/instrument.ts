// Asks a test runner for machine-readable results: the options or environment that make the
// runner a test check invokes write JUnit / JSON results and coverage to a private folder.
import type { Check } from '../model/check.js';
import type { RunnerName } from '../runners/names.js';
import { invocationOf } from '../runners/recognise.js';
import { runnerProfile } from '../runners/registry.js';
import { commandsAfterRunner } from './chain-tail.js';
import { wrapperInstrumented } from './instrument-wrapper.js';
import type { InstrumentContext, Instrumented } from './instrumented.js';
import { followScriptChain } from './script-chain.js';
import { runsScriptFile } from './script-file.js';
import type { Mode } from './tool-words.js';

/** The check as it will run, with what it reports and where; unchanged unless it is a test check. */
export function instrument(check: Check, context: InstrumentContext): Instrumented {
  const prepared = withWitness(check, instrumentRunner(check, context), context);
  if (check.kind !== 'test' || check.skipped !== null) return prepared;
  const script = check.script || [check.command, ...check.args].join(' ');
  const later = commandsAfterRunner(script, context.packageScripts);
  return later === null ? prepared : { ...prepared, laterCommands: later };
}

/**
 * The runner's integrity witness, where the check itself starts a runner that has one (behind a
 * wrapper testlock cannot tell what starts, or with what environment): loaded before the code
 * under test, it reports on a channel in the private folder (witness-channel.ts).
 */
function withWitness(
  check: Check,
  prepared: Instrumented,
  context: InstrumentContext,
): Instrumented {
  if (context.witnessDir === undefined || check.kind !== 'test' || check.skipped !== null)
    return prepared;
  const { runner, mode } = invocationOf(check, context.packageScripts);
  const witness = runner === null ? undefined : runnerProfile(runner)?.witness;
  if (runner === null || witness === undefined || prepared.runner !== runner) return prepared;
  const dir = context.witnessDir;
  const applied = witness.apply(prepared, dir, context, mode);
  if (applied === null) return prepared;
  return {
    ...applied,
    witness: {
      runner,
      dir,
      files: [...witness.files, ...(witness.moreFiles?.(dir, context) ?? [])],
      channel: `${dir}/${witness.channel}`,
    },
  };
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
  // A runner reached through the environment gets it however it is started (via uv, tox, a script).
  const instrumentation = runner === null ? undefined : runnerProfile(runner)?.instrumentation;
  if (instrumentation?.reach === 'environment')
    return instrumentation.apply({ ...plain, runner }, context, mode);
  const scripted = mode === 'console' ? inScript(plain, runner, context) : null;
  if (scripted !== null) return scripted;
  if (runner === null || mode === 'console') return throughScripts(plain, runner, context);
  return withRunner(plain, runner, context, mode);
}

/**
 * A plain script run with bash (a CI step's lines, a convention's configure-build-test) whose
 * runner takes its options on its own line there; null where it does not.
 */
function inScript(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
): Instrumented | null {
  const edit = runner === null ? undefined : runnerProfile(runner)?.instrumentation?.inScript;
  if (edit === undefined || !runsScriptFile(plain.check)) return null;
  return edit({ ...plain, runner }, context);
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

/** Whether the runner's options reach it as words after `npm run <script> --`. */
function takesOptions(runner: RunnerName): boolean {
  return runnerProfile(runner)?.instrumentation?.reach === 'options';
}

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
  if (!takesOptions(chain.runner)) return wrapperInstrumented(plain, chain.runner, context);
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
  const instrumentation = runnerProfile(runner)?.instrumentation;
  // A runner reached only directly gets no options through an npm script.
  if (instrumentation !== undefined && (instrumentation.reach !== 'direct' || mode === 'direct'))
    return instrumentation.apply(base, context, mode);
  return { ...base, coverageHint: `testlock does not instrument ${runner} for coverage` };
}
