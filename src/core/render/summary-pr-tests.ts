// The PR's own tests in the check run (SPEC 3b): one line of what they prove, the per-test table
// collapsed below it. Test ids come from the PR: every one is escaped.
import type { PrTests } from '../model/pr-tests.js';
import { clipChars } from '../text/clip.js';
import { htmlCode } from './markdown-escape.js';
import { CELL_CHARS, fitTable, number } from './summary-cells.js';

// Past 100 rows the table stops helping; the report has every test.
const MAX_ROWS = 100;

function verb(n: number, one: string, many: string): string {
  return `${number(n)} ${n === 1 ? one : many}`;
}

/** "New tests: 3 · pass on this PR · 2 fail on the base code (they test this change) · 1 passes there too". */
export function prTestsLine(prTests: PrTests): string {
  // Nothing ran (no check could select the files, or every test skipped): nothing passed either.
  if (prTests.tests_run === 0) {
    const skipped = prTests.tests.length;
    return skipped > 0
      ? `New tests: none ran · ${verb(skipped, 'skips', 'skip')} on this PR`
      : `New tests: none ran from the PR's ${verb(prTests.files.length, 'test file', 'test files')}`;
  }
  const parts = [`New tests: ${number(prTests.tests_run)}`];
  if (prTests.tests_failed === 0) parts.push('pass on this PR');
  else {
    parts.push(verb(prTests.tests_passed, 'passes on this PR', 'pass on this PR'));
    parts.push(verb(prTests.tests_failed, 'fails on this PR', 'fail on this PR'));
  }
  if (prTests.fail_at_base > 0) {
    parts.push(
      `${verb(prTests.fail_at_base, 'fails', 'fail')} on the base code (they test this change)`,
    );
  }
  if (prTests.pass_at_base > 0) {
    parts.push(verb(prTests.pass_at_base, 'passes there too', 'pass there too'));
  }
  return parts.join(' · ');
}

// Inside the HTML of <details>: HTML-escaped, and a pipe cannot split the row.
function idCell(id: string): string {
  return htmlCode(clipChars(id, CELL_CHARS)).replace(/\|/g, '&#124;');
}

/** The line and the collapsed table; empty when the PR adds or modifies no test file. */
export function prTestsSection(prTests: PrTests | null | undefined, budget: number): string[] {
  if (!prTests) return [];
  const rows = prTests.tests
    .slice(0, MAX_ROWS)
    .map((test) => [idCell(test.id), test.head, test.base]);
  const more = prTests.tests.length - rows.length;
  const table = fitTable(['test', 'on this PR', 'on the base code'], rows, Math.max(0, budget));
  const note = more > 0 ? `\n\n_… ${number(more)} more in the report._` : '';
  return [
    prTestsLine(prTests),
    `<details><summary>The PR's tests (${number(prTests.tests.length)})</summary>\n\n${table}${note}\n\n</details>`,
  ];
}
