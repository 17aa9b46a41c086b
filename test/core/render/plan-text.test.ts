// The plan's check lines say why a check is skipped where discovery knows it (issue 12).
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import type { PlanData } from '../../../src/core/model/plan.js';
import { planText } from '../../../src/core/render/plan-text.js';

const goTest = (fields: Partial<Check>): Check => ({
  name: 'tests',
  kind: 'test',
  command: 'go',
  args: ['test', './...'],
  script: 'go test ./...',
  cwd: '',
  env: {},
  source: 'convention:go',
  origin: 'convention',
  skipped: null,
  ...fields,
});

function plan(checks: Check[]): PlanData {
  return {
    branchId: 'pr',
    baseSha: 'b'.repeat(40),
    headSha: 'c'.repeat(40),
    baseRef: 'main',
    changes: [],
    anomalies: [],
    locked: { restored: [], removed: [], merged: [], spliced: [], unspliced: [] },
    checks,
    followed: [],
    warnings: [],
  };
}

describe('planText check lines', () => {
  it('a skipped check shows its reason', () => {
    const reason = 'go.mod asks for go 1.99; this machine has go1.19.8';
    const text = planText(plan([goTest({ skipped: 'tool-not-installed', reason })]));
    expect(text).toContain(
      `test       skipped (tool-not-installed): go test ./...  convention:go  (${reason})`,
    );
  });

  it('a skipped check without a reason shows none, and a reason with control characters is escaped', () => {
    expect(planText(plan([goTest({ skipped: 'not-configured' })]))).toContain(
      'skipped (not-configured): go test ./...  convention:go\n',
    );
    const text = planText(plan([goTest({ skipped: 'tool-not-installed', reason: 'a\nb' })]));
    expect(text).not.toContain('a\nb');
  });
});
