// Reports for the Action's tests, built by the real verdict builder from hand-made check outcomes,
// and a fake verify that returns them as the pipeline would.
import type { Anomaly } from '../../src/core/model/anomaly.js';
import type { CheckResult } from '../../src/core/model/check.js';
import type { CheckOutcome } from '../../src/core/model/outcome.js';
import type { Diagnostic, TestFailure } from '../../src/core/model/results.js';
import { buildReport } from '../../src/core/verdict/build-report.js';
import type { VerifyOptions, VerifyOutcome } from '../../src/pipeline/stages/verify-types.js';

export const BASE_SHA = 'b'.repeat(40);
export const HEAD_SHA = 'c'.repeat(40);
export const MERGE_SHA = 'd'.repeat(40);

function check(
  kind: CheckResult['kind'],
  script: string,
  fields: Partial<CheckResult>,
): CheckResult {
  const [command = '', ...args] = script.split(' ');
  return {
    name: kind === 'test' ? 'tests' : kind,
    kind,
    command,
    args,
    script,
    cwd: '',
    env: {},
    source: '.github/workflows/ci.yml jobs.test.steps[3]',
    origin: 'ci',
    skipped: null,
    ok: true,
    exitCode: 0,
    signal: null,
    durationMs: 4312,
    timedOut: false,
    stdout: '',
    stderr: '',
    summary: `passed: ${script}`,
    ...fields,
  };
}

export interface Scenario {
  anomalies?: Anomaly[];
  failures?: TestFailure[];
  diagnostics?: Diagnostic[];
  passed?: number;
  noTests?: boolean;
  testOutput?: string;
}

export const GAMING_ANOMALY: Anomaly = {
  kind: 'assertion-removed',
  severity: 'critical',
  path: 'tests/test_limits.py',
  line: 12,
  detail: 'assertion changed: assert admitted <= 100 -> assert admitted <= 1000',
};

function outcomes(s: Scenario): CheckOutcome[] {
  const failures = s.failures ?? [];
  const failed = failures.length > 0;
  const tests: CheckOutcome = {
    result: check('test', 'pytest -q', {
      ok: !failed,
      exitCode: failed ? 1 : 0,
      stdout: s.testOutput ?? '',
      summary: failed ? 'failed (exit 1): pytest -q' : 'passed: pytest -q',
    }),
    tests: s.noTests
      ? null
      : {
          total: (s.passed ?? 10) + failures.length,
          passed: s.passed ?? 10,
          failed: failures.length,
          skipped: 0,
          failures,
          testIds: [],
        },
    coverage: s.noTests ? null : { linesCovered: 834, linesTotal: 1000 },
  };
  const diagnostics = s.diagnostics ?? [];
  const typecheck: CheckOutcome = {
    result: check('typecheck', 'pyright', {
      ok: diagnostics.length === 0,
      exitCode: diagnostics.length === 0 ? 0 : 1,
    }),
    diagnostics,
  };
  return [tests, typecheck];
}

/** A verify outcome for `scenario`, honouring the options' label and policy like the real one. */
export function outcomeFor(scenario: Scenario, options?: Partial<VerifyOptions>): VerifyOutcome {
  const { report, gatePassed } = buildReport({
    branchId: 'feature/rate-limit',
    baseSha: BASE_SHA,
    headSha: HEAD_SHA,
    anomalies: scenario.anomalies ?? [],
    outcomes: outcomes(scenario),
    policy: options?.onTestChange ?? 'fail',
    allowTestChanges: options?.allowTestChanges ?? false,
  });
  return {
    report,
    gatePassed,
    failures: scenario.failures ?? [],
    diagnostics: scenario.diagnostics ?? [],
    allowLabel: 'testlock:allow-test-changes',
  };
}

/** A fake verify that records the options it was called with. */
export function fakeVerify(scenario: Scenario): {
  calls: VerifyOptions[];
  verify: (options: VerifyOptions) => Promise<VerifyOutcome>;
} {
  const calls: VerifyOptions[] = [];
  return {
    calls,
    verify: async (options) => {
      calls.push(options);
      options.log('testlock: running pytest -q');
      if (scenario.testOutput) options.log(scenario.testOutput);
      return outcomeFor(scenario, options);
    },
  };
}

export function testFailure(i: number): TestFailure {
  return {
    name: `tests/test_limits.py::test_burst_${i}`,
    message: `AssertionError: assert ${100 + i} <= 100`,
    detail: `    def test_burst_${i}():\n>       assert admitted <= 100\nE       AssertionError: assert ${100 + i} <= 100`,
    file: 'tests/test_limits.py',
    line: 10 + i,
  };
}

export function typeError(i: number): Diagnostic {
  return {
    tool: 'pyright',
    file: `src/module_${i}.py`,
    line: i + 1,
    column: 5,
    message: `Type "str" is not assignable to "int" (${i})`,
    text: `src/module_${i}.py:${i + 1}:5 - error: Type "str" is not assignable to "int"`,
  };
}
