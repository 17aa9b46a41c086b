// One report from the reports of a matrix (one per project or shard): counts summed, coverage
// from line totals, the strictest verdict, and a missing part failing the whole.
import type { Anomaly } from '../model/anomaly.js';
import type { Report, UnverifiedReason, Verdict } from '../model/report.js';
import type { CoverageTotals } from '../model/results.js';
import { decideVerdict } from '../verdict/decide.js';
import {
  COVERAGE_UNMEASURED,
  coveragePercent,
  coverageQualifier,
  failedQualifier,
  UNVERIFIED,
} from '../verdict/qualifier.js';
import { mergedCoverage } from './merge-coverage.js';
import { mergedChangedLines, mergedPrTests } from './merge-evidence.js';
import { missingShards, namedByReports } from './merge-expected.js';
import type { MergePart } from './merge-part.js';
import { absentText, mergeSummary, nameList } from './merge-summary.js';

type Present = MergePart & { report: Report };

/**
 * The parts in expected order: the names given, then those the reports name. With names given,
 * an unexpected or repeated part is an error, not a guess; without, every part found counts.
 */
function orderedParts(parts: readonly MergePart[], expected: readonly string[]): MergePart[] {
  const byName = new Map<string, MergePart>();
  for (const part of parts) {
    if (byName.has(part.name)) throw new Error(`two reports for the same part: ${part.name}`);
    byName.set(part.name, part);
  }
  const named = namedByReports(parts);
  const names =
    expected.length > 0
      ? [...new Set([...expected, ...named])]
      : [...new Set([...byName.keys(), ...named])];
  for (const name of byName.keys()) {
    if (!names.includes(name)) {
      throw new Error(`unexpected report part "${name}" (expected: ${nameList(names)})`);
    }
  }
  return names.map((name) => byName.get(name) ?? { name, report: null });
}

/**
 * Shards that no report covers are missing parts too. When more parts are absent than shards
 * are missing, the absent names already say what is missing and nothing is added.
 */
function withMissingShards(ordered: readonly MergePart[]): MergePart[] {
  const shards = missingShards(ordered.filter((part) => part.report !== null));
  const absent = ordered.filter((part) => part.report === null).length;
  return shards.length > absent ? [...ordered, ...shards] : [...ordered];
}

/** Reports of different commits cannot make one verdict. */
function sameCommit(present: readonly Present[], field: 'base_sha' | 'head_sha'): void {
  const first = present[0]!;
  const other = present.find((part) => part.report[field] !== first.report[field]);
  if (other) {
    throw new Error(
      `reports disagree on ${field}: ${first.name} has ${first.report[field]}, ` +
        `${other.name} has ${other.report[field]}`,
    );
  }
}

/** false if any part is false, else true if any is true, else null (not applicable anywhere). */
function cleanState(values: ReadonlyArray<boolean | null>): boolean | null {
  if (values.includes(false)) return false;
  return values.includes(true) ? true : null;
}

function dedupAnomalies(anomalies: readonly Anomaly[]): Anomaly[] {
  const seen = new Map<string, Anomaly>();
  for (const a of anomalies) {
    const key = JSON.stringify([a.kind, a.path, a.line, a.detail]);
    if (!seen.has(key)) seen.set(key, a);
  }
  return [...seen.values()];
}

type CountField = 'tests_run' | 'tests_passed' | 'tests_failed' | 'tests_skipped';

function sum(present: readonly Present[], field: CountField): number {
  return present.reduce((total, part) => total + part.report[field], 0);
}

const FAILED = 'failed: ';

/** A missing part fails the whole; each part's gate stands (its policy already applied). */
function verdictOf(present: readonly Present[], absent: number): Verdict {
  return decideVerdict({
    checksFailed: absent > 0 || present.some((part) => part.report.verdict === 'FAIL'),
    anomaliesFailGate: false,
    verified: present.every((part) => part.report.verdict === 'PASS'),
  });
}

