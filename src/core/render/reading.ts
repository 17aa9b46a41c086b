// What a reviewer reads first, derived once from the report, the policy and who allowed what: the
// findings, their counts, the title and the state line. The check run's title, the summary's state
// line and anomaly table, the PR comment and the CLI's verdict all take them from here, so their
// counts cannot differ and a passing check never says that something fails the gate.
import type { Allowance } from '../model/allowance.js';
import type { TestChangePolicy } from '../model/anomaly.js';
import type { Report } from '../model/report.js';
import { clipChars } from '../text/clip.js';
import { escapeControlChars } from '../text/control-chars.js';
import { type Finding, findingsOf } from './findings.js';
import { number, plural } from './summary-cells.js';

/** GitHub cuts a check run's title at 255 characters; the end is what it cuts, so it goes last. */
export const TITLE_CHARS = 255;

/** What the critical findings do to the gate. */
export type TestChangeState =
  /** There are none. */
  | 'none'
  /** They fail the gate (policy `fail`, nobody allowed them). */
  | 'fail-gate'
  /** A label or a maintainer's approval allowed them: reported, not failing. */
  | 'allowed'
  /** The policy (`warn`, `ignore`) reports them without failing the gate. */
  | 'policy';

export interface ReadingInput {
  report: Report;
  /** Who allowed the test changes; null when nobody did. */
  allowance: Allowance | null;
  /** The policy for critical anomalies when the surface knows it; else read from the verdict. */
  policy?: TestChangePolicy | null;
  /** How many type and lint errors the parsers found, where the surface has them (not uploaded). */
  errors?: number;
  /**
   * A merged report (`merge`, `mode: merge`): its summary says which parts reported, failed or
   * are missing, which its checks alone cannot; it leads the state line, without its own count of
   * critical anomalies (the reading counts findings).
   */
  merged?: boolean;
}

export interface Reading {
  /** Every finding, critical first (one per changed spot: findings.ts). */
  findings: Finding[];
  critical: number;
  warnings: number;
  testChanges: TestChangeState;
  /** The policy when known (null: not said by the surface). */
  policy: TestChangePolicy | null;
  allowance: Allowance | null;
  /** A check that ran failed (a test, the type check, lint, a timeout). */
  checkFailed: boolean;
  /** The check run's title: what decides the verdict first, one line, at most 255 characters. */
  title: string;
  /** The one line under the title: what failed or was not verified, and the test changes. */
  stateLine: string;
}

function testChangeState(input: ReadingInput, critical: number): TestChangeState {
  if (critical === 0) return 'none';
  if (input.allowance !== null) return 'allowed';
  const policy = input.policy ?? null;
  if (policy !== null) return policy === 'fail' ? 'fail-gate' : 'policy';
  // Not said: a verdict that is not FAIL with critical findings nobody allowed had a softer policy
  // (policy `fail` turns any of them into FAIL).
  return input.report.verdict === 'FAIL' ? 'fail-gate' : 'policy';
}

/** Who allowed, in a few words: `by label x`, `by @login`. */
export function allowedBy(allowance: Allowance): string {
  return allowance.by === 'label' ? `by label ${allowance.label}` : `by @${allowance.login}`;
}

/** `2 test changes fail the gate`, `1 test change allowed by @ana`, `2 test changes (policy: warn)`. */
export function testChangesText(
  reading: Pick<Reading, 'critical' | 'testChanges' | 'policy' | 'allowance'>,
): string | null {
  const { critical, testChanges } = reading;
  if (testChanges === 'none') return null;
  if (testChanges === 'fail-gate') {
    return plural(critical, 'test change fails the gate', 'test changes fail the gate');
  }
  const count = plural(critical, 'test change', 'test changes');
  if (testChanges === 'allowed' && reading.allowance !== null) {
    return `${count} allowed ${allowedBy(reading.allowance)}`;
  }
  return `${count} (policy: ${reading.policy ?? 'warn'}, not failing the gate)`;
}

const UNVERIFIED_WHY: Record<string, string> = {
  'no-tests': 'no tests in the locked set',
  'tool-not-installed': 'the test runner could not run here',
  'results-unreadable': 'no test results could be read',
};

