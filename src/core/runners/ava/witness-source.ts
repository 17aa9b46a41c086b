// The witness for ava and the config that loads it: ava takes `require` modules only from its
// config, so testlock gives it a config of its own, in the check's private folder, that imports
// the project's (or carries its package.json `ava` field) and appends the witness to `require`
// (after the project's own, before each test file). Both are written at run time, never into the
// repository.
import { spacedCheck, WITNESS_JS_GUARD, witnessJsChannel } from '../witness-js.js';
import { wrappingConfigHead } from '../wrapping-config.js';

/** The witness's file name in its folder (`.cjs`: ava requires it, whatever the package type). */
export const AVA_WITNESS_FILE = 'testlock-witness-ava.cjs';
/** The config file that wraps the project's. */
export const AVA_WITNESS_CONFIG = 'testlock-ava.config.mjs';

// ava runs each test file in a worker (a thread, or a child process with `workerThreads: false`)
// and calls a `require` module's exported function before it loads the test file. The witness
// finds the ava that runs it by its worker state (the one whose runner chain is set), records
// node:assert and ava's own machinery: the classes a test's result goes through (Test, Runner
// and the Emittery it emits with, the assertions and their error), the worker's channel back to
// the main process (its exports, the message port or process.send), concordance (which decides
// t.deepEqual and t.like), Object.is (t.is) and Function.prototype's call, apply and bind. ava's
// own classes are closed (nothing honest adds to them: an accessor added that swallows
// `this.assertError = …` throws) and their members, like concordance's, node:assert's and the
// channel's, report a replacement when it is made (so one put back before the result leaves the
// worker is seen); a fresh execution context must still hold every assertion as its own value
// (an accessor on a prototype, Object.prototype included, would take `this.is = …`). The rest is
// compared as results leave the worker (spaced in time), after the file's last test and when the
// worker exits. Object's other functions are left alone: a polyfill may replace one honestly.
export const AVA_WITNESS_SOURCE = `'use strict';
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const threads = require('worker_threads');
${witnessJsChannel("process.pid + (threads.isMainThread ? '' : '/' + threads.threadId)")}
${WITNESS_JS_GUARD}
const sealed = [];
// how: 'guard' (its members guarded), 'closed' (guarded and no member can be added: ava's own
// classes, which nothing honest extends), or none (compared only).
const recordSealed = (label, object, how) => {
  if (object === null || (typeof object !== 'object' && typeof object !== 'function')) return;
  if (how === 'guard' || how === 'closed') guard(label, object);
  if (how === 'closed') Object.preventExtensions(object);
  record(label, object);
  sealed.push([object, ownKeys(object).length, label]);
};
const checkSealed = () => {
  for (const [object, count, label] of sealed)
    if (ownKeys(object).length !== count) report(label + ' gained a member');
};
// The worker's ava: its state module, loaded before any require module, holds the runner chain.
const findAva = () => {
  const tail = path.join('lib', 'worker', 'state.cjs');
  for (const file of Object.keys(require.cache)) {
    if (!file.endsWith(path.sep + tail)) continue;
    const state = require.cache[file].exports;
    if (state && state.refs && typeof state.refs.runnerChain === 'function')
      return file.slice(0, -tail.length);
  }
  return null;
};
const hasOwn = Object.prototype.hasOwnProperty;
const apply = Reflect.apply;
module.exports = async function testlockWitness() {
  const dir = findAva();
  if (dir === null) return;
  const channel = require.cache[path.join(dir, 'lib', 'worker', 'channel.cjs')];
  if (channel === undefined || typeof channel.exports.send !== 'function') return;
  const lib = (name) => import(pathToFileURL(path.join(dir, 'lib', name)).href);
  const [testModule, runnerModule, assertModule] = await Promise.all([
    lib('test.js'),
    lib('runner.js'),
    lib('assert.js'),
  ]);
  const Test = testModule.default;
  const Runner = runnerModule.default;
  if (typeof Test !== 'function' || typeof Runner !== 'function') return;
  const assert = require('assert');
  guard('node:assert', assert);
  record('node:assert', assert);
  guard('node:assert.strict', assert.strict);
  record('node:assert.strict', assert.strict);
  record('AssertionError.prototype', assert.AssertionError.prototype);
  recordKey('Object.is', Object, 'is');
  recordKey('Object.hasOwn', Object, 'hasOwn');
  for (const name of ['call', 'apply', 'bind'])
    recordKey('Function.prototype.' + name, Function.prototype, name);
  recordSealed('ava Test.prototype', Test.prototype, 'closed');
  recordSealed('ava Runner.prototype', Runner.prototype, 'closed');
  recordSealed('ava Emittery.prototype', Object.getPrototypeOf(Runner.prototype), 'guard');
  if (typeof assertModule.Assertions === 'function')
    recordSealed('ava Assertions.prototype', assertModule.Assertions.prototype, 'closed');
  if (typeof assertModule.AssertionError === 'function')
    recordSealed('ava AssertionError.prototype', assertModule.AssertionError.prototype, 'closed');
  const fromAva = (name) => {
    try {
      return require(require.resolve(name, { paths: [dir] }));
    } catch {
      return null;
    }
  };
  recordSealed('ava timers', fromAva(path.join(dir, 'lib', 'now-and-timers.cjs')), 'guard');
  recordSealed('concordance', fromAva('concordance'), 'guard');
  // How a result leaves the worker: the thread's message port, or the child process's IPC.
  recordSealed('MessagePort.prototype', threads.MessagePort.prototype);
  recordKey('process.send', process, 'send');
  const port = threads.parentPort;
  // A fresh execution context, as each test gets: the assertions are its own values.
  const createContext = Test.prototype.createExecutionContext;
  const freshContext = () => apply(createContext, { experiments: {}, isHook: false }, []);
  const first = freshContext();
  recordSealed('ava ExecutionContext.prototype', Object.getPrototypeOf(first), 'closed');
  const names = ownKeys(first);
  const checkAll = () => {
    check();
    checkSealed();
    if (port !== null && apply(hasOwn, port, ['postMessage'])) report('parentPort.postMessage was replaced');
    let context;
    try {
      context = freshContext();
    } catch {
      report('ava ExecutionContext could not be made');
      return;
    }
    for (const name of names) {
      const d = getOwn(context, name);
      if (d === undefined || !('value' in d)) report('ava t.' + String(name) + ' was taken over');
    }
  };
  // After a test, once at least SPACING ms of the run have passed since the last comparison: a
  // file of trivial tests would otherwise pay for it many times over; a patch still in place at
  // the next one, after the file's last test or at exit is seen.
  ${spacedCheck('checkAll')}
  // Each result leaves the worker through the channel's \`send\`, which ava looks up at each call:
  // the witness sees every result go (a hook registered here would start ava's run before the
  // test file declared its tests). Recorded once in place, so that its replacement is seen.
  const RESULTS = new Set(['selected-test', 'test-passed', 'test-failed', 'hook-failed']);
  const send = channel.exports.send;
  channel.exports.send = function (message) {
    const type = message === null || typeof message !== 'object' ? '' : message.type;
    // Before the first test runs too (ava selects the file's tests first).
    if (RESULTS.has(type)) spaced();
    else if (type === 'worker-finished') checkAll();
    return apply(send, this, arguments);
  };
  recordSealed('ava worker channel', channel.exports, 'guard');
  write({ e: 'start' });
  process.on('exit', () => {
    checkAll();
    write({ e: 'end' });
  });
};
`;

