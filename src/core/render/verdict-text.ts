// The human verdict printed after `verify` and `merge`: the verdict with the title (what decides it
// first), the state line, counts, one line per finding, the next steps and the first failure, all
// from the same reading as the check run (reading.ts), so the CLI and the page agree.
import type { Report } from '../model/report.js';
import { escapeControlChars } from '../text/control-chars.js';
import { kindsText } from './findings.js';
import type { Reading } from './reading.js';
import { nextSteps } from './summary-next-steps.js';

export function verdictText(report: Report, reading: Reading): string {
  const lines = [
    '',
    `${report.verdict}: ${reading.title}`,
    `  ${reading.stateLine}`,
    `  tests: ${report.tests_run} run, ${report.tests_passed} passed, ${report.tests_failed} failed, ${report.tests_skipped} skipped; coverage ${report.coverage === null ? 'n/a' : `${report.coverage}%`}; type check ${clean(report.type_check_clean)}; lint ${clean(report.lint_clean)}`,
  ];
  if (report.unverified_reason !== null) lines.push(`  not verified: ${report.unverified_reason}`);
  lines.push(...baselineLines(report));
  // One line per finding: a modified assertion is `test-modified + assertion-removed` once.
  for (const f of reading.findings) {
    const where =
      f.line === null ? escapeControlChars(f.path) : `${escapeControlChars(f.path)}:${f.line}`;
    lines.push(
      `  ${f.severity} ${kindsText(f)}: ${[where, escapeControlChars(f.detail)].filter(Boolean).join(' ')}`,
    );
  }
  // The CLI has no label and no button: its steps are the author's and the unverified run's.
  const steps = nextSteps({ report, reading, allowLabel: null }, (literal) => `\`${literal}\``);
  if (steps.length > 0) {
    lines.push('', ...steps.map((step) => `${step.who}: ${step.text}`));
  }
  if (report.failure_detail !== null) {
    lines.push('', 'first failure:', ...report.failure_detail.split('\n').map((l) => `  ${l}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Names listed per group of `--baseline`; the report JSON lists them all. */
const BASELINE_NAMES = 10;

/** With `--baseline`: which failures are new and which failed at base too, by name. */
function baselineLines(report: Report): string[] {
  const baseline = report.baseline;
  if (baseline === undefined) return [];
  if (baseline === null) return ['  at base: not compared (the base run could not be done)'];
  const fresh = baseline.new_failures;
  const before = baseline.pre_existing;
  const lines = [`  at base: ${fresh.length} new, ${before.length} failed at base too`];
  const names = (label: string, list: readonly string[]): void => {
    if (list.length === 0) return;
    const shown = list.slice(0, BASELINE_NAMES).map(escapeControlChars).join(', ');
    const more = list.length > BASELINE_NAMES ? ` and ${list.length - BASELINE_NAMES} more` : '';
    lines.push(`    ${label}: ${shown}${more}`);
  };
  names('new', fresh);
  names('failed at base too', before);
  return lines;
}

function clean(value: boolean | null): string {
  return value === null ? 'n/a' : value ? 'clean' : 'errors';
}
