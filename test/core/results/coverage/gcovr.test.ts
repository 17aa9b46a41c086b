// gcovr's JSON summary (gcovr 5.2 on a CMake build compiled with --coverage, fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { parseGcovrSummary } from '../../../../src/core/results/coverage/parse-gcovr-summary.js';
import { fixture } from '../fixture.js';

describe('gcovr --json-summary', () => {
  it('the lines covered of all lines measured', () => {
    expect(parseGcovrSummary(fixture('coverage/gcovr-summary.json'))).toEqual({
      linesCovered: 7,
      linesTotal: 29,
    });
  });

  it('a summary of no lines (no gcov data) is no measure, never 0%', () => {
    expect(() => parseGcovrSummary('{"line_covered": 0, "line_total": 0, "files": []}')).toThrow(
      /no lines/,
    );
  });

  it('forged or broken summaries are unreadable', () => {
    expect(() => parseGcovrSummary('{"line_covered": 9, "line_total": 3}')).toThrow();
    expect(() => parseGcovrSummary('{"line_covered": "all", "line_total": 3}')).toThrow();
    expect(() => parseGcovrSummary('not json')).toThrow();
  });
});