/**
 * The config ava is given: the project's config file (`config`, an absolute path), or else its
 * package.json `ava` field (`packageField`, the JSON text), or nothing, with the witness appended
 * to its `require` modules. ava reads no package.json field once it is given a config file.
 */
export function avaWitnessConfig(
  config: string | null,
  packageField: string | null,
  witness: string,
): string {
  const own = config !== null ? 'config' : packageField !== null ? `(${packageField})` : '{}';
  return `${wrappingConfigHead(config, witness)}// ava's main process outlives its workers: where the channel it opened is gone or another file at
// its end (product code in a worker removed it), it says so in a channel of its own.
const opened = fs.fstatSync(fs.openSync(channel, 'a', 0o600));
process.on('exit', () => {
  const now = fs.statSync(channel, { throwIfNoEntry: false });
  if (now !== undefined && now.ino === opened.ino && now.dev === opened.dev) return;
  const what = "the witness's channel was removed during the run";
  try {
    fs.appendFileSync(channel, JSON.stringify({ e: 'tampered', what }) + '\\n', { mode: 0o600 });
  } catch {
    // Its folder is gone too: the run cannot be told apart from a tampered one, so it fails.
    process.exitCode = 1;
  }
});
const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const plain = (value) =>
  value !== null &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));
// What ava would refuse stays as it is, so that ava says so.
const withWitness = (resolved) =>
  plain(resolved) ? { ...resolved, require: [...list(resolved.require), witness] } : resolved;
const own = ${own};
export default typeof own === 'function'
  ? async (env) => withWitness(await own(env))
  : withWitness(own);
`;
}
