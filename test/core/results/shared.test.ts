import { describe, expect, it } from 'vitest';
import { findLocation } from '../../../src/core/results/find-location.js';
import { clipBlock, trimBlankLines } from '../../../src/core/text/clip.js';
import { stripAnsi, toLines } from '../../../src/core/text/strip-ansi.js';
import { fixture } from './fixture.js';

describe('stripAnsi', () => {
  it.each([
    ['colours', '\u001b[31m\u001b[1mAssertionError\u001b[22m: x\u001b[39m', 'AssertionError: x'],
    ['OSC 8 hyperlink (biome)', '\u001b]8;;file:///a.ts\u001b\\a.ts\u001b]8;;\u001b\\:3', 'a.ts:3'],
    ['OSC title ended by BEL', '\u001b]0;title\u0007text', 'text'],
    ['8-bit CSI', '\u009b31mred\u009b0m', 'red'],
    ['cursor movement', 'a\u001b[2Kb\u001b[1Gc', 'abc'],
    ['plain text untouched', 'plain › text ━━', 'plain › text ━━'],
  ])('%s', (_label, input, expected) => {
    expect(stripAnsi(input)).toBe(expected);
  });

  it('leaves no escape in real coloured outputs', () => {
    for (const path of [
      'console/vitest-color.txt',
      'console/jest-color.txt',
      'console/pytest-color.txt',
      'console/mocha-color.txt',
      'diagnostics/biome-check-color.txt',
      'diagnostics/tsc-pretty-color.txt',
    ]) {
      expect(fixture(path).includes('\u001b')).toBe(true);
      const text = stripAnsi(fixture(path));
      expect([text.includes('\u001b'), text.includes('\u009b')]).toEqual([false, false]);
    }
  });

  it('toLines drops carriage returns', () => {
    expect(toLines('a\r\nb\rc\n')).toEqual(['a', 'b', 'c', '']);
  });
});

describe('clip', () => {
  const lines = (n: number, text = 'line'): string =>
    Array.from({ length: n }, (_, i) => `${text} ${i + 1}`).join('\n');

  it.each([
    ['short text unchanged', 'a\nb', 'a\nb'],
    ['blank lines around dropped', '\n\n  \nassert x\n  detail  \n\n', 'assert x\n  detail'],
    ['40 lines kept from the start', lines(45), lines(40)],
  ])('%s', (_label, input, expected) => {
    expect(clipBlock(input)).toBe(expected);
  });

  it('keeps at most 4096 bytes of UTF-8, cutting on a character boundary', () => {
    const clipped = clipBlock('é'.repeat(3000));
    expect(new TextEncoder().encode(clipped).length).toBe(4096);
    expect(clipped).toBe('é'.repeat(2048));
    const astral = clipBlock('😀'.repeat(1100));
    expect(astral).toBe('😀'.repeat(1024));
  });

  it('trimBlankLines strips trailing spaces of kept lines', () => {
    expect(trimBlankLines(['', 'a  ', ' b', ''])).toEqual(['a', ' b']);
  });
});

describe('findLocation', () => {
  it.each([
    [
      'python traceback',
      '  File "/w/tests/t.py", line 11, in test_x',
      {},
      { file: '/w/tests/t.py', line: 11 },
    ],
    [
      'pytest crash line',
      'tests/test_a.py:12: AssertionError',
      {},
      { file: 'tests/test_a.py', line: 12 },
    ],
    [
      'node frames skip node_modules and node: internals',
      '    at f (/w/node_modules/x/index.js:3:1)\n    at process (node:internal/timers:483:21)\n    at Context.<anonymous> (file:///w/test/a.spec.js:9:12)',
      {},
      { file: '/w/test/a.spec.js', line: 9 },
    ],
    [
      'java frame naming the test wins',
      '\tat org.junit.Assert.fail(Assert.java:89)\n\tat com.x.LimitsTest.burst(LimitsTest.java:17)',
      { name: 'com.x.LimitsTest.burst' },
      { file: 'LimitsTest.java', line: 17 },
    ],
    [
      'frame in the hinted file wins',
      'at admit (src/limits.js:3:11)\nat Object.admit (__tests__/limits.test.js:20:5)',
      { file: '__tests__/limits.test.js' },
      { file: '__tests__/limits.test.js', line: 20 },
    ],
    [
      'go runtime frames skipped',
      '\t/usr/lib/go-1.19/src/testing/testing.go:1396 +0x24e\n\t/w/p.go:3',
      {},
      { file: '/w/p.go', line: 3 },
    ],
  ])('%s', (_label, text, hints, expected) => {
    expect(findLocation(text, hints)).toEqual(expected);
  });

  it('returns null when nothing points at the project', () => {
    expect(findLocation('expected true to be false\n    at node:internal/x.js:1:1')).toBeNull();
  });
});
