// The check run's title, table-driven on reports the verdict core builds: gaming is named whenever
// the PR changed tests, whether or not a check failed too.
import { describe, expect, it } from 'vitest';
import { checkTitle } from '../../src/action/title.js';
import type { Anomaly } from '../../src/core/model/anomaly.js';
import { GAMING_ANOMALY, outcomeFor, testFailure } from './reports.js';

const HARNESS: Anomaly = {
  kind: 'harness-modified',
  severity: 'critical',
  path: 'pytest.ini',
  line: 2,
  detail: 'addopts changed',
};
const INFO: Anomaly = {
  kind: 'coverage-unmeasured',
  severity: 'info',
  path: '',
  line: null,
  detail: 'no coverage',
};

describe('checkTitle', () => {
  const cases: Array<[string, Parameters<typeof outcomeFor>[0], boolean, string]> = [
    [
      'gaming: only the test changes fail the gate',
      { anomalies: [GAMING_ANOMALY] },
      false,
      'test gaming: 1 critical anomaly',
    ],
    [
      'gaming: a failing check does not hide the test changes',
      { anomalies: [GAMING_ANOMALY, HARNESS], failures: [testFailure(1)] },
      false,
      'failed: tests/test_limits.py::test_burst_1 AssertionError: assert 101 <= 100 · 2 test changes',
    ],
    [
      'gaming: label-allowed changes are still counted',
      { anomalies: [GAMING_ANOMALY] },
      true,
      'verified (83.4%) · 1 test change (allowed by label)',
    ],
    ['honest: a plain pass is the qualifier alone', {}, false, 'verified (83.4%)'],
    [
      'honest: a plain failure is the qualifier alone',
      { failures: [testFailure(2)] },
      false,
      'failed: tests/test_limits.py::test_burst_2 AssertionError: assert 102 <= 100',
    ],
    ['honest: info anomalies add nothing', { anomalies: [INFO] }, false, 'verified (83.4%)'],
  ];
  it.each(cases)('%s', (_name, scenario, label, expected) => {
    const { report } = outcomeFor(scenario, { allowTestChanges: label });
    expect(checkTitle(report, label)).toBe(expected);
  });
});
