import { describe, expect, it } from 'vitest';
import {
  coveragePercent,
  coverageQualifier,
  failedQualifier,
  isMeasured,
  truncatedPercentText,
} from '../../../src/core/verdict/qualifier.js';

describe('coverage qualifier', () => {
  it.each([
    [10000, 10000, '100.0', 100, 'verified (100.0%)'],
    [8341, 10000, '83.4', 83.41, 'verified (83.4%)'],
    [8000, 10000, '80.0', 80, 'verified (80.0%)'],
    [7999, 10000, '79.9', 79.99, 'passes-but-thinly-tested (79.9%)'],
    [7996, 10000, '79.9', 79.96, 'passes-but-thinly-tested (79.9%)'],
    [5000, 10000, '50.0', 50, 'passes-but-thinly-tested (50.0%)'],
    [4999, 10000, '49.9', 49.99, 'weakly-verified (49.9%)'],
    [1, 3, '33.3', 33.33, 'weakly-verified (33.3%)'],
    [0, 10, '0.0', 0, 'weakly-verified (0.0%)'],
    // Floating point would make 0.29 * 100 = 28.999999999999996; integers do not.
    [29, 100, '29.0', 29, 'weakly-verified (29.0%)'],
    [57, 100, '57.0', 57, 'passes-but-thinly-tested (57.0%)'],
    [999_999_999, 1_000_000_000, '99.9', 99.99, 'verified (99.9%)'],
    // More covered than total (a broken report) is clamped, not printed as 120%.
    [12, 10, '100.0', 100, 'verified (100.0%)'],
  ])('%i of %i lines', (linesCovered, linesTotal, text, percent, qualifier) => {
    const totals = { linesCovered, linesTotal };
    expect([
      truncatedPercentText(totals),
      coveragePercent(totals),
      coverageQualifier(totals),
    ]).toEqual([text, percent, qualifier]);
  });

  it.each([
    [null, false],
    [undefined, false],
    [{ linesCovered: 0, linesTotal: 0 }, false],
    [{ linesCovered: 0, linesTotal: 1 }, true],
  ])('isMeasured(%j) is %s', (totals, expected) => {
    expect(isMeasured(totals)).toBe(expected);
  });
});

describe('failedQualifier', () => {
  it.each([
    ['burst_at_boundary admits >100', 'failed: burst_at_boundary admits >100'],
    ['test_x  assert\n  1 == 2', 'failed: test_x assert 1 == 2'],
    ['a'.repeat(112), `failed: ${'a'.repeat(112)}`],
    ['a'.repeat(113), `failed: ${'a'.repeat(111)}…`],
    ['é'.repeat(200), `failed: ${'é'.repeat(111)}…`],
    ['😀'.repeat(200), `failed: ${'😀'.repeat(111)}…`],
  ])('%j', (reason, expected) => {
    expect(failedQualifier(reason)).toBe(expected);
  });
});
