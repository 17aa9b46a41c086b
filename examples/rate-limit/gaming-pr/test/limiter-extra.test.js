import assert from 'node:assert/strict';
import { test } from 'node:test';
import { admit } from '../src/limiter.js';

test('admits one', () => {
  assert.equal(admit(1), 1);
});
