// The human verdict printed after `verify`: the gate, the qualifier, counts, anomalies, the failure.
import type { Report } from '../model/report.js';
import { escapeControlChars } from '../text/control-chars.js';
import { findingsOf } from './findings.js';

export function verdictText(report: Report, gatePassed: boolean): string {
  const lines = [
    '',
    `${gatePassed ? 'PASS' : report.verdict}: ${report.confidence_qualifier}`,
    `  ${report.summary}`,
    `  tests: ${report.tests_run} run, ${report.tests_passed} passed, ${report.tests_failed} failed, ${report.tests_skipped} skipped; coverage ${report.coverage === null ? 'n/a' : `${report.coverage}%`}; type check ${clean(report.type_check_clean)}; lint ${clean(report.lint_clean)}`,
  ];
  if (report.unverified_reason !== null) lines.push(`  not verified: ${report.unverified_reason}`);
  // One line per finding: a modified assertion is `test-modified + assertion-removed` once.
  for (const f of findingsOf(report.anomalies)) {
    const where =
      f.line === null ? escapeControlChars(f.path) : `${escapeControlChars(f.path)}:${f.line}`;
    lines.push(
      `  ${f.severity} ${f.kinds.join(' + ')}: ${[where, escapeControlChars(f.detail)].filter(Boolean).join(' ')}`,
    );
  }
  if (report.failure_detail !== null) {
    lines.push('', 'first failure:', ...report.failure_detail.split('\n').map((l) => `  ${l}`));
  }
  return `${lines.join('\n')}\n`;
}

function clean(value: boolean | null): string {
  return value === null ? 'n/a' : value ? 'clean' : 'errors';
}
