// Anomalies as a reviewer counts them: one finding per changed spot. A modified assertion is
// reported as `test-modified` and `assertion-removed` with the same text; it is one finding.
import type { Anomaly, AnomalyKind, Severity } from '../model/anomaly.js';

export interface Finding {
  severity: Severity;
  kinds: AnomalyKind[];
  path: string;
  line: number | null;
  detail: string;
}

const RANK: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };

/** Merges anomalies at the same path, line and detail; critical first, then in report order. */
export function findingsOf(anomalies: readonly Anomaly[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const anomaly of anomalies) {
    const key = JSON.stringify([anomaly.path, anomaly.line, anomaly.detail]);
    const seen = byKey.get(key);
    if (seen === undefined) {
      byKey.set(key, { ...anomaly, kinds: [anomaly.kind] });
      continue;
    }
    if (!seen.kinds.includes(anomaly.kind)) seen.kinds.push(anomaly.kind);
    if (RANK[anomaly.severity] < RANK[seen.severity]) seen.severity = anomaly.severity;
  }
  return [...byKey.values()].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

/**
 * `assertion changed: old -> new` split into its parts, so the two lines can be shown as code;
 * null when the detail has no single ` -> ` (a line holding `->` itself stays one text).
 */
export function beforeAfter(
  detail: string,
): { label: string; before: string; after: string } | null {
  const colon = detail.indexOf(': ');
  if (colon < 0) return null;
  const rest = detail.slice(colon + 2);
  const parts = rest.split(' -> ');
  if (parts.length !== 2) return null;
  return { label: detail.slice(0, colon), before: parts[0] ?? '', after: parts[1] ?? '' };
}

/**
 * The kinds of a finding as words: `assertion-removed` also covers an assertion whose expected
 * value changed (SPEC), which reads as removed unless said: `assertion-removed (changed, not
 * removed)` when the detail is a change.
 */
export function kindsText(finding: Pick<Finding, 'kinds' | 'detail'>, joiner = ' + '): string {
  return finding.kinds.map((kind) => `${kind}${kindNote(kind, finding.detail)}`).join(joiner);
}

/** ` (changed, not removed)` for an `assertion-removed` that is a change; else nothing. */
export function kindNote(kind: string, detail: string): string {
  return kind === 'assertion-removed' && detail.startsWith('assertion changed: ')
    ? ' (changed, not removed)'
    : '';
}
