// The witness for node's test runner, preloaded with `--require` (NODE_OPTIONS) into each test
// process before any code under test; written at run time into the check's private folder.
import { WITNESS_JS_CHANNEL } from '../witness-js.js';

/** The witness's file name in its folder. */
export const NODE_TEST_WITNESS_FILE = 'testlock-witness.cjs';

// Active only in node --test's own test processes (NODE_TEST_CONTEXT); a process a test starts
// inherits the mark and stays quiet. It records node:assert, its AssertionError and node:test,
// and checks them after each test and when the process exits.
export const NODE_TEST_WITNESS_SOURCE = `'use strict';
const MARK = 'TESTLOCK_WITNESS_NODE';
if (process.env.NODE_TEST_CONTEXT !== undefined && process.env[MARK] === undefined) {
  process.env[MARK] = String(process.pid);
  const fs = require('node:fs');
  const path = require('node:path');
  ${WITNESS_JS_CHANNEL}
  const assert = require('node:assert');
  record('node:assert', assert);
  record('node:assert.strict', assert.strict);
  record('AssertionError.prototype', assert.AssertionError.prototype);
  let hooks = null;
  try {
    hooks = require('node:test');
    record('node:test', hooks);
  } catch {}
  write({ e: 'start' });
  if (hooks !== null && typeof hooks.afterEach === 'function') hooks.afterEach(check);
  process.on('exit', () => {
    check();
    write({ e: 'end' });
  });
}
`;
