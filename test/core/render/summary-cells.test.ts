import { describe, expect, it } from 'vitest';
import { number, plural } from '../../../src/core/render/summary-cells.js';

describe('number', () => {
  // The grouping en-US gives, which the reports showed before it was written out.
  const cases = [0, 7, 999, 1000, 1234, 99999, 100000, 1234567, -1, -1000, -987654321, 2 ** 53 - 1];
  it.each(cases)('%d grouped as en-US groups it', (n) => {
    expect(number(n)).toBe(n.toLocaleString('en-US'));
  });

  it('groups every third digit from the right', () => {
    expect(number(1234567)).toBe('1,234,567');
    expect(number(-1000)).toBe('-1,000');
    expect(number(100)).toBe('100');
  });

  it('leaves fractions and non-finite values to the locale', () => {
    expect(number(1234.5)).toBe('1,234.5');
    expect(number(Number.NaN)).toBe('NaN');
  });
});

describe('plural', () => {
  it('chooses the form by the count and groups it', () => {
    expect(plural(1, 'test', 'tests')).toBe('1 test');
    expect(plural(0, 'test', 'tests')).toBe('0 tests');
    expect(plural(3600, 'test', 'tests')).toBe('3,600 tests');
  });
});
