// The witness for vitest and the config that loads it: vitest takes set-up files only from its
// config, so testlock gives it a config of its own, in the check's private folder, that imports
// the project's and appends the witness to its `setupFiles` (after the project's own set-up, before
// each test file). Both are written at run time, never into the repository.
import { spacedCheck, WITNESS_JS_CHANNEL, WITNESS_JS_GUARD } from '../witness-js.js';
import { wrappingConfigHead } from '../wrapping-config.js';

/** The set-up file vitest is given, in the witness's folder. */
export const VITEST_WITNESS_FILE = 'testlock-witness-vitest.mjs';
/** The witness itself, which the set-up file has node load. */
export const VITEST_WITNESS_MODULE = 'testlock-witness-vitest.cjs';
// vitest runs each test file in a fresh worker by default, where a comparison of the ~400 members
// recorded costs 0.4-1 ms: every 4 ms, as mocha's and ava's, was a third of the witness's cost on
// trivial tests. The first test of each file and the file's end are compared whatever the spacing.
const VITEST_SPACING = 20;
/** The config file that wraps the project's. */
export const VITEST_WITNESS_CONFIG = 'testlock-vitest.config.mjs';

// It records vitest's `expect`, chai (its Assertion prototype, which holds every matcher, and
// `assert`) and the test runner's prototype (how each result leaves the worker), and checks them
// at the file's first test, as later tests start (spaced) and after the file's last.
// `expect.extend` (and `chai.use` where chai can take a wrapper) are honest: the witness checks
// before them and records again after. Through vitest's own namespace, which vitest sets on the
// global object before any set-up file runs.
//
// It hears each test through the runner's own per-test methods rather than a hook of its own:
// each attempt's start (`onBeforeTryTask`, where the spaced comparison runs) and whether its body
// returned (`onAfterTryTask` is called only when it did). At the file's end it writes what it saw:
// how many tests passed by their last attempt's body, and each that failed, so that a result
// rewritten after the body (an `afterEach`, `onTestFinished`, the task object itself) or a runner
// that stopped telling it is still seen. Which tests are expected to fail (`test.fails`) is read
// once, before the file's first test runs. CommonJS, loaded by node (see the set-up file below).
export const VITEST_WITNESS_SOURCE = `'use strict';
const fs = require('fs');
const path = require('path');
${WITNESS_JS_CHANNEL}
${spacedCheck('check', VITEST_SPACING)}
${WITNESS_JS_GUARD}
// Inside \`expect.extend\` (or \`chai.use\` where it takes the wrapper), a matcher replaced is honest.
let honest = 0;
// Called by the set-up file for each test file, with vitest's namespace.
module.exports = (vitest) => {
  if (!vitest || typeof vitest.afterAll !== 'function') return;
  const chai = vitest.chai;
  const Runner = typeof vitest.TestRunner === 'function' ? vitest.TestRunner.prototype : null;
  // A witness loads with every test file; where files share a process (no isolation) the one
  // before left its wrappers: each wraps what vitest had, never the one before's.
  const ORIGINAL = Symbol.for('testlock.witness.original');
  const nothing = function () {};
  // \`optional\`: a method the runner calls where it is defined (none of vitest's own).
  const wrap = (holder, key, make, optional = false) => {
    const current = holder[key] === undefined && optional ? nothing : holder[key];
    if (typeof current !== 'function') return false;
    const original = current[ORIGINAL] ?? current;
    const wrapper = make(original);
    Object.defineProperty(wrapper, ORIGINAL, { value: original });
    try {
      holder[key] = wrapper;
      return holder[key] === wrapper;
    } catch {
      return false;
    }
  };
  const recordAll = () => {
    watched.length = 0;
    record('expect', vitest.expect);
    if (chai && chai.Assertion) {
      record('chai', chai);
      record('chai.Assertion.prototype', chai.Assertion.prototype);
      record('chai.assert', chai.assert);
    }
    if (Runner) record('TestRunner.prototype', Runner);
  };
  // chai as an ES module's namespace cannot take the wrapper: a plugin that adds matchers is
  // still honest (new members are not checked), one that overwrites them is reported.
  const rerecordAfter = (holder, key) =>
    wrap(holder, key, (original) => function () {
      check();
      honest += 1;
      try {
        return original.apply(this, arguments);
      } finally {
        honest -= 1;
        recordAll();
      }
    });
  rerecordAfter(vitest.expect, 'extend');
  if (chai) rerecordAfter(chai, 'use');
  // The matchers every \`expect(…)\` is built from report a replacement when it is made, so one put
  // back before the next comparison (in the very call under test) is still seen.
  if (chai && chai.Assertion) guard('chai.Assertion.prototype', chai.Assertion.prototype, () => honest > 0);
  const tried = new Set();
  const open = new Set();
  const returned = new Set();
  let file = null;
  let expectedToFail = null;
  const testsOf = (suite, into) => {
    for (const task of suite.tasks || []) {
      if (task.type === 'test') into.push(task);
      else testsOf(task, into);
    }
    return into;
  };
  const nameOf = (test) => {
    const names = [];
    for (let task = test; task && task !== test.file; task = task.suite) names.unshift(task.name);
    return (test.file ? test.file.name + ' > ' : '') + names.join(' > ');
  };
  const hears =
    Runner !== null &&
    wrap(Runner, 'onBeforeTryTask', (original) => function (test) {
      if (file === null && test.file) {
        file = test.file;
        expectedToFail = new Set(testsOf(file, []).filter((t) => t.fails === true).map((t) => t.id));
        check();
      } else spaced();
      tried.add(test.id);
      open.add(test.id);
      returned.delete(test.id);
      return original.apply(this, arguments);
    }) &&
    wrap(Runner, 'onAfterTryTask', (original) => function (test) {
      const result = original.apply(this, arguments);
      // Only inside an attempt the runner has not judged yet: not told again from a hook.
      const inTurn = open.has(test.id) && test.result !== undefined && test.result.state === 'run';
      const done = () => {
        if (inTurn) returned.add(test.id);
      };
      if (result && typeof result.then === 'function') return result.then((value) => (done(), value));
      done();
      return result;
    }) &&
    // vitest 4.1 and later tell the runner when a test's attempt is judged, before its hooks.
    wrap(Runner, 'onTaskFinished', (original) => function (test) {
      open.delete(test.id);
      return original.apply(this, arguments);
    }, true);
  // The tests of the file that ran, by their last attempt's body; a test that skipped itself
  // (\`ctx.skip()\`) is neither.
  const ended = (ran) => {
    let passed = 0;
    for (const test of testsOf(ran, [])) {
      const state = test.result && test.result.state;
      if (!tried.has(test.id) || state === 'skip' || state === 'todo') continue;
      if (returned.has(test.id) !== expectedToFail.has(test.id)) passed += 1;
      else write({ e: 'r', n: nameOf(test), w: test.id, o: 'failed' });
    }
    return passed;
  };
  recordAll();
  write({ e: 'start', hears });
  vitest.afterAll(() => {
    check();
    write({ e: 'end', p: file === null ? 0 : ended(file) });
  });
};
`;