/** What the checks say, for the title: counts of failed tests or errors first, else the qualifier. */
function resultsText(report: Report, errors: number): string {
  const qualifier = report.confidence_qualifier;
  if (report.verdict === 'PARTIAL') {
    const why = UNVERIFIED_WHY[report.unverified_reason ?? ''] ?? 'nothing could be verified';
    return `${qualifier}: ${why}`;
  }
  const reason = qualifier.startsWith('failed: ') ? qualifier.slice('failed: '.length) : null;
  if (reason !== null && report.tests_failed > 0) {
    const of = report.tests_run > 0 ? ` of ${number(report.tests_run)}` : '';
    return `${number(report.tests_failed)}${of} failed: ${reason}`;
  }
  if (
    reason !== null &&
    errors > 0 &&
    (report.type_check_clean === false || report.lint_clean === false)
  ) {
    return `${plural(errors, 'type or lint error', 'type and lint errors')}: ${reason}`;
  }
  return qualifier;
}

function checksText(report: Report): string {
  const ran = report.checks.filter((check) => check.skipped === null);
  const failed = ran.filter((check) => !check.ok).map((check) => check.name);
  if (ran.length === 0) return 'no checks ran';
  if (failed.length === 0) return `${plural(ran.length, 'check', 'checks')} passed`;
  return `${failed.length} of ${plural(ran.length, 'check', 'checks')} failed (${failed.join(', ')})`;
}

function skippedText(report: Report): string | null {
  const skipped = report.checks.flatMap((check) =>
    check.skipped === null ? [] : [`${check.name}: ${check.skipped}`],
  );
  if (skipped.length === 0) return null;
  return `${plural(skipped.length, 'check', 'checks')} skipped (${skipped.join(', ')})`;
}

// The merge summary's own last part: `3 critical anomalies`, counted per anomaly, not per finding.
const MERGE_CRITICAL = /(?:^|; )\d+ critical anomal(?:y|ies)$/;

function stateLineOf(
  report: Report,
  reading: Omit<Reading, 'title' | 'stateLine'>,
  merged: boolean,
): string {
  const changes = testChangesText(reading);
  if (merged) {
    const parts = report.summary.replace(MERGE_CRITICAL, '');
    return escapeControlChars([parts, changes].filter((p) => p !== null && p !== '').join('; '));
  }
  const checks = checksText(report);
  const skipped = skippedText(report);
  let parts: Array<string | null>;
  if (report.verdict === 'PARTIAL') {
    const why = UNVERIFIED_WHY[report.unverified_reason ?? ''] ?? 'nothing could be verified';
    parts = [`not verified: ${why}`, checks, skipped, changes];
  } else if (reading.testChanges === 'fail-gate' && !reading.checkFailed) {
    // The checks passed; what fails the gate is the test changes, so they lead.
    parts = [changes, checks, skipped];
  } else {
    parts = [checks, skipped, changes];
  }
  return escapeControlChars(parts.filter((part): part is string => part !== null).join('; '));
}

/** The reading of a report: findings, counts, title and state line. */
export function readingOf(input: ReadingInput): Reading {
  const { report } = input;
  const findings = findingsOf(report.anomalies);
  const critical = findings.filter((f) => f.severity === 'critical').length;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  const base = {
    findings,
    critical,
    warnings,
    testChanges: testChangeState(input, critical),
    policy: input.policy ?? null,
    allowance: critical > 0 ? input.allowance : null,
    checkFailed: report.checks.some((check) => check.skipped === null && !check.ok),
  };
  // What decides the verdict leads: the test changes, then the failures with their counts. GitHub
  // cuts a long title at its end, so nothing that decides may come last.
  const changes = testChangesText(base);
  const title = [changes, resultsText(report, input.errors ?? 0)]
    .filter((part) => part !== null)
    .join(' · ');
  return {
    ...base,
    title: clipChars(escapeControlChars(title), TITLE_CHARS),
    stateLine: stateLineOf(report, base, input.merged === true),
  };
}
