// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are GitHub `${{ }}` expressions, not templates.
// A declared test check testlock did not run (a refused or unknown CI folder, an unresolvable
// step, a missing runner) never lets the other checks give PASS, and when it is the only test
// check the verdict says why instead of `no-tests`. Refused type-check and lint steps are only
// "not applicable". The reasons are the ones discovery writes (workflow-steps.ts, cd-lines.ts).
import { describe, expect, it } from 'vitest';
import type { CheckKind, SkipReason } from '../../../src/core/model/check.js';
import type { CheckOutcome } from '../../../src/core/model/outcome.js';
import { buildReport } from '../../../src/core/verdict/build-report.js';
import {
  anomaly,
  failedResult,
  input,
  passingOutcomes,
  result,
  run,
} from '../../builders/verdict-input.js';

const ABSOLUTE = "working-directory '/opt/b' is absolute; refused, never run elsewhere";
const CLIMBS = 'cd ../other: leaves the repository; refused, never run elsewhere';
const UNKNOWN =
  "working-directory '${{ steps.pick.outputs.dir }}' cannot be resolved outside CI; refused, never run elsewhere";
const MISSING =
  "working-directory 'build' does not exist at the base commit (made by an earlier CI step?); refused, never run elsewhere";

/** A check discovery skipped, with the reason it wrote, named as a further folder's check. */
function notRun(kind: CheckKind, skipped: SkipReason, reason?: string, name = `${kind} (b)`) {
  const fields = { name, skipped, ok: false, exitCode: null, summary: `skipped (${skipped})` };
  return { result: result(kind, reason === undefined ? fields : { ...fields, reason }) };
}

const [testsOk, typecheckOk, lintOk] = passingOutcomes() as [
  CheckOutcome,
  CheckOutcome,
  CheckOutcome,
];
const testsFailed: CheckOutcome = {
  result: failedResult('test'),
  tests: run(41, [
    {
      name: 'test_add',
      message: 'assert 4 == 3',
      detail: 'E assert 4 == 3',
      file: null,
      line: null,
    },
  ]),
};

interface Seen {
  verdict: string;
  reason: string | null;
  summary: string;
  lint: boolean | null;
  typecheck: boolean | null;
}

function seen(
  outcomes: CheckOutcome[],
  lockedHasTests = true,
  anomalies = input().anomalies,
): Seen {
  const { report } = buildReport(input({ outcomes, lockedHasTests, anomalies }));
  return {
    verdict: report.verdict,
    reason: report.unverified_reason,
    summary: report.summary,
    lint: report.lint_clean,
    typecheck: report.type_check_clean,
  };
}

