// The human verdict printed after `verify`: the gate, the qualifier, counts, anomalies, the failure.
import type { Report } from '../model.js';
import { oneLine } from './escape.js';

export function verdictText(report: Report, gatePassed: boolean): string {
  const lines = [
    '',
    `${gatePassed ? 'PASS' : report.verdict}: ${report.confidence_qualifier}`,
    `  ${report.summary}`,
    `  tests: ${report.tests_run} run, ${report.tests_passed} passed, ${report.tests_failed} failed, ${report.tests_skipped} skipped; coverage ${report.coverage === null ? 'n/a' : `${report.coverage}%`}; type check ${clean(report.type_check_clean)}; lint ${clean(report.lint_clean)}`,
  ];
  if (report.unverified_reason !== null) lines.push(`  not verified: ${report.unverified_reason}`);
  for (const a of report.anomalies) {
    const where = a.line === null ? oneLine(a.path) : `${oneLine(a.path)}:${a.line}`;
    lines.push(
      `  ${a.severity} ${a.kind}: ${[where, oneLine(a.detail)].filter(Boolean).join(' ')}`,
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