function unverifiedReason(verdict: Verdict, present: readonly Present[]): UnverifiedReason | null {
  if (verdict !== 'PARTIAL') return null;
  const reasons = present.map((part) => part.report.unverified_reason);
  // The most specific reason wins: a missing runner, then results nobody could read, then none.
  if (reasons.includes('tool-not-installed')) return 'tool-not-installed';
  return reasons.includes('results-unreadable') ? 'results-unreadable' : 'no-tests';
}

/**
 * A part's own failure names what broke, so it comes before the missing parts; a merge that only
 * fails on anomalies keeps its coverage qualifier, as a single report does.
 */
function qualifierOf(
  failing: Present | undefined,
  absent: readonly MergePart[],
  verified: boolean,
  totals: CoverageTotals | null,
): string {
  if (failing) {
    const reason = failing.report.confidence_qualifier.slice(FAILED.length);
    return failedQualifier(`[${failing.name}] ${reason}`);
  }
  if (absent.length > 0) return failedQualifier(absentText(absent));
  if (!verified) return UNVERIFIED;
  return totals ? coverageQualifier(totals) : COVERAGE_UNMEASURED;
}

export function mergeReports(parts: readonly MergePart[], expected: readonly string[]): Report {
  const ordered = withMissingShards(orderedParts(parts, expected));
  const present = ordered.filter((part): part is Present => part.report !== null);
  const absent = ordered.filter((part) => part.report === null);
  if (present.length === 0) {
    throw new Error(`no report to merge: ${absentText(absent)}`);
  }
  sameCommit(present, 'base_sha');
  sameCommit(present, 'head_sha');

  const verdict = verdictOf(present, absent.length);
  const verified = absent.length === 0 && present.every((part) => part.report.verified);
  const hasTests = present.some((part) => part.report.has_tests);
  const testsFailed = sum(present, 'tests_failed');
  const coverage = mergedCoverage(present, absent.length === 0);
  const limitation = hasTests && testsFailed === 0 ? coverage.limitation : null;
  const anomalies = dedupAnomalies([
    ...present.flatMap((part) => part.report.anomalies),
    ...(limitation ? [limitation] : []),
  ]);
  const criticalCount = anomalies.filter((a) => a.severity === 'critical').length;
  const failing = present.find((part) => part.report.confidence_qualifier.startsWith(FAILED));

  const detail = failing?.report.failure_detail ?? null;
  const prTests = mergedPrTests(present);
  const changedLines = mergedChangedLines(present);
  return {
    schema_version: 1,
    branch_id: present[0]!.report.branch_id,
    base_sha: present[0]!.report.base_sha,
    head_sha: present[0]!.report.head_sha,
    verdict,
    unverified_reason: unverifiedReason(verdict, present),
    verified,
    has_tests: hasTests,
    coverage: coverage.totals ? coveragePercent(coverage.totals) : null,
    tests_run: sum(present, 'tests_run'),
    tests_passed: sum(present, 'tests_passed'),
    tests_failed: testsFailed,
    tests_skipped: sum(present, 'tests_skipped'),
    type_check_clean: cleanState(present.map((part) => part.report.type_check_clean)),
    lint_clean: cleanState(present.map((part) => part.report.lint_clean)),
    confidence_qualifier: qualifierOf(failing, absent, verified, coverage.totals),
    failure_detail: detail === null ? null : `[${failing!.name}]\n${detail}`,
    test_gaming: present.some((part) => part.report.test_gaming),
    anomalies,
    checks: present.flatMap((part) =>
      part.report.checks.map((check) => ({ ...check, name: `${part.name}: ${check.name}` })),
    ),
    summary: mergeSummary(present, absent, criticalCount),
    ...(prTests === null ? {} : { pr_tests: prTests.field }),
    ...(changedLines === null ? {} : { changed_lines: changedLines.field }),
  };
}
