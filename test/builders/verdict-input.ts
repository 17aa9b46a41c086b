// Builders for verdict inputs: a check that passed, failed, timed out or was skipped, parsed runs.
import type { Anomaly } from '../../src/core/model/anomaly.js';
import type { CheckKind, CheckResult, SkipReason } from '../../src/core/model/check.js';
import type { CheckOutcome } from '../../src/core/model/outcome.js';
import type { Diagnostic, TestFailure, TestRun } from '../../src/core/model/results.js';
import type { VerdictInput } from '../../src/core/verdict/input.js';

const NAMES: Record<CheckKind, string> = { test: 'tests', typecheck: 'typecheck', lint: 'lint' };
const SCRIPTS: Record<CheckKind, string> = {
  test: 'pytest -q',
  typecheck: 'pyright',
  lint: 'ruff check .',
};

export function result(kind: CheckKind, fields: Partial<CheckResult> = {}): CheckResult {
  const [command = '', ...args] = SCRIPTS[kind].split(' ');
  return {
    name: NAMES[kind],
    kind,
    command,
    args,
    script: SCRIPTS[kind],
    cwd: '',
    env: {},
    source: 'convention',
    origin: 'ci',
    skipped: null,
    ok: true,
    exitCode: 0,
    signal: null,
    durationMs: 1000,
    timedOut: false,
    stdout: '',
    stderr: '',
    summary: `passed: ${SCRIPTS[kind]}`,
    ...fields,
  };
}

/** A check's outcome: its run result of `kind` (passed unless `fields.result` says otherwise). */
export function anOutcome(kind: CheckKind, fields: Partial<CheckOutcome> = {}): CheckOutcome {
  return { result: result(kind), ...fields };
}

export function failedResult(kind: CheckKind, fields: Partial<CheckResult> = {}): CheckResult {
  return result(kind, {
    ok: false,
    exitCode: 1,
    summary: `failed (exit 1): ${SCRIPTS[kind]}`,
    ...fields,
  });
}

export function skipped(kind: CheckKind, reason: SkipReason): CheckOutcome {
  return { result: result(kind, { skipped: reason, ok: false, exitCode: null, summary: reason }) };
}

export function run(passed: number, failures: TestFailure[] = [], skippedCount = 0): TestRun {
  const failed = failures.length;
  return {
    total: passed + failed + skippedCount,
    passed,
    failed,
    skipped: skippedCount,
    failures,
    testIds: [],
  };
}

export function failure(name: string, message: string, detail: string): TestFailure {
  return { name, message, detail, file: null, line: null };
}

export function diagnostic(tool: string, file: string, line: number, message: string): Diagnostic {
  return { tool, file, line, column: 5, message, text: `${file}:${line}:5 - error: ${message}` };
}

export function anomaly(
  kind: Anomaly['kind'],
  severity: Anomaly['severity'] = 'critical',
): Anomaly {
  return { kind, severity, path: 'tests/test_limits.py', line: 12, detail: 'assertion changed' };
}

/** Tests passed with the given coverage, type check and lint clean. */
export function passingOutcomes(covered = 8341, total = 10000): CheckOutcome[] {
  return [
    {
      result: result('test'),
      tests: run(42),
      coverage: { linesCovered: covered, linesTotal: total },
    },
    { result: result('typecheck'), diagnostics: [] },
    { result: result('lint'), diagnostics: [] },
  ];
}

export function input(fields: Partial<VerdictInput> = {}): VerdictInput {
  return {
    branchId: 'feature/rate-limit',
    baseSha: 'a'.repeat(40),
    headSha: 'b'.repeat(40),
    anomalies: [],
    outcomes: passingOutcomes(),
    policy: 'fail',
    allowTestChanges: false,
    ...fields,
  };
}
