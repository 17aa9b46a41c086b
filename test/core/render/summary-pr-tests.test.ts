// The PR's own tests in the check run: one line of facts, the per-test table collapsed, ids escaped.
import { describe, expect, it } from 'vitest';
import type { PrTests } from '../../../src/core/model/pr-tests.js';
import { prTestsLine, prTestsSection } from '../../../src/core/render/summary-pr-tests.js';

const PR_TESTS: PrTests = {
  files: ['tests/test_a.py'],
  tests_run: 3,
  tests_passed: 3,
  tests_failed: 0,
  fail_at_base: 2,
  pass_at_base: 1,
  tests: [
    { id: 'tests/test_a.py::test_a', head: 'passed', base: 'failed' },
    { id: 'tests/test_a.py::test_b', head: 'passed', base: 'error' },
    { id: 'tests/test_a.py::test_c', head: 'passed', base: 'passed' },
  ],
};

describe('the PR tests in the check run', () => {
  it('one line: how many, that they pass here, how many fail on the base code', () => {
    expect(prTestsLine(PR_TESTS)).toBe(
      'New tests: 3 · pass on this PR · 2 fail on the base code (they test this change) · 1 passes there too',
    );
    expect(prTestsLine({ ...PR_TESTS, tests_passed: 2, tests_failed: 1, fail_at_base: 1 })).toBe(
      'New tests: 3 · 2 pass on this PR · 1 fails on this PR · 1 fails on the base code (they test this change) · 1 passes there too',
    );
  });

  it('none ran: the line says so, never that they pass', () => {
    const none = { ...PR_TESTS, tests_run: 0, tests_passed: 0, fail_at_base: 0, pass_at_base: 0 };
    expect(prTestsLine({ ...none, files: ['tests/common/mod.rs'], tests: [] })).toBe(
      "New tests: none ran from the PR's 1 test file",
    );
    expect(
      prTestsLine({
        ...none,
        tests: [{ id: 'tests/test_a.py::test_a', head: 'skipped', base: 'passed' }],
      }),
    ).toBe('New tests: none ran · 1 skips on this PR');
  });

  it('the table is collapsed and a hostile id cannot close it or break a row', () => {
    const hostile = '</details>| x | `y` <img src=x>';
    const [line, table] = prTestsSection(
      { ...PR_TESTS, tests: [{ id: hostile, head: 'passed', base: 'failed' }] },
      10_000,
    );
    expect(line).toContain('New tests: 3');
    expect(table?.startsWith('<details><summary>')).toBe(true);
    expect(table?.match(/<\/details>/g)?.length).toBe(1);
    expect(table).not.toContain('<img');
  });

  it('nothing when the PR brings no test file', () => {
    expect(prTestsSection(null, 10_000)).toEqual([]);
    expect(prTestsSection(undefined, 10_000)).toEqual([]);
  });
});