describe('a declared test check that did not run is never ignored by the verdict', () => {
  it.each<[string, CheckOutcome[], Partial<Seen> & { summaryHas?: RegExp }]>([
    [
      'gaming: one folder refused (absolute), the other passes: PARTIAL naming the folder',
      [
        testsOk,
        notRun('test', 'unresolvable', ABSOLUTE, 'tests (refused folder)'),
        typecheckOk,
        lintOk,
      ],
      {
        verdict: 'PARTIAL',
        reason: 'tool-not-installed',
        summaryHas:
          /^tests not run \(tests \(refused folder\): working-directory '\/opt\/b' is absolute; refused/,
      },
    ],
    [
      'gaming: a `cd` out of the repository in the second folder',
      [testsOk, notRun('test', 'unresolvable', CLIMBS), typecheckOk, lintOk],
      {
        verdict: 'PARTIAL',
        summaryHas: /tests not run \(test \(b\): cd \.\.\/other: leaves the repository/,
      },
    ],
    [
      'gaming: a folder named by an expression testlock cannot resolve',
      [testsOk, notRun('test', 'unresolvable', UNKNOWN), typecheckOk, lintOk],
      {
        verdict: 'PARTIAL',
        summaryHas: /steps\.pick\.outputs\.dir .*cannot be resolved outside CI/,
      },
    ],
    [
      'gaming: a folder CI makes in an earlier step (absent at base)',
      [testsOk, notRun('test', 'unresolvable', MISSING), typecheckOk, lintOk],
      { verdict: 'PARTIAL', summaryHas: /'build' does not exist at the base commit/ },
    ],
    [
      'gaming: an unresolvable step without a reason still blocks the PASS',
      [testsOk, notRun('test', 'unresolvable'), typecheckOk, lintOk],
      { verdict: 'PARTIAL', summaryHas: /^tests not run \(test \(b\): unresolvable\)/ },
    ],
    [
      'gaming: the only test check refused: the refusal is the reason, not no-tests',
      [notRun('test', 'unresolvable', ABSOLUTE, 'tests'), typecheckOk, lintOk],
      {
        verdict: 'PARTIAL',
        reason: 'tool-not-installed',
        summaryHas: /^tests not run \(tests: working-directory '\/opt\/b'/,
      },
    ],
    [
      'gaming: the only test check refused, without tests known in the locked set: still the refusal',
      [notRun('test', 'unresolvable', ABSOLUTE, 'tests')],
      {
        verdict: 'PARTIAL',
        reason: 'tool-not-installed',
        summaryHas: /working-directory '\/opt\/b' is absolute/,
      },
    ],
    [
      'gaming: a refused folder and a missing runner: both are said',
      [
        testsOk,
        notRun('test', 'unresolvable', ABSOLUTE),
        notRun('test', 'tool-not-installed', undefined, 'tests (c)'),
      ],
      {
        verdict: 'PARTIAL',
        reason: 'tool-not-installed',
        summaryHas: /\/opt\/b.*\); test runner not installed/,
      },
    ],
    [
      'a failure elsewhere comes first: FAIL, never hidden behind a refusal',
      [testsFailed, notRun('test', 'unresolvable', ABSOLUTE), typecheckOk, lintOk],
      { verdict: 'FAIL', reason: null },
    ],
    [
      'a refused type check beside a failed lint: FAIL for the lint',
      [
        testsOk,
        notRun('typecheck', 'unresolvable', ABSOLUTE),
        { result: failedResult('lint'), diagnostics: [] },
      ],
      { verdict: 'FAIL', typecheck: null, lint: false },
    ],
    [
      'honest: a refused lint step: lint is not applicable, the tests PASS',
      [testsOk, typecheckOk, notRun('lint', 'unresolvable', ABSOLUTE, 'lint')],
      { verdict: 'PASS', reason: null, lint: null, typecheck: true },
    ],
    [
      'honest: a refused type check in a second folder beside a clean one: PASS',
      [testsOk, typecheckOk, notRun('typecheck', 'unresolvable', CLIMBS), lintOk],
      { verdict: 'PASS', typecheck: true },
    ],
    [
      'honest: a refused type check alone: not applicable, PASS',
      [testsOk, notRun('typecheck', 'unresolvable', ABSOLUTE, 'typecheck'), lintOk],
      { verdict: 'PASS', typecheck: null },
    ],
    [
      'honest: no test command declared anywhere (not-configured) stays no-tests',
      [notRun('test', 'not-configured', undefined, 'tests'), typecheckOk, lintOk],
      { verdict: 'PARTIAL', reason: 'no-tests', summaryHas: /^no tests in the locked set/ },
    ],
    [
      'honest: both folders ran and passed: PASS',
      [
        testsOk,
        { ...testsOk, result: result('test', { name: 'tests (b)', cwd: 'b' }) },
        typecheckOk,
        lintOk,
      ],
      { verdict: 'PASS', reason: null, summary: '4 checks passed' },
    ],
  ])('%s', (_name, outcomes, expected) => {
    const { summaryHas, ...fields } = expected;
    const got = seen(outcomes, outcomes.length > 1);
    expect(got).toMatchObject(fields);
    if (summaryHas) expect(got.summary).toMatch(summaryHas);
  });

  it('gaming: a critical anomaly with a refused folder: FAIL under the default policy', () => {
    const got = seen(
      [testsOk, notRun('test', 'unresolvable', ABSOLUTE), typecheckOk, lintOk],
      true,
      [anomaly('test-deleted')],
    );
    expect(got.verdict).toBe('FAIL');
  });

  it('the reason is one line: a newline or a control character in a folder name stays visible', () => {
    const hostile =
      "working-directory '/opt/a\nPASS\u001b[32m' is absolute; refused, never run elsewhere";
    const { summary } = seen([testsOk, notRun('test', 'unresolvable', hostile)]);
    expect(summary).not.toContain('\n');
    expect(summary).not.toContain('\u001b');
    expect(summary).toMatch(/\/opt\/a PASS/);
  });

  it('a flood of reason text is clipped', () => {
    const { summary } = seen([
      testsOk,
      notRun('test', 'unresolvable', `working-directory '/${'x'.repeat(5000)}'`),
    ]);
    expect(summary.length).toBeLessThan(400);
  });
});
