// The check run's title: the qualifier, or a headline when the test changes are what fail the gate,
// with the count of test changes whenever the PR made any (the qualifier alone would hide them).
import type { Report } from '../core/model/report.js';
import { findingsOf } from '../core/render/findings.js';
import { clipChars } from '../core/text/clip.js';
import { escapeControlChars } from '../core/text/control-chars.js';

const TITLE_CHARS = 255;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A FAIL with no failed check is the policy failing the gate on critical anomalies: a reader must
 * see "test gaming" first, since the qualifier alone (e.g. `verified (91.2%)`) would read as a pass.
 * When a check failed too, the qualifier leads (it says what broke) and the test changes follow:
 * a failing check must not hide that the tests it ran were edited.
 */
export function checkTitle(report: Report, labelApplied = false): string {
  const checkFailed = report.checks.some((check) => check.skipped === null && !check.ok);
  // Findings, not raw anomalies: the count matches the rows of the summary's anomaly table.
  const critical = findingsOf(report.anomalies).filter((f) => f.severity === 'critical').length;
  let title = report.confidence_qualifier;
  if (report.test_gaming && report.verdict === 'FAIL' && !checkFailed) {
    title = `test gaming: ${plural(critical, 'critical anomaly', 'critical anomalies')}`;
  } else if (critical > 0) {
    const allowed = labelApplied ? ' (allowed by label)' : '';
    title = `${escapeControlChars(title)} · ${plural(critical, 'test change', 'test changes')}${allowed}`;
  }
  const line = escapeControlChars(title);
  return clipChars(line, TITLE_CHARS);
}
