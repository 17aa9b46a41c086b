// One row per finding: the same change reported under two kinds is one finding; distinct changes
// stay distinct, whatever they look like. Table-driven.
import { describe, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import { beforeAfter, findingsOf } from '../../../src/core/render/findings.js';

const MODIFIED: Anomaly = {
  kind: 'test-modified',
  severity: 'critical',
  path: 'test/add.test.js',
  line: 4,
  detail: 'assertion changed: assert.equal(add(2, 2), 4) -> assert.equal(add(2, 2), 5)',
};
const REMOVED: Anomaly = { ...MODIFIED, kind: 'assertion-removed' };

describe('findingsOf', () => {
  it('gaming: a modified assertion reported twice is one finding with both kinds', () => {
    expect(findingsOf([MODIFIED, REMOVED])).toEqual([
      { ...MODIFIED, kinds: ['test-modified', 'assertion-removed'] },
    ]);
  });

  it('gaming: a critical twin lifts a warning finding to critical, and it sorts first', () => {
    const info: Anomaly = {
      kind: 'coverage-unmeasured',
      severity: 'info',
      path: '',
      line: null,
      detail: 'x',
    };
    const warning = { ...MODIFIED, severity: 'warning' as const };
    const findings = findingsOf([info, warning, REMOVED]);
    expect(findings.map((f) => f.severity)).toEqual(['critical', 'info']);
  });

  it('honest: two changes on different lines stay two findings', () => {
    expect(findingsOf([MODIFIED, { ...REMOVED, line: 9 }])).toHaveLength(2);
  });

  it('honest: same line, different text stays two findings', () => {
    expect(
      findingsOf([MODIFIED, { ...REMOVED, detail: 'assertion removed: assert.ok(x)' }]),
    ).toHaveLength(2);
  });
});

describe('beforeAfter', () => {
  const cases: Array<[string, ReturnType<typeof beforeAfter>]> = [
    [
      'assertion changed: a == 1 -> a == 2',
      { label: 'assertion changed', before: 'a == 1', after: 'a == 2' },
    ],
    [
      'harness changed: addopts = -q -> addopts = -q -k "not slow"',
      { label: 'harness changed', before: 'addopts = -q', after: 'addopts = -q -k "not slow"' },
    ],
    [
      'assertion changed: $a->b() -> $a->c()',
      { label: 'assertion changed', before: '$a->b()', after: '$a->c()' },
    ],
    ['assertion changed: fn f() -> i32 { 1 } -> fn f() -> i32 { 2 }', null],
    ['a -> b with two -> arrows: x', null],
    ['test file deleted', null],
  ];
  it.each(cases)('%s', (detail, expected) => {
    expect(beforeAfter(detail)).toEqual(expected);
  });
});
