// Reads a report JSON that another job wrote (docs/report.md: untrusted data): size, schema, string
// lengths and internal consistency are checked, and only known fields are carried over.
import { ANOMALY_KINDS, type Anomaly, type Severity } from './model/anomaly.js';
import {
  CHECK_ORIGINS,
  type CheckKind,
  type CheckOrigin,
  type CheckResult,
  type SkipReason,
} from './model/check.js';
import type { BaseOutcome, HeadOutcome, PrTests } from './model/pr-tests.js';
import {
  type ChangedLines,
  ISOLATIONS,
  type Report,
  type UnverifiedReason,
  type Verdict,
} from './model/report.js';
import { utf8Length } from './text/truncate-utf8.js';

export const REPORT_MAX_BYTES = 5 * 1024 * 1024;

export type ParsedReport = { ok: true; report: Report } | { ok: false; reason: string };

const SEVERITIES: readonly Severity[] = ['critical', 'warning', 'info'];
const VERDICTS: readonly Verdict[] = ['PASS', 'FAIL', 'PARTIAL'];
const UNVERIFIED: readonly UnverifiedReason[] = [
  'no-tests',
  'tool-not-installed',
  'results-unreadable',
];
const CHECK_KINDS: readonly CheckKind[] = ['test', 'typecheck', 'lint'];
const SKIPS: readonly SkipReason[] = [
  'tool-not-installed',
  'not-configured',
  'unresolvable',
  'not-in-ci',
];

// Generous against what testlock writes (tails of 20,000 characters, details of 4 KiB), tight
// against a report crafted to flood the check run or the log.
const LIMITS = { short: 1_000, path: 4_096, text: 65_536, tail: 32_768, list: 10_000, checks: 100 };

class SchemaError extends Error {}

type Json = Record<string, unknown>;

function fail(at: string, expected: string): never {
  throw new SchemaError(`${at}: expected ${expected}`);
}

function object(value: unknown, at: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(at, 'an object');
  return value as Json;
}

function str(value: unknown, at: string, max: number): string {
  if (typeof value !== 'string') fail(at, 'a string');
  if (value.length > max) fail(at, `at most ${max} characters (got ${value.length})`);
  return value;
}

function nullable<T>(value: unknown, read: (v: unknown) => T): T | null {
  return value === null ? null : read(value);
}

function bool(value: unknown, at: string): boolean {
  if (typeof value !== 'boolean') fail(at, 'true or false');
  return value;
}

function count(value: unknown, at: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) fail(at, 'a non-negative integer');
  return value as number;
}

function integer(value: unknown, at: string): number {
  if (!Number.isSafeInteger(value)) fail(at, 'an integer');
  return value as number;
}

function oneOf<T extends string>(value: unknown, at: string, allowed: readonly T[]): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined) fail(at, `one of ${allowed.join(', ')}`);
  return found;
}

function list(value: unknown, at: string, max: number): unknown[] {
  if (!Array.isArray(value)) fail(at, 'an array');
  if (value.length > max) fail(at, `at most ${max} entries (got ${value.length})`);
  return value;
}

function sha(value: unknown, at: string): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{40}$/.test(value)) fail(at, '40 lowercase hex');
  return value;
}

function anomaly(value: unknown, at: string): Anomaly {
  const a = object(value, at);
  return {
    kind: oneOf(a.kind, `${at}.kind`, ANOMALY_KINDS),
    severity: oneOf(a.severity, `${at}.severity`, SEVERITIES),
    path: str(a.path, `${at}.path`, LIMITS.path),
    line: nullable(a.line, (v) => count(v, `${at}.line`)),
    detail: str(a.detail, `${at}.detail`, LIMITS.short * 4),
  };
}

function env(value: unknown, at: string): Record<string, string> {
  if (value === undefined) return {};
  const entries = Object.entries(object(value, at));
  list(entries, at, 200);
  return Object.fromEntries(entries.map(([k, v]) => [k, str(v, `${at}.${k}`, LIMITS.short)]));
}