/**
 * The set-up file: it has node load the witness (\`require\`, cached per process) rather than
 * vitest's module runner, which would transform and evaluate it again for every test file.
 */
export const VITEST_WITNESS_SETUP = `const { createRequire } = process.getBuiltinModule
  ? process.getBuiltinModule('node:module')
  : await import('node:module');
createRequire(import.meta.url)('./${VITEST_WITNESS_MODULE}')(globalThis.__vitest_index__);
`;

/**
 * The config vitest is given: the project's (`config`, an absolute path, or none) with the
 * witness appended to its set-up files. A config with projects of its own is left as it is and
 * the channel says so first (`off`): the witness would not reach their workers.
 */
export function vitestWitnessConfig(config: string | null, witness: string): string {
  return `${wrappingConfigHead(config, witness)}const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const withWitness = (resolved) => {
  const test = (resolved && resolved.test) || {};
  if (test.projects !== undefined || test.workspace !== undefined) {
    fs.appendFileSync(channel, JSON.stringify({ e: 'off' }) + '\\n', { mode: 0o600 });
    return resolved;
  }
  // Tests the witness does not hear (a runner of the project's own, type tests, a browser) are
  // counted by the report alone: the channel says so, and the passes are not compared.
  const enabled = (option) => option === true || (option && option.enabled === true);
  const flagged = process.argv.some((arg) => /^--(?:runner|typecheck|browser)(?:[.=]|$)/.test(arg));
  if (test.runner !== undefined || enabled(test.typecheck) || enabled(test.browser) || flagged)
    fs.appendFileSync(channel, JSON.stringify({ e: 'uncounted' }) + '\\n', { mode: 0o600 });
  // In vitest's default pool (a process a test file) node loads the witness as the worker starts,
  // before any of vitest's modules: the set-up file then finds it loaded. Worker threads take no
  // \`--require\`, so elsewhere the set-up file loads it.
  const pool = process.argv.find((arg) => /^--pool(?:=|$)/.test(arg));
  const forks = (test.pool === undefined || test.pool === 'forks') && (pool === undefined || pool === '--pool=forks');
  const preload = forks ? { execArgv: [...list(test.execArgv), '--require', path.join(path.dirname(witness), ${JSON.stringify(VITEST_WITNESS_MODULE)})] } : {};
  return { ...resolved, test: { ...test, ...preload, setupFiles: [...list(test.setupFiles), witness] } };
};
const own = ${config === null ? '{}' : 'config'};
export default typeof own === 'function'
  ? async (env) => withWitness(await own(env))
  : withWitness(await own);
`;
}
