// The witness for jest, appended to the project's `setupFilesAfterEnv`: it runs in each test
// file's environment after the project's own set-up and before the test file (so before the code
// under test); written at run time into the check's private folder.
import { spacedCheck, WITNESS_JS_CHANNEL, WITNESS_JS_GUARD } from '../witness-js.js';

// How the witness hears jest-circus's tests; hears is false under another runner (jasmine2).
const JEST_HEARING = String.raw`const isProxy = require('util').types.isProxy;
const arrayPush = Array.prototype.push;
recordKey('Array.prototype.push', Array.prototype, 'push');
const stateKey = Object.getOwnPropertySymbols(globalThis).find((s) => s.description === 'JEST_STATE_SYMBOL');
const state = stateKey === undefined ? null : globalThis[stateKey];
const heard = new WeakMap();
const heardTests = [];
// An array as circus makes it: no proxy, no members of its own but its items.
const plainArray = (a) =>
  Array.isArray(a) && !isProxy(a) && Object.getPrototypeOf(a) === Array.prototype && ownKeys(a).length === a.length + 1;
const lock = (object, key) =>
  defineProperty(object, key, { value: object[key], writable: false, enumerable: true, configurable: false });
const onPush = (array, heardItems) =>
  defineProperty(array, 'push', {
    value: function () {
      heardItems(arguments);
      return arrayPush.apply(this, arguments);
    },
    writable: false,
    enumerable: false,
    configurable: false,
  });
const isGenerator = (f) => Object.prototype.toString.call(f) === '[object GeneratorFunction]';
// The test's function as circus calls it: a run that started again after its errors were swapped
// (a retry) clears the earlier runs' failures only once its body passes.
const counted = (fn, seen) => {
  if (typeof fn !== 'function' || isGenerator(fn)) return fn;
  const wrapper = function () {
    const rerun = seen.rerun;
    seen.rerun = false;
    const passed = () => {
      if (rerun) seen.carried = false;
    };
    if (fn.length > 0 && typeof arguments[0] === 'function') {
      const done = arguments[0];
      return fn.call(this, function (reason) {
        if (!reason) passed();
        spaced();
        return done.apply(this, arguments);
      });
    }
    const value = fn.apply(this, arguments);
    if (value && typeof value.then === 'function') return value.then((v) => (passed(), spaced(), v));
    passed();
    spaced();
    return value;
  };
  defineProperty(wrapper, 'length', { value: fn.length });
  return wrapper;
};
const hearTest = (test) => {
  if (heard.has(test)) return;
  // failed: this run's; carried: earlier runs', until a rerun's body passes.
  const seen = { failed: false, carried: false, swapped: false, rerun: false, errors: null };
  heard.set(test, seen);
  arrayPush.call(heardTests, test);
  const listen = (errors) => {
    if (!plainArray(errors)) report("a test's errors were replaced");
    else onPush(errors, () => (seen.failed = true));
    if (errors.length > 0) seen.failed = true;
    return errors;
  };
  seen.errors = listen(test.errors);
  defineProperty(test, 'errors', {
    enumerable: true,
    configurable: false,
    get: () => seen.errors,
    set(next) {
      seen.carried = seen.carried || seen.failed;
      seen.failed = false;
      seen.swapped = true;
      seen.errors = listen(next);
    },
  });
  // circus starts the test again after swapping its errors: the next call of its function is a
  // rerun.
  let invocations = test.invocations;
  defineProperty(test, 'invocations', {
    enumerable: true,
    configurable: false,
    get: () => invocations,
    set(next) {
      invocations = next;
      if (seen.swapped) seen.rerun = true;
      seen.swapped = false;
    },
  });
  lock(test, 'failing');
  lock(test, 'concurrent');
  let fn = counted(test.fn, seen);
  let sets = test.concurrent === true ? 0 : 1;
  defineProperty(test, 'fn', {
    enumerable: true,
    configurable: false,
    get: () => fn,
    set(next) {
      sets += 1;
      if (sets > 1) report("a test's function was replaced");
      else fn = counted(next, seen);
    },
  });
};
const hearBlock = (block) => {
  if (!plainArray(block.children)) {
    report("a describe block's tests were replaced");
    return;
  }
  for (const child of block.children) hearChild(child);
  onPush(block.children, (items) => {
    for (const child of items) hearChild(child);
  });
};
const hearChild = (child) => {
  if (child && child.type === 'test') hearTest(child);
  else if (child && child.type === 'describeBlock') hearBlock(child);
};
let hears = false;
if (state !== null && typeof state === 'object' && state.rootDescribeBlock) {
  hearBlock(state.rootDescribeBlock);
  hears = true;
}
const testsOf = (block, into) => {
  for (const child of block.children || []) {
    if (child && child.type === 'test') arrayPush.call(into, child);
    else if (child && child.type === 'describeBlock') testsOf(child, into);
  }
  return into;
};
// Before the file's first test: every test defined was heard from its definition on.
if (hears)
  globals.beforeAll(() => {
    for (const test of testsOf(state.rootDescribeBlock, [])) {
      if (!heard.has(test)) report("a test was defined out of the witness's hearing");
    }
  });
const nameOf = (test) => {
  const names = [test.name];
  for (let block = test.parent; block && block.parent; block = block.parent) names.unshift(block.name);
  return names.join(' > ');
};
// The tests of the file that ran, as heard: passes counted, each failure named.
const ended = () => {
  if (!hears) return undefined;
  let passed = 0;
  for (const test of heardTests) {
    const seen = heard.get(test);
    const failed = seen.failed || seen.carried;
    if (test.status !== 'done' && !failed) continue;
    if (!failed) passed += 1;
    else write({ e: 'r', n: nameOf(test), o: 'failed' });
  }
  return passed;
};`;

