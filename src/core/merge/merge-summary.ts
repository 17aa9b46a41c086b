// The merged report's one-line `summary`: which parts are missing or rejected first, then which
// failed, could not be verified or passed, then the critical anomalies.
import type { Report } from '../model/report.js';
import type { MergePart } from './merge-part.js';

/** Long name lists are cut: 64 shards must not make a summary of thousands of characters. */
const MAX_NAMES = 8;

export function nameList(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMES).join(', ');
  return names.length > MAX_NAMES ? `${shown} (+${names.length - MAX_NAMES} more)` : shown;
}

/** `missing report: a; rejected report: b (reason)` for the parts without a usable report. */
export function absentText(absent: readonly MergePart[]): string {
  const missing = absent.filter((part) => !part.rejected).map((part) => part.name);
  const rejected = absent.filter((part) => part.rejected);
  const texts: string[] = [];
  if (missing.length > 0) texts.push(`missing report: ${nameList(missing)}`);
  const shown = rejected.slice(0, MAX_NAMES).map((part) => `${part.name} (${part.rejected})`);
  if (rejected.length > MAX_NAMES) shown.push(`+${rejected.length - MAX_NAMES} more`);
  if (rejected.length > 0) texts.push(`rejected report: ${shown.join(', ')}`);
  return texts.join('; ');
}

function namesWith(parts: ReadonlyArray<{ name: string; report: Report }>, verdict: string) {
  return parts.filter((part) => part.report.verdict === verdict).map((part) => part.name);
}

export function mergeSummary(
  present: ReadonlyArray<{ name: string; report: Report }>,
  absent: readonly MergePart[],
  criticalCount: number,
): string {
  const total = present.length + absent.length;
  const texts = [`${present.length} of ${total} ${total === 1 ? 'part' : 'parts'} reported`];
  if (absent.length > 0) texts.push(absentText(absent));
  const failed = namesWith(present, 'FAIL');
  const partial = present
    .filter((part) => part.report.verdict === 'PARTIAL')
    .map((part) => `${part.name} (${part.report.unverified_reason})`);
  const passed = namesWith(present, 'PASS');
  if (failed.length > 0) texts.push(`failed: ${nameList(failed)}`);
  if (partial.length > 0) texts.push(`unverified: ${nameList(partial)}`);
  if (passed.length > 0) texts.push(`passed: ${nameList(passed)}`);
  if (criticalCount > 0) {
    texts.push(`${criticalCount} critical ${criticalCount === 1 ? 'anomaly' : 'anomalies'}`);
  }
  return texts.join('; ');
}
