// The reading of a report (title, state line, counts), table-driven on reports the verdict core
// builds: what decides the verdict leads the title, test changes are counted once per finding, and
// the words follow the verdict, the policy and who allowed what.
import { describe, expect, it } from 'vitest';
import type { Allowance } from '../../../src/core/model/allowance.js';
import type { Anomaly, TestChangePolicy } from '../../../src/core/model/anomaly.js';
import { readingOf, TITLE_CHARS } from '../../../src/core/render/reading.js';
import { GAMING_ANOMALY, outcomeFor, testFailure } from '../../action/reports.js';

const HARNESS: Anomaly = {
  kind: 'harness-modified',
  severity: 'critical',
  path: 'pytest.ini',
  line: 2,
  detail: 'addopts changed',
};
const MODIFIED: Anomaly = { ...GAMING_ANOMALY, kind: 'test-modified' };
const INFO: Anomaly = {
  kind: 'coverage-unmeasured',
  severity: 'info',
  path: '',
  line: null,
  detail: 'no coverage',
};
const LABEL: Allowance = { by: 'label', label: 'testlock:allow-test-changes' };
const APPROVAL: Allowance = {
  by: 'approval',
  login: 'ana',
  permission: 'write',
  at: '2024-05-01T10:00:00.000Z',
  via: 'button',
};

interface Case {
  scenario: Parameters<typeof outcomeFor>[0];
  allowance?: Allowance;
  policy?: TestChangePolicy;
  title: string;
  state: string;
}

describe('readingOf: the title leads with what decides the verdict', () => {
  const cases: Record<string, Case> = {
    'gaming: only the test changes fail the gate': {
      scenario: { anomalies: [GAMING_ANOMALY] },
      title: '1 test change fails the gate · verified (83.4%)',
      state: '1 test change fails the gate; 2 checks passed',
    },
    'gaming: a failing test does not push the test changes to the end': {
      scenario: { anomalies: [GAMING_ANOMALY, HARNESS], failures: [testFailure(1)] },
      title:
        '2 test changes fail the gate · 1 of 11 failed: tests/test_limits.py::test_burst_1 AssertionError: assert 101 <= 100',
      state: '1 of 2 checks failed (tests); 2 test changes fail the gate',
    },
    'gaming: a modified assertion reported under two kinds is one test change': {
      scenario: { anomalies: [MODIFIED, GAMING_ANOMALY, HARNESS] },
      title: '2 test changes fail the gate · verified (83.4%)',
      state: '2 test changes fail the gate; 2 checks passed',
    },
    'gaming: label-allowed changes are still counted, and the label named': {
      scenario: { anomalies: [GAMING_ANOMALY] },
      allowance: LABEL,
      title: '1 test change allowed by label testlock:allow-test-changes · verified (83.4%)',
      state: '2 checks passed; 1 test change allowed by label testlock:allow-test-changes',
    },
    'gaming: an App approval names who, not a label': {
      scenario: { anomalies: [GAMING_ANOMALY] },
      allowance: APPROVAL,
      title: '1 test change allowed by @ana · verified (83.4%)',
      state: '2 checks passed; 1 test change allowed by @ana',
    },
    'gaming: policy warn reports without failing': {
      scenario: { anomalies: [GAMING_ANOMALY] },
      policy: 'warn',
      title: '1 test change (policy: warn, not failing the gate) · verified (83.4%)',
      state: '2 checks passed; 1 test change (policy: warn, not failing the gate)',
    },
    'honest: a plain pass is the qualifier alone': {
      scenario: {},
      title: 'verified (83.4%)',
      state: '2 checks passed',
    },
    'honest: a plain failure leads with how many failed of how many ran': {
      scenario: { failures: [testFailure(2), testFailure(3)] },
      title: '2 of 12 failed: tests/test_limits.py::test_burst_2 AssertionError: assert 102 <= 100',
      state: '1 of 2 checks failed (tests)',
    },
    'honest: info anomalies add nothing': {
      scenario: { anomalies: [INFO] },
      title: 'verified (83.4%)',
      state: '2 checks passed',
    },
    'honest: nothing verified says why': {
      scenario: { noTests: true },
      title: 'UNVERIFIED: no test results could be read',
      state: 'not verified: no test results could be read; 2 checks passed',
    },
  };
  for (const [name, c] of Object.entries(cases)) {
    it(name, () => {
      const allowTestChanges = c.allowance !== undefined;
      const { report } = outcomeFor(c.scenario, {
        allowTestChanges,
        ...(c.policy === undefined ? {} : { onTestChange: c.policy }),
      });
      const reading = readingOf({
        report,
        allowance: c.allowance ?? null,
        policy: c.policy ?? 'fail',
      });
      expect(reading.title).toBe(c.title);
      expect(reading.stateLine).toBe(c.state);
    });
  }
});

describe('readingOf: the states', () => {
  it('a pass never says that something fails the gate, whoever allowed it', () => {
    for (const allowance of [LABEL, APPROVAL]) {
      const { report } = outcomeFor({ anomalies: [GAMING_ANOMALY] }, { allowTestChanges: true });
      const reading = readingOf({ report, allowance, policy: 'fail' });
      expect(report.verdict).toBe('PASS');
      expect(`${reading.title} ${reading.stateLine}`).not.toMatch(/fails? the gate/);
      expect(reading.testChanges).toBe('allowed');
    }
  });

  it('without a policy from the surface, the verdict says whether the changes fail the gate', () => {
    const failing = outcomeFor({ anomalies: [GAMING_ANOMALY] }).report;
    expect(readingOf({ report: failing, allowance: null }).testChanges).toBe('fail-gate');
    const warned = outcomeFor({ anomalies: [GAMING_ANOMALY] }, { onTestChange: 'warn' }).report;
    expect(readingOf({ report: warned, allowance: null }).testChanges).toBe('policy');
  });

  it('an allowance without critical findings is not mentioned', () => {
    const { report } = outcomeFor({ anomalies: [INFO] }, { allowTestChanges: true });
    const reading = readingOf({ report, allowance: LABEL });
    expect(reading.allowance).toBeNull();
    expect(reading.title).toBe('verified (83.4%)');
  });

  it('a merged report leads with its parts, counted by findings not anomalies', () => {
    const { report } = outcomeFor({ anomalies: [MODIFIED, GAMING_ANOMALY] });
    const merged = {
      ...report,
      summary: '2 of 2 parts reported; passed: a, b; 2 critical anomalies',
    };
    const reading = readingOf({ report: merged, allowance: null, merged: true });
    expect(reading.stateLine).toBe(
      '2 of 2 parts reported; passed: a, b; 1 test change fails the gate',
    );
  });

  it('keeps the title on one line within 255 characters, whole characters', () => {
    const long = { ...testFailure(1), name: `tests/${'😀'.repeat(300)}\n::error::x` };
    const { report } = outcomeFor({ anomalies: [GAMING_ANOMALY], failures: [long] });
    const { title } = readingOf({ report, allowance: null });
    expect(Array.from(title).length).toBeLessThanOrEqual(TITLE_CHARS);
    expect(title).not.toMatch(/[\r\n]/);
    expect(title).toMatch(/^1 test change fails the gate · 1 of 11 failed: /);
  });
});
