import { describe, expect, it } from 'vitest';
import type { Anomaly, TestChangePolicy } from '../../../src/core/model/anomaly.js';
import type { Conclusion, UnverifiedConclusion } from '../../../src/core/model/outcome.js';
import type { Verdict } from '../../../src/core/model/report.js';
import { anomaliesFailGate, conclusionFor, exitCodeFor } from '../../../src/core/verdict/gate.js';

const critical: Anomaly = {
  kind: 'test-modified',
  severity: 'critical',
  path: 't.py',
  line: 1,
  detail: '',
};
const info: Anomaly = { ...critical, kind: 'coverage-unmeasured', severity: 'info' };

describe('conclusionFor', () => {
  it.each<[Verdict, UnverifiedConclusion, Conclusion]>([
    ['PASS', 'failure', 'success'],
    ['PASS', 'neutral', 'success'],
    ['FAIL', 'failure', 'failure'],
    ['FAIL', 'neutral', 'failure'],
    ['PARTIAL', 'failure', 'failure'],
    ['PARTIAL', 'neutral', 'neutral'],
  ])('%s with unverified-conclusion %s is %s', (verdict, unverified, expected) => {
    expect(conclusionFor(verdict, unverified)).toBe(expected);
  });
});

describe('exitCodeFor', () => {
  it.each([
    [true, 0],
    [false, 1],
  ])('gate passed %s exits %i', (gatePassed, expected) => {
    expect(exitCodeFor(gatePassed)).toBe(expected);
  });
});

describe('anomaliesFailGate', () => {
  it.each<[Anomaly[], TestChangePolicy, boolean, boolean]>([
    [[critical], 'fail', false, true],
    [[critical], 'fail', true, false],
    [[critical], 'warn', false, false],
    [[critical], 'ignore', false, false],
    [[info], 'fail', false, false],
    [[], 'fail', false, false],
    [[info, critical], 'fail', false, true],
  ])('%j policy %s label %s', (anomalies, policy, label, expected) => {
    expect(anomaliesFailGate(anomalies, policy, label)).toBe(expected);
  });
});
