// The witness for vitest and the config that loads it: vitest takes set-up files only from its
// config, so testlock gives it a config of its own, in the check's private folder, that imports
// the project's and appends the witness to its `setupFiles` (after the project's own set-up, before
// each test file). Both are written at run time, never into the repository.
import { WITNESS_JS_CHANNEL } from '../witness-js.js';
import { wrappingConfigHead } from '../wrapping-config.js';

/** The witness's file name in its folder. */
export const VITEST_WITNESS_FILE = 'testlock-witness-vitest.mjs';
/** The config file that wraps the project's. */
export const VITEST_WITNESS_CONFIG = 'testlock-vitest.config.mjs';

// It records vitest's `expect`, chai (its Assertion prototype, which holds every matcher, and
// `assert`) and the test runner's prototype (how each result leaves the worker), and checks them
// after each test and after the file's last. `expect.extend` (and `chai.use` where chai can take
// a wrapper) are honest: the witness checks before them and records again after. Through vitest's own namespace, which
// vitest sets on the global object before any set-up file runs.
export const VITEST_WITNESS_SOURCE = `const load = async (name) => {
  const found = process.getBuiltinModule ? process.getBuiltinModule(name) : await import(name);
  return found.default ?? found;
};
const fs = await load('node:fs');
const path = await load('node:path');
const { fileURLToPath } = await load('node:url');
const __dirname = path.dirname(fileURLToPath(import.meta.url));
${WITNESS_JS_CHANNEL}
const vitest = globalThis.__vitest_index__;
if (vitest && typeof vitest.afterEach === 'function') {
  const chai = vitest.chai;
  const recordAll = () => {
    watched.length = 0;
    record('expect', vitest.expect);
    if (chai && chai.Assertion) {
      record('chai', chai);
      record('chai.Assertion.prototype', chai.Assertion.prototype);
      record('chai.assert', chai.assert);
    }
    if (typeof vitest.TestRunner === 'function')
      record('TestRunner.prototype', vitest.TestRunner.prototype);
  };
  const rerecordAfter = (holder, key) => {
    const original = holder[key];
    if (typeof original !== 'function') return;
    // chai as an ES module's namespace cannot take the wrapper: a plugin that adds matchers is
    // still honest (new members are not checked), one that overwrites them is reported.
    try {
      holder[key] = function () {
        check();
        const result = original.apply(this, arguments);
        recordAll();
        return result;
      };
    } catch {}
  };
  rerecordAfter(vitest.expect, 'extend');
  if (chai) rerecordAfter(chai, 'use');
  recordAll();
  write({ e: 'start' });
  vitest.afterEach(check);
  vitest.afterAll(() => {
    check();
    write({ e: 'end' });
  });
}
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
  return { ...resolved, test: { ...test, setupFiles: [...list(test.setupFiles), witness] } };
};
const own = ${config === null ? '{}' : 'config'};
export default typeof own === 'function'
  ? async (env) => withWitness(await own(env))
  : withWitness(await own);
`;
}
