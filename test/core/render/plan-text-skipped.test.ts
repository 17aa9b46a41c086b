// The plan's check lines for skipped checks: what CI runs there and why it does not run here
// (a refused folder names itself), and a note when a test check CI runs will not run, so the
// reader knows before the run that the verdict can be PARTIAL at best.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import type { PlanData } from '../../../src/core/model/plan.js';
import { planText } from '../../../src/core/render/plan-text.js';
import { result } from '../../builders/verdict-input.js';

const ABSOLUTE = "working-directory '/opt/b' is absolute; refused, never run elsewhere";

/** A discovered check (the run fields of the shared builder are not read by the plan). */
function check(fields: Partial<Check>): Check {
  return result(fields.kind ?? 'test', {
    source: '.github/workflows/ci.yml jobs.test.steps[1]',
    ...fields,
  });
}

function planOf(checks: Check[]): string[] {
  const plan: PlanData = {
    branchId: 'pr',
    baseSha: 'a'.repeat(40),
    headSha: 'b'.repeat(40),
    baseRef: 'main',
    changes: [],
    anomalies: [],
    locked: { restored: [], removed: [], merged: [], spliced: [], unspliced: [] },
    checks,
    followed: [],
    warnings: [],
  };
  const lines = planText(plan).split('\n');
  return lines.slice(lines.indexOf('checks:') + 1).filter((line) => line !== '');
}

const refusedTest = check({
  name: 'tests (refused folder)',
  skipped: 'unresolvable',
  reason: ABSOLUTE,
  source: '.github/workflows/ci.yml jobs.test.steps[2]',
});

describe('plan: skipped checks say what and why', () => {
  it.each<[string, Check[], string[]]>([
    [
      'gaming: a refused test folder beside one that runs: the refusal and the note',
      [check({ cwd: 'a' }), refusedTest],
      [
        '  test       pytest -q  <- .github/workflows/ci.yml jobs.test.steps[1]  [in a]',
        `  test       skipped (unresolvable): pytest -q  .github/workflows/ci.yml jobs.test.steps[2]  (${ABSOLUTE})`,
        '  note: tests (refused folder) will not run here: the verdict can be PARTIAL at best',
      ],
    ],
    [
      'a missing test runner gets the note too',
      [check({ skipped: 'tool-not-installed', source: 'convention:python' })],
      [
        '  test       skipped (tool-not-installed): pytest -q  convention:python',
        '  note: tests will not run here: the verdict can be PARTIAL at best',
      ],
    ],
    [
      'honest: a refused lint step: its reason, no note',
      [
        check({}),
        check({
          name: 'lint',
          kind: 'lint',
          script: 'ruff check .',
          skipped: 'unresolvable',
          reason: ABSOLUTE,
        }),
      ],
      [
        '  test       pytest -q  <- .github/workflows/ci.yml jobs.test.steps[1]',
        `  lint       skipped (unresolvable): ruff check .  .github/workflows/ci.yml jobs.test.steps[1]  (${ABSOLUTE})`,
      ],
    ],
    [
      'honest: a kind the project does not have: no script, no note',
      [
        check({}),
        check({
          name: 'lint',
          kind: 'lint',
          command: '',
          args: [],
          script: '',
          source: 'none',
          skipped: 'not-configured',
        }),
      ],
      [
        '  test       pytest -q  <- .github/workflows/ci.yml jobs.test.steps[1]',
        '  lint       skipped (not-configured)  none',
      ],
    ],
    [
      'hostile: a folder name with a newline and an escape stays on one visible line',
      [
        check({
          skipped: 'unresolvable',
          reason: "working-directory '/a\nPASS\u001b[32m' is absolute",
        }),
      ],
      [
        "  test       skipped (unresolvable): pytest -q  .github/workflows/ci.yml jobs.test.steps[1]  (working-directory '/a\\nPASS\\u001b[32m' is absolute)",
        '  note: tests will not run here: the verdict can be PARTIAL at best',
      ],
    ],
  ])('%s', (_name, checks, expected) => {
    expect(planOf(checks)).toEqual(expected);
  });
});
