// What the PR's own tests and the changed lines show, in one sentence for the maintainer who is
// about to allow test changes (SPEC 3b): the choice is made next to the facts, not from memory.
import type { Report } from '../model/report.js';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "2 new tests, 1 of them failing on the base code; the base tests run 3 of 5 changed lines, …". */
export function evidenceFacts(report: Pick<Report, 'pr_tests' | 'changed_lines'>): string | null {
  const parts: string[] = [];
  const pr = report.pr_tests;
  if (pr) {
    const failed = pr.tests_failed > 0 ? `, ${pr.tests_failed} failing on this PR` : '';
    parts.push(
      `${plural(pr.tests_run, 'new test', 'new tests')}${failed}, ${pr.fail_at_base} of them failing on the base code (they test this change), ${pr.pass_at_base} passing there too`,
    );
  }
  const lines = report.changed_lines;
  if (lines) {
    const byPr = lines.run_by_pr_tests === null ? '' : `, the PR's tests ${lines.run_by_pr_tests}`;
    parts.push(
      `the base tests run ${lines.run_by_locked_tests} of ${plural(lines.source_lines, 'changed line', 'changed lines')}${byPr}`,
    );
  }
  return parts.length === 0 ? null : parts.join('; ');
}
