// The witness for mocha, given with `--require` (mocha adds it to the config's own) so it loads
// before any spec file and registers root hooks; written at run time into the check's private
// folder.
import { spacedCheck, WITNESS_JS_CHANNEL } from '../witness-js.js';

/** The witness's file name in its folder. */
export const MOCHA_WITNESS_FILE = 'testlock-witness-mocha.cjs';

// It records node:assert, the project's chai (where it resolves from the working folder as
// CommonJS) and mocha's own runnables, and checks them after tests (spaced in time), after the
// root suite and when the process exits. A chai plugin is honest: `chai.use` records chai again once the plugin
// has run. The test globals are left alone: mocha assigns them anew for every spec file.
export const MOCHA_WITNESS_SOURCE = `'use strict';
const fs = require('fs');
const path = require('path');
${WITNESS_JS_CHANNEL}
const fromProject = (name) => {
  try {
    return require(require.resolve(name, { paths: [process.cwd()] }));
  } catch {
    return null;
  }
};
const assert = require('assert');
record('node:assert', assert);
record('node:assert.strict', assert.strict);
record('AssertionError.prototype', assert.AssertionError.prototype);
const mocha = fromProject('mocha');
if (mocha !== null) {
  for (const name of ['Runner', 'Runnable', 'Test', 'Hook', 'Suite'])
    if (mocha[name]) record('mocha.' + name + '.prototype', mocha[name].prototype);
}
const chai = fromProject('chai');
if (chai !== null && chai.Assertion && typeof chai.use === 'function') {
  const owned = new Set([chai, chai.Assertion.prototype, chai.assert]);
  const recordChai = () => {
    for (let i = watched.length - 1; i >= 0; i--) if (owned.has(watched[i][0])) watched.splice(i, 1);
    record('chai', chai);
    record('chai.Assertion.prototype', chai.Assertion.prototype);
    record('chai.assert', chai.assert);
  };
  const use = chai.use;
  const wrapped = function () {
    check();
    const result = use.apply(this, arguments);
    recordChai();
    return result;
  };
  // An ES module's namespace (chai 5 through require) cannot take the wrapper: chai is then left
  // out, since a plugin could not be told from a patch.
  try {
    chai.use = wrapped;
  } catch {}
  if (chai.use === wrapped) recordChai();
}
write({ e: 'start' });
// The comparison runs when a test begins (after the last one's own afterEach hooks have put back
// what they stubbed), once at least SPACING ms of the run have passed since the last: each costs
// tens of microseconds whatever the test did, so a suite of trivial tests would pay for it many
// times over; a patch still in place at the next one, at the run's end or at exit is seen. The
// runner's events reach it through the global set-up, which mocha calls with the runner as
// \`this\`; a root afterEach hook would cost mocha a hook run per test (15 µs each). In a
// --parallel worker, where the global set-up does not run, a root beforeEach hook does it (it runs
// before the test's own beforeEach hooks, as the runner's event does).
${spacedCheck('check')}
const inWorker = (process.argv[1] || '').endsWith(path.join('lib', 'nodejs', 'worker.js'));
exports.mochaHooks = inWorker ? { beforeEach: spaced, afterAll: check } : { afterAll: check };
if (!inWorker) {
  exports.mochaGlobalSetup = function () {
    if (this === null || typeof this !== 'object' || typeof this.on !== 'function') return;
    this.on('test', spaced);
    this.on('end', check);
  };
}
process.on('exit', () => {
  check();
  write({ e: 'end' });
});
`;
