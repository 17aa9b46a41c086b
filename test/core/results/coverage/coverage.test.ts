import { describe, expect, it } from 'vitest';
import { parseCobertura } from '../../../../src/core/results/coverage/parse-cobertura.js';
import { parseCoveragePy } from '../../../../src/core/results/coverage/parse-coverage-py.js';
import { parseGoCoverprofile } from '../../../../src/core/results/coverage/parse-go-coverprofile.js';
import { parseIstanbulSummary } from '../../../../src/core/results/coverage/parse-istanbul-summary.js';
import { parseLcov } from '../../../../src/core/results/coverage/parse-lcov.js';
import { ParseError } from '../../../../src/core/results/parse-error.js';
import { coveragePercent, truncatedPercentText } from '../../../../src/core/verdict/qualifier.js';
import { fixture } from '../fixture.js';

const withoutRootTotals = (xml: string): string =>
  xml.replace(/ lines-(?:valid|covered)="\d+"/g, '');

describe('coverage parsers on real reports', () => {
  it.each([
    [
      'coverage.py JSON',
      () => parseCoveragePy(fixture('coverage/coverage-py.json')),
      7,
      10,
      70,
      '70.0',
    ],
    [
      'istanbul json-summary',
      () => parseIstanbulSummary(fixture('coverage/istanbul-summary.json')),
      3,
      7,
      42.85,
      '42.8',
    ],
    ['lcov', () => parseLcov(fixture('coverage/vitest.lcov')), 3, 7, 42.85, '42.8'],
    [
      'cobertura (istanbul)',
      () => parseCobertura(fixture('coverage/vitest-cobertura.xml')),
      3,
      7,
      42.85,
      '42.8',
    ],
    [
      'cobertura (coverage.py)',
      () => parseCobertura(fixture('coverage/coverage-py-cobertura.xml')),
      7,
      10,
      70,
      '70.0',
    ],
    [
      'cobertura without root totals (istanbul)',
      () => parseCobertura(withoutRootTotals(fixture('coverage/vitest-cobertura.xml'))),
      3,
      7,
      42.85,
      '42.8',
    ],
    [
      'cobertura without root totals (coverage.py)',
      () => parseCobertura(withoutRootTotals(fixture('coverage/coverage-py-cobertura.xml'))),
      7,
      10,
      70,
      '70.0',
    ],
    [
      'go coverprofile',
      () => parseGoCoverprofile(fixture('coverage/go-single.coverprofile')),
      2,
      6,
      33.33,
      '33.3',
    ],
    [
      'go coverprofile from -coverpkg (blocks repeated per package)',
      () => parseGoCoverprofile(fixture('coverage/go-multi.coverprofile')),
      4,
      9,
      44.44,
      '44.4',
    ],
  ] as const)('%s', (_label, parse, covered, total, percent, text) => {
    const totals = parse();
    expect(totals).toEqual({ linesCovered: covered, linesTotal: total });
    expect(coveragePercent(totals)).toBe(percent);
    expect(truncatedPercentText(totals)).toBe(text);
  });
});

describe('malformed coverage reports', () => {
  it.each([
    ['coverage.py: not JSON', () => parseCoveragePy('{"totals": '), /coverage\.py: not JSON/],
    [
      'coverage.py: no totals',
      () => parseCoveragePy('{"files": {}}'),
      /coverage\.py: missing or invalid totals\.covered_lines/,
    ],
    [
      'istanbul: negative count',
      () => parseIstanbulSummary('{"total":{"lines":{"covered":-1,"total":3}}}'),
      /istanbul: missing or invalid total\.lines\.covered/,
    ],
    ['lcov: not a tracefile', () => parseLcov('hello'), /lcov: no end_of_record/],
    [
      'cobertura: malformed',
      () => parseCobertura('<coverage><packages></coverage>'),
      /cobertura: malformed XML/,
    ],
    [
      'cobertura: other document',
      () => parseCobertura('<testsuites/>'),
      /cobertura: no <coverage> root element/,
    ],
    [
      'go: no mode header',
      () => parseGoCoverprofile('a.go:1.1,2.2 1 1'),
      /go coverprofile: no "mode:" header/,
    ],
  ])('%s throws ParseError', (_label, parse, message) => {
    expect(parse).toThrow(ParseError);
    expect(parse).toThrow(message);
  });
});

describe('lcov details', () => {
  it('counts DA lines of a record without LF/LH', () => {
    const lcov =
      'SF:a.js\nDA:1,3\nDA:2,0\nDA:3,1,abc\nend_of_record\nSF:b.js\nLF:4\nLH:1\nend_of_record\n';
    expect(parseLcov(lcov)).toEqual({ linesCovered: 3, linesTotal: 7 });
  });

  it('reads CRLF line endings', () => {
    expect(parseLcov('SF:a.js\r\nLF:5\r\nLH:4\r\nend_of_record\r\n')).toEqual({
      linesCovered: 4,
      linesTotal: 5,
    });
  });

  // Speed is measured by `npm run bench` (parse lcov, 10,000 files), not asserted here.
  it('sums a 10,000-file tracefile', () => {
    const record = (i: number): string =>
      `TN:\nSF:src/f${i}.ts\nFN:1,f\nFNDA:1,f\n${Array.from({ length: 20 }, (_, l) => `DA:${l + 1},${(l + i) % 3}`).join('\n')}\nLF:20\nLH:13\nend_of_record`;
    const lcov = Array.from({ length: 10_000 }, (_, i) => record(i)).join('\n');
    const totals = parseLcov(lcov);
    expect(totals).toEqual({ linesCovered: 130_000, linesTotal: 200_000 });
  });
});