function check(value: unknown, at: string): CheckResult {
  const c = object(value, at);
  const args = list(c.args, `${at}.args`, LIMITS.short);
  return {
    name: str(c.name, `${at}.name`, LIMITS.short),
    kind: oneOf(c.kind, `${at}.kind`, CHECK_KINDS),
    command: str(c.command, `${at}.command`, LIMITS.path),
    args: args.map((arg, i) => str(arg, `${at}.args[${i}]`, LIMITS.path)),
    script: str(c.script, `${at}.script`, LIMITS.path),
    cwd: c.cwd === undefined ? '' : str(c.cwd, `${at}.cwd`, LIMITS.path),
    env: env(c.env, `${at}.env`),
    source: str(c.source, `${at}.source`, LIMITS.short),
    origin: originOf(c, at),
    skipped: nullable(c.skipped, (v) => oneOf(v, `${at}.skipped`, SKIPS)),
    ok: bool(c.ok, `${at}.ok`),
    exitCode: nullable(c.exitCode, (v) => integer(v, `${at}.exitCode`)),
    signal: nullable(c.signal, (v) => str(v, `${at}.signal`, 32)),
    durationMs: count(c.durationMs, `${at}.durationMs`),
    timedOut: bool(c.timedOut, `${at}.timedOut`),
    stdout: str(c.stdout, `${at}.stdout`, LIMITS.tail),
    stderr: str(c.stderr, `${at}.stderr`, LIMITS.tail),
    summary: str(c.summary, `${at}.summary`, LIMITS.short),
    // Optional on read: reports written before the field existed still load.
    ...streamBytes(c, 'stdoutBytes', at),
    ...streamBytes(c, 'stderrBytes', at),
  };
}

/** Reports written before checks carried their origin still load: it is read off the source. */
function originOf(c: Record<string, unknown>, at: string): CheckOrigin {
  if (c.origin !== undefined) return oneOf(c.origin, `${at}.origin`, CHECK_ORIGINS);
  const source = typeof c.source === 'string' ? c.source : '';
  if (source === 'none') return 'none';
  if (source.startsWith('convention:')) return 'convention';
  return source.startsWith('action:') ? 'ci-action' : 'ci';
}

function streamBytes(
  c: Record<string, unknown>,
  field: 'stdoutBytes' | 'stderrBytes',
  at: string,
): Partial<Record<typeof field, number>> {
  return c[field] === undefined ? {} : { [field]: count(c[field], `${at}.${field}`) };
}

function coverage(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !(value >= 0 && value <= 100)) {
    fail('coverage', 'null or a number from 0 to 100');
  }
  return value;
}

const HEAD_OUTCOMES: readonly HeadOutcome[] = ['passed', 'failed', 'skipped'];
const BASE_OUTCOMES: readonly BaseOutcome[] = ['passed', 'failed', 'error', 'skipped'];

/** `pr_tests` (SPEC 3b): the PR's own tests at head and at base. */
function prTests(value: unknown): PrTests {
  const p = object(value, 'pr_tests');
  return {
    files: list(p.files, 'pr_tests.files', LIMITS.list).map((f, i) =>
      str(f, `pr_tests.files[${i}]`, LIMITS.path),
    ),
    tests_run: count(p.tests_run, 'pr_tests.tests_run'),
    tests_passed: count(p.tests_passed, 'pr_tests.tests_passed'),
    tests_failed: count(p.tests_failed, 'pr_tests.tests_failed'),
    fail_at_base: count(p.fail_at_base, 'pr_tests.fail_at_base'),
    pass_at_base: count(p.pass_at_base, 'pr_tests.pass_at_base'),
    tests: list(p.tests, 'pr_tests.tests', LIMITS.list).map((t, i) => {
      const at = `pr_tests.tests[${i}]`;
      const test = object(t, at);
      return {
        id: str(test.id, `${at}.id`, LIMITS.path),
        head: oneOf(test.head, `${at}.head`, HEAD_OUTCOMES),
        base: oneOf(test.base, `${at}.base`, BASE_OUTCOMES),
      };
    }),
  };
}

/** `changed_lines` (SPEC 3b): the changed product lines the locked run and the PR's tests ran. */
function changedLines(value: unknown): ChangedLines {
  const c = object(value, 'changed_lines');
  const lines: ChangedLines = {
    source_lines: count(c.source_lines, 'changed_lines.source_lines'),
    run_by_locked_tests: count(c.run_by_locked_tests, 'changed_lines.run_by_locked_tests'),
    run_by_pr_tests: nullable(c.run_by_pr_tests, (v) => count(v, 'changed_lines.run_by_pr_tests')),
    files_unmeasured: list(c.files_unmeasured, 'changed_lines.files_unmeasured', LIMITS.list).map(
      (f, i) => str(f, `changed_lines.files_unmeasured[${i}]`, LIMITS.path),
    ),
  };
  const ran = Math.max(lines.run_by_locked_tests, lines.run_by_pr_tests ?? 0);
  if (ran > lines.source_lines) fail('changed_lines', 'counts no larger than source_lines');
  return lines;
}

