// The witness for jest, appended to the project's `setupFilesAfterEnv`: it runs in each test
// file's environment after the project's own set-up and before the test file (so before the code
// under test); written at run time into the check's private folder.
import { WITNESS_JS_CHANNEL, WITNESS_JS_GUARD } from '../witness-js.js';

/** The witness's file name in its folder (`.cjs`: jest's default transform leaves it alone). */
export const JEST_WITNESS_FILE = 'testlock-witness-jest.cjs';

// It keeps its own references to what it uses (the code under test shares its realm). The
// matchers every `expect(…)` is built from become accessors that report any assignment at once,
// so a replacement undone before the test ends is still seen; they cannot be redefined (jest only
// assigns them, `expect.extend`). The rest (`expect`'s own members, the matchers' holder, the
// test globals) is compared after each test and after the file's last.
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
write({ e: 'start' });
globals.afterEach(check);
globals.afterAll(() => {
  check();
  write({ e: 'end' });
});
`;
