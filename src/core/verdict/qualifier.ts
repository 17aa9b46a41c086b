// The confidence qualifier of docs/verdict.md and the coverage number of the report. Percentages
// come from integer arithmetic so 79.96% can never print as 80.0%.
import type { CoverageTotals } from '../model/results.js';
import { flattenToLine } from '../text/clip.js';

/** Upper bound of a `failed: …` qualifier, prefix included. */
export const QUALIFIER_MAX_CHARS = 120;

export const UNVERIFIED = 'UNVERIFIED';
export const COVERAGE_UNMEASURED = 'verified (coverage unmeasured)';

/** floor(covered / total * 10^digits) computed exactly; total must be > 0. */
function flooredScaled(totals: CoverageTotals, digits: number): bigint {
  const total = Math.trunc(totals.linesTotal);
  // A report claiming more covered lines than exist is clamped, never printed above 100%.
  const covered = Math.min(Math.max(Math.trunc(totals.linesCovered), 0), total);
  return (BigInt(covered) * 100n * 10n ** BigInt(digits)) / BigInt(total);
}

/** Whether the totals hold a percentage at all (a report that counted no lines does not). */
export function isMeasured(totals: CoverageTotals | null | undefined): totals is CoverageTotals {
  return totals != null && Number.isFinite(totals.linesTotal) && Math.trunc(totals.linesTotal) > 0;
}

/** Line coverage truncated (never rounded up) to one decimal, as text: `79.9`. */
export function truncatedPercentText(totals: CoverageTotals): string {
  const tenths = flooredScaled(totals, 1);
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** The report's `coverage` number: truncated to two decimals, so it never exceeds the truth. */
export function coveragePercent(totals: CoverageTotals): number {
  return Number(flooredScaled(totals, 2)) / 100;
}

/** The qualifier of a passing, verified run with measured coverage. */
export function coverageQualifier(totals: CoverageTotals): string {
  const tenths = flooredScaled(totals, 1);
  const text = truncatedPercentText(totals);
  if (tenths >= 800n) return `verified (${text}%)`;
  if (tenths >= 500n) return `passes-but-thinly-tested (${text}%)`;
  return `weakly-verified (${text}%)`;
}

/** `failed: <reason>` on one line, at most 120 characters in all. */
export function failedQualifier(reason: string): string {
  return flattenToLine(`failed: ${reason}`, QUALIFIER_MAX_CHARS);
}