function schema(value: unknown): Report {
  const r = object(value, 'report');
  if (r.schema_version !== 1) fail('schema_version', '1');
  return {
    schema_version: 1,
    branch_id: str(r.branch_id, 'branch_id', LIMITS.short),
    base_sha: sha(r.base_sha, 'base_sha'),
    head_sha: sha(r.head_sha, 'head_sha'),
    verdict: oneOf(r.verdict, 'verdict', VERDICTS),
    unverified_reason: nullable(r.unverified_reason, (v) =>
      oneOf(v, 'unverified_reason', UNVERIFIED),
    ),
    verified: bool(r.verified, 'verified'),
    has_tests: bool(r.has_tests, 'has_tests'),
    coverage: coverage(r.coverage),
    tests_run: count(r.tests_run, 'tests_run'),
    tests_passed: count(r.tests_passed, 'tests_passed'),
    tests_failed: count(r.tests_failed, 'tests_failed'),
    tests_skipped: count(r.tests_skipped, 'tests_skipped'),
    type_check_clean: nullable(r.type_check_clean, (v) => bool(v, 'type_check_clean')),
    lint_clean: nullable(r.lint_clean, (v) => bool(v, 'lint_clean')),
    confidence_qualifier: str(r.confidence_qualifier, 'confidence_qualifier', LIMITS.short),
    failure_detail: nullable(r.failure_detail, (v) => str(v, 'failure_detail', LIMITS.text)),
    test_gaming: bool(r.test_gaming, 'test_gaming'),
    anomalies: list(r.anomalies, 'anomalies', LIMITS.list).map((a, i) =>
      anomaly(a, `anomalies[${i}]`),
    ),
    checks: list(r.checks, 'checks', LIMITS.checks).map((c, i) => check(c, `checks[${i}]`)),
    summary: str(r.summary, 'summary', LIMITS.short * 4),
    ...(r.pr_tests === undefined ? {} : { pr_tests: nullable(r.pr_tests, prTests) }),
    ...(r.changed_lines === undefined
      ? {}
      : { changed_lines: nullable(r.changed_lines, changedLines) }),
    // Optional on read: reports written before the field existed still load.
    ...(r.isolation === undefined
      ? {}
      : { isolation: nullable(r.isolation, (v) => oneOf(v, 'isolation', ISOLATIONS)) }),
  };
}

/** A report whose fields contradict each other was not written by testlock. */
function inconsistency(report: Report): string | null {
  const critical = report.anomalies.some((a) => a.severity === 'critical');
  if (report.test_gaming !== critical) return 'test_gaming disagrees with the anomalies';
  if (report.verdict === 'PASS' && !report.verified) return 'verdict PASS but verified is false';
  if ((report.verdict === 'PARTIAL') !== (report.unverified_reason !== null)) {
    return 'unverified_reason must be set exactly when the verdict is PARTIAL';
  }
  if (report.verdict === 'PARTIAL' && report.verified) return 'verdict PARTIAL but verified';
  if (report.verified && !report.has_tests) return 'verified without tests';
  if (report.tests_passed + report.tests_failed + report.tests_skipped > report.tests_run) {
    return 'the passed, failed and skipped counts exceed tests_run';
  }
  const failedCheck = report.checks.some((c) => c.skipped === null && !c.ok);
  if (failedCheck && report.verdict !== 'FAIL') return 'a check failed but the verdict is not FAIL';
  if (report.tests_failed > 0 && report.verdict !== 'FAIL') {
    return `${report.tests_failed} tests failed but the verdict is ${report.verdict}`;
  }
  if ((report.pr_tests?.tests_failed ?? 0) > 0 && report.verdict !== 'FAIL') {
    return `a PR test failed but the verdict is ${report.verdict}`;
  }
  return null;
}

/** Parses and validates untrusted report text; the reason names the first problem found. */
export function parseReport(text: string): ParsedReport {
  const size = utf8Length(text);
  if (size > REPORT_MAX_BYTES) {
    return { ok: false, reason: `report is ${size} bytes, over the ${REPORT_MAX_BYTES} limit` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'report is not valid JSON' };
  }
  try {
    const report = schema(value);
    const why = inconsistency(report);
    return why === null
      ? { ok: true, report }
      : { ok: false, reason: `inconsistent report: ${why}` };
  } catch (error) {
    if (error instanceof SchemaError) return { ok: false, reason: error.message };
    throw error;
  }
}