/** The witness's file name in its folder (`.cjs`: jest's default transform leaves it alone). */
export const JEST_WITNESS_FILE = 'testlock-witness-jest.cjs';

// It keeps its own references to what it uses (the code under test shares its realm). The
// matchers every `expect(…)` is built from become accessors that report any assignment at once,
// so a replacement undone before the test ends is still seen; they cannot be redefined (jest only
// assigns them, `expect.extend`). The rest (`expect`'s own members, the matchers' holder, the
// test globals) is compared after a test once 4 ms have passed since the last comparison, and
// after the file's last test (comparing after every test was +7 % on 2,000 trivial tests).
//
// Under jest-circus it also hears each test as circus records it: from the moment a test is
// defined (the describe blocks' lists of children), every failure circus pushes into the test's
// errors is heard, whatever clears them later (an afterEach reaching circus's state, an errors
// array swapped, the test's status rewritten); failing, concurrent and the test's function
// cannot be changed (a concurrent test's function once, by circus at the run's start). A new
// attempt (a retry: circus swaps the errors, then starts the test again) starts afresh. At the
// file's end it writes how many tests passed as it heard them and names each that failed.
export const JEST_WITNESS_SOURCE = `'use strict';
const fs = require('fs');
const path = require('path');
// jest before 25.5 has no '@jest/globals': its globals are the same functions.
let globals;
try {
  globals = require('@jest/globals');
} catch {
  globals = globalThis;
}
${WITNESS_JS_CHANNEL}
${WITNESS_JS_GUARD}
const expect = globals.expect;
const holder = globalThis[Symbol.for('$$jest-matchers-object')];
record('expect', expect);
if (holder !== null && typeof holder === 'object') {
  record('jest-matchers-object', holder);
  if (holder.matchers !== null && typeof holder.matchers === 'object') {
    // Guarded, they cannot change unseen: nothing left to compare after each test.
    guard('expect.matchers', holder.matchers);
  }
}
for (const name of ['describe', 'it', 'test', 'expect', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll'])
  recordKey(name, globalThis, name);
${spacedCheck('check')}
${JEST_HEARING}
write({ e: 'start', hears });
// Compared after a test's body as circus runs it (heard), else after each test's hooks.
if (!hears) globals.afterEach(spaced);
globals.afterAll(() => {
  check();
  write({ e: 'end', p: ended() });
});
`;
