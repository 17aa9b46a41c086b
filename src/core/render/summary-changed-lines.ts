// The changed-lines evidence in the check run (SPEC 3b): one line saying how much of what the PR
// changed any test ran. File names come from the PR: every one is escaped.
import type { ChangedLines } from '../model/report.js';
import { htmlCode } from './markdown-escape.js';
import { number } from './summary-cells.js';

// A few names say which; the report lists them all.
const MAX_NAMED = 3;

/** "Changed lines run by the base tests: 9 of 12 · by the PR's tests: 12 of 12". */
export function changedLinesLine(lines: ChangedLines | null | undefined): string[] {
  if (!lines) return [];
  const of = (n: number): string => `${number(n)} of ${number(lines.source_lines)}`;
  const parts = [`Changed lines run by the base tests: ${of(lines.run_by_locked_tests)}`];
  if (lines.run_by_pr_tests !== null) parts.push(`by the PR's tests: ${of(lines.run_by_pr_tests)}`);
  const unmeasured = lines.files_unmeasured;
  if (unmeasured.length > 0) {
    const named = unmeasured.slice(0, MAX_NAMED).map(htmlCode).join(', ');
    const more =
      unmeasured.length > MAX_NAMED ? ` and ${number(unmeasured.length - MAX_NAMED)} more` : '';
    parts.push(`no test ran ${named}${more}`);
  }
  return [parts.join(' · ')];
}
