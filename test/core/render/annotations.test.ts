// Annotations of a verdict: order, levels, repository-relative paths, the cap.
import { describe, expect, it } from 'vitest';
import { buildAnnotations, repositoryPath } from '../../../src/core/render/annotations.js';
import { GAMING_ANOMALY, testFailure, typeError } from '../../action/reports.js';

describe('repositoryPath', () => {
  it('makes checkout paths relative and refuses what GitHub cannot place', () => {
    expect(
      repositoryPath('/home/runner/work/app/app/src/x.py', ['/home/runner/work/app/app']),
    ).toBe('src/x.py');
    expect(repositoryPath('./src/x.py', [])).toBe('src/x.py');
    expect(repositoryPath('src\\win.cs', [])).toBe('src/win.cs');
    expect(repositoryPath('/usr/lib/python3/x.py', ['/work'])).toBeNull();
    expect(repositoryPath('../outside.py', [])).toBeNull();
    expect(repositoryPath('', [])).toBeNull();
  });
});

describe('buildAnnotations', () => {
  const info = {
    ...GAMING_ANOMALY,
    kind: 'coverage-unmeasured' as const,
    severity: 'info' as const,
  };
  const warning = { ...GAMING_ANOMALY, severity: 'warning' as const, line: null };

  it('leads with the first failure, then anomalies, then the rest', () => {
    const plan = buildAnnotations(
      {
        failures: [testFailure(1), testFailure(2)],
        diagnostics: [typeError(1)],
        anomalies: [GAMING_ANOMALY, warning, info, { ...info, path: '' }],
      },
      [],
      200,
    );
    expect(plan.annotations.map((a) => [a.title, a.annotation_level, a.start_line])).toEqual([
      ['test failed: tests/test_limits.py::test_burst_1', 'failure', 11],
      ['testlock: assertion-removed', 'failure', 12],
      ['testlock: assertion-removed', 'warning', 1],
      ['testlock: coverage-unmeasured', 'notice', 12],
      ['test failed: tests/test_limits.py::test_burst_2', 'failure', 12],
      ['pyright', 'failure', 2],
    ]);
    expect(plan.annotations[0]?.raw_details).toContain('>       assert admitted <= 100');
    expect(plan.omitted).toBe(0);
  });

  it('caps the total and counts what was left out', () => {
    const failures = Array.from({ length: 30 }, (_, i) => testFailure(i));
    const plan = buildAnnotations({ failures, diagnostics: [], anomalies: [] }, [], 25);
    expect(plan.annotations).toHaveLength(25);
    expect(plan.omitted).toBe(5);
  });

  it('keeps every field within GitHub limits', () => {
    const huge = { ...testFailure(1), name: 'n'.repeat(1000), message: 'm'.repeat(100_000) };
    const [a] = buildAnnotations(
      { failures: [huge], diagnostics: [], anomalies: [] },
      [],
      10,
    ).annotations;
    expect(a?.title?.length).toBeLessThanOrEqual(255);
    expect(a?.message.length).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('buildAnnotations on one spot', () => {
  it('merges anomalies with the same path, line and detail into one annotation', () => {
    const detail = 'assertion changed: assert x <= 100 -> assert x <= 1000';
    const plan = buildAnnotations(
      {
        failures: [],
        diagnostics: [],
        anomalies: [
          { kind: 'test-modified', severity: 'critical', path: 't.py', line: 3, detail },
          { kind: 'assertion-removed', severity: 'critical', path: 't.py', line: 3, detail },
          {
            kind: 'skip-marker-added',
            severity: 'critical',
            path: 't.py',
            line: 2,
            detail: 'skip added',
          },
        ],
      },
      [],
      10,
    );
    expect(plan.annotations.map((a) => [a.start_line, a.title])).toEqual([
      [3, 'testlock: test-modified, assertion-removed'],
      [2, 'testlock: skip-marker-added'],
    ]);
    expect(plan.omitted).toBe(0);
  });
});
