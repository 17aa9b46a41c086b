// Golden files a reviewer reads as diffs: the check-run summary and text, the annotations, the
// PR comment, the verdict text and the evidence bundle per case, and the plan text. `UPDATE_GOLDEN=1 npx vitest run test/core/render/golden.test.ts` rewrites them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES, renderEvidence } from '../../../src/core/evidence/render-evidence.js';
import type { Allowance } from '../../../src/core/model/allowance.js';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import type { PlanData } from '../../../src/core/model/plan.js';
import type { Report } from '../../../src/core/model/report.js';
import type { Diagnostic, TestFailure } from '../../../src/core/model/results.js';
import { buildAnnotations } from '../../../src/core/render/annotations.js';
import {
  CHECK_RUN_TEXT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderCheckOutput,
  renderSummary,
} from '../../../src/core/render/markdown-summary.js';
import { planText } from '../../../src/core/render/plan-text.js';
import { renderComment } from '../../../src/core/render/pr-comment.js';
import { readingOf } from '../../../src/core/render/reading.js';
import type { SummaryFacts } from '../../../src/core/render/summary-input.js';
import { verdictText } from '../../../src/core/render/verdict-text.js';
import {
  BASE_SHA,
  GAMING_ANOMALY,
  HEAD_SHA,
  outcomeFor,
  type Scenario,
  testFailure,
  typeError,
} from '../../action/reports.js';

const UPDATE = process.env.UPDATE_GOLDEN === '1';

function golden(name: string, actual: string): void {
  const file = fileURLToPath(new URL(`golden/${name}`, import.meta.url));
  if (UPDATE) {
    writeFileSync(file, actual);
    return;
  }
  expect(existsSync(file), `${name} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
  expect(actual, `${name} differs: review, then run with UPDATE_GOLDEN=1`).toBe(
    readFileSync(file, 'utf8'),
  );
}

const HARNESS: Anomaly = {
  kind: 'harness-modified',
  severity: 'critical',
  path: 'pytest.ini',
  line: 3,
  detail: 'pytest.ini modified: addopts = -q -> addopts = -q -k "not burst"',
};
const MODIFIED: Anomaly = { ...GAMING_ANOMALY, kind: 'test-modified' };
const ADDED: Anomaly = {
  kind: 'test-added',
  severity: 'info',
  path: 'tests/test_burst_window.py',
  line: null,
  detail:
    'the PR adds a test file: left out of the locked run, its tests run against the PR in the second pass',
};
const INFO: Anomaly = {
  kind: 'coverage-unmeasured',
  severity: 'info',
  path: '',
  line: null,
  detail: 'coverage.py is not installed',
};

interface Case {
  scenario: Scenario;
  label?: boolean;
  /** A fork's pull request: no check run, no links to post beside it; the job summary is all. */
  fork?: boolean;
  /** What the run added to the report after the verdict (the `--baseline` note). */
  extra?: Partial<Report>;
  /** Judged by the App (an uploaded report, its button and comment), allowed by this approval. */
  app?: { approval: Allowance | null };
}

const LINT: Diagnostic = {
  tool: 'ruff',
  file: 'src/limiter.py',
  line: 3,
  column: 1,
  message: 'F401 `os` imported but unused',
  text: 'src/limiter.py:3:1: F401 [*] `os` imported but unused',
};

const PYTEST_OUTPUT = [
  '============================= test session starts ==============================',
  'collected 11 items',
  '',
  'tests/test_limits.py F..........                                         [100%]',
  '',
  '=================================== FAILURES ===================================',
  '______________________________ test_burst_1 ______________________________',
  '/tmp/testlock-locked-Ab12Cd/tests/test_limits.py:11: AssertionError',
  '=========================== short test summary info ============================',
  'FAILED tests/test_limits.py::test_burst_1 - AssertionError: assert 101 <= 100',
  '========================= 1 failed, 10 passed in 0.12s =========================',
].join('\n');

const CASES: Record<string, Case> = {
  'honest-pass': { scenario: { anomalies: [INFO] } },
  'pass-with-new-tests': { scenario: { anomalies: [ADDED, INFO] } },
  'app-approved': {
    scenario: { anomalies: [MODIFIED, GAMING_ANOMALY] },
    app: {
      approval: {
        by: 'approval',
        login: 'maya',
        permission: 'maintain',
        at: '2024-05-01T10:00:00.000Z',
        via: 'button',
      },
    },
  },
  'gaming-only': { scenario: { anomalies: [MODIFIED, GAMING_ANOMALY, HARNESS] } },
  'gaming-and-failure': {
    scenario: { anomalies: [MODIFIED, GAMING_ANOMALY], failures: [testFailure(1)] },
  },
  'many-failures': {
    scenario: { failures: Array.from({ length: 120 }, (_, i): TestFailure => testFailure(i)) },
  },
  'label-allowed': { scenario: { anomalies: [GAMING_ANOMALY] }, label: true },
  'no-tests': { scenario: { noTests: true } },
  'type-and-lint-errors': {
    scenario: { diagnostics: [...Array.from({ length: 60 }, (_, i) => typeError(i)), LINT] },
  },
  baseline: {
    scenario: { failures: [testFailure(1), testFailure(2), testFailure(3)] },
    extra: {
      baseline: {
        failed_at_base: ['tests/test_limits.py::test_burst_2'],
        pre_existing: ['tests/test_limits.py::test_burst_2'],
        new_failures: ['tests/test_limits.py::test_burst_1', 'tests/test_limits.py::test_burst_3'],
      },
    },
  },
  fork: {
    scenario: {
      anomalies: [GAMING_ANOMALY],
      failures: [testFailure(1)],
      testOutput: PYTEST_OUTPUT,
    },
    fork: true,
  },
};

function factsFor(
  report: Report,
  c: Case,
  failures: readonly TestFailure[],
  diagnostics: readonly Diagnostic[],
): SummaryFacts {
  return {
    report,
    conclusion: report.verdict === 'PASS' ? 'success' : 'failure',
    reading: readingOf({
      report,
      errors: diagnostics.length,
      allowance:
        c.app?.approval ??
        (c.label === true ? { by: 'label', label: 'testlock:allow-test-changes' } : null),
      policy: 'fail',
    }),
    allowLabel: 'testlock:allow-test-changes',
    ...(c.app ? { appApprovals: true } : {}),
    annotationsOmitted: 0,
    annotationLimit: 200,
    fromUploadedReport: c.app !== undefined,
    // The App knows no run log or docs of the workflow's testlock: it links nothing.
    links: c.app
      ? null
      : {
          server: 'https://github.com',
          repository: 'octo/app',
          runId: '4242',
          docs: 'https://github.com/octo/testlock/blob/v1/docs/anomalies.md',
          checkRun: c.fork === true ? null : 'https://github.com/octo/app/runs/99',
        },
    failures,
    diagnostics,
  };
}

function changed(path: string, cls: ChangedFile['class'], rule: string): ChangedFile {
  return {
    status: 'modified',
    path,
    oldPath: null,
    similarity: null,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: '1'.repeat(40),
    newBlob: '2'.repeat(40),
    class: cls,
    oldClass: cls,
    ecosystem: 'python',
    rule,
  };
}

const CHANGES: ChangedFile[] = [
  changed('src/limiter.py', 'source', 'source'),
  changed('tests/test_limits.py', 'test', 'python:test_*.py'),
  changed('pytest.ini', 'harness', 'python:pytest.ini'),
];

const DIFF = [
  'diff --git a/src/limiter.py b/src/limiter.py',
  '--- a/src/limiter.py',
  '+++ b/src/limiter.py',
  '@@ -1,2 +1,2 @@',
  ' def admit(n):',
  '-    return n <= 100',
  '+    return n <= 1000',
  'diff --git a/tests/test_limits.py b/tests/test_limits.py',
  '--- a/tests/test_limits.py',
  '+++ b/tests/test_limits.py',
  '@@ -10,3 +10,3 @@',
  ' def test_burst_1():',
  '-    assert admitted <= 100',
  '+    assert admitted <= 1000',
  'diff --git a/pytest.ini b/pytest.ini',
  '--- a/pytest.ini',
  '+++ b/pytest.ini',
  '@@ -3 +3 @@',
  '-addopts = -q',
  '+addopts = -q -k "not burst"',
  '',
].join('\n');

const PLAN: PlanData = {
  branchId: 'feature/rate-limit',
  baseSha: BASE_SHA,
  headSha: HEAD_SHA,
  baseRef: 'origin/main',
  changes: CHANGES,
  anomalies: [MODIFIED, GAMING_ANOMALY, HARNESS],
  locked: {
    restored: ['pytest.ini', 'tests/test_limits.py'],
    removed: ['tests/test_new.py'],
    merged: [],
    spliced: [],
    unspliced: [],
  },
  checks: [
    {
      name: 'tests',
      kind: 'test',
      command: 'bash',
      args: ['-c', 'make test'],
      script: 'make test',
      cwd: '',
      env: {},
      source: '.github/workflows/ci.yml jobs.test.steps[2]',
      origin: 'ci',
      reason: 'runs on pull_request; ranked over .github/workflows/fuzz.yml (fuzzing)',
      skipped: null,
    },
    {
      name: 'lint',
      kind: 'lint',
      command: 'ruff',
      args: ['check', '.'],
      script: 'ruff check .',
      cwd: '',
      env: {},
      source: 'convention (ruff.toml)',
      origin: 'manifest',
      skipped: null,
    },
    {
      name: 'typecheck',
      kind: 'typecheck',
      command: 'mypy',
      args: ['.'],
      script: 'mypy .',
      cwd: '',
      env: {},
      source: 'convention ([tool.mypy])',
      origin: 'ci',
      reason: 'mypy not installed',
      skipped: 'tool-not-installed',
    },
  ],
  followed: [
    {
      path: 'Makefile',
      check: 'test (.github/workflows/ci.yml jobs.test.steps[2])',
      via: [],
      how: 'runs',
      atBase: true,
      locked: true,
      note: null,
    },
  ],
  warnings: [],
};

/** The plan of a mixed repository: the same, with a migration folder whose PR adds one. */
const PLAN_WITH_MIGRATIONS: PlanData = {
  ...PLAN,
  migrations: [
    {
      tool: 'golang-migrate',
      folder: 'db/migrations',
      source: '.github/workflows/ci.yml jobs.test.steps[1]: migrate -path db/migrations up',
      engine: 'postgres',
      engineBecause: 'services: postgres in .github/workflows/ci.yml jobs.test',
      base: [{ id: '1', name: '0001_users', files: [], up: null, down: null }],
      added: [{ id: '2', name: '0002_email', files: [], up: null, down: null }],
      steps: {
        base: {
          kind: 'sql',
          scripts: [{ path: 'db/migrations/0001_users.up.sql', sql: '', transaction: true }],
        },
        up: {
          kind: 'sql',
          scripts: [{ path: 'db/migrations/0002_email.up.sql', sql: '', transaction: true }],
        },
        down: {
          kind: 'sql',
          scripts: [{ path: 'db/migrations/0002_email.down.sql', sql: '', transaction: false }],
        },
      },
      missingDown: [],
      skip: null,
      jobDatabase: {
        url: 'postgres://postgres@localhost/app',
        source: '.github/workflows/ci.yml jobs.test',
      },
      lint: { config: '.sqlfluff', skipped: null, reason: 'configured in .sqlfluff' },
    },
  ],
};

/** The counts a page states: test changes in the title, the state line, the table's heading and rows. */
function statedCounts(page: string): Record<string, number> {
  const lines = page.split('\n');
  const heading = lines.findIndex((line) => line.startsWith('## testlock '));
  const changes = (line: string | undefined): number =>
    Number(/(\d+) test changes?/.exec(line ?? '')?.[1] ?? 0);
  const table = /^### Findings \(\d+\): (\d+) critical/m.exec(page);
  const rows = lines.filter((line) => line.startsWith('| critical |')).length;
  return {
    title: changes(lines[heading]),
    'state line': changes(lines[heading + 2]),
    'table heading': Number(table?.[1] ?? 0),
    'table rows': rows,
  };
}

/** The failed tests a page states: `N of M failed` in the title, `M run · … N failed` in the facts. */
function statedFailures(page: string): { title: string | null; facts: string | null } {
  const title = /^## testlock .*?(\d+) of (\d+) failed/m.exec(page);
  const facts =
    /\| (\d+) run · \d+ passed · (\d+) failed/.exec(page) ??
    /\*\*Tests \(locked set\)\*\* (\d+) run · (\d+) failed/.exec(page);
  return {
    title: title === null ? null : `${title[1]}/${title[2]}`,
    facts: facts === null || facts[2] === '0' ? null : `${facts[2]}/${facts[1]}`,
  };
}

describe('golden renderings', () => {
  it('plan text', () => {
    golden('plan.txt', planText(PLAN));
  });

  it('plan text with migrations', () => {
    golden('plan-migrations.txt', planText(PLAN_WITH_MIGRATIONS));
  });

  for (const [name, c] of Object.entries(CASES)) {
    it(name, () => {
      const allowed = c.label === true || (c.app?.approval ?? null) !== null;
      const built = outcomeFor(c.scenario, { allowTestChanges: allowed });
      const outcome = { ...built, report: { ...built.report, ...c.extra } };
      const facts = factsFor(outcome.report, c, outcome.failures, outcome.diagnostics);
      golden(`${name}.verdict.txt`, verdictText(outcome.report, facts.reading));
      golden(
        `${name}.evidence.md`,
        renderEvidence({
          report: outcome.report,
          changes: CHANGES,
          diff: DIFF,
          nonce: 'golden0nonce0f00',
          maxBytes: EVIDENCE_MAX_BYTES,
        }),
      );
      golden(
        `${name}.job-summary.md`,
        renderSummary(facts, JOB_SUMMARY_LIMIT, { outputTails: true }),
      );
      if (c.fork === true) return;
      golden(`${name}.summary.md`, renderSummary(facts, CHECK_RUN_TEXT_LIMIT));
      golden(
        `${name}.text.md`,
        renderCheckOutput(outcome.report, CHECK_RUN_TEXT_LIMIT) ?? '(none)\n',
      );
      golden(`${name}.comment.md`, renderComment(facts, 'testlock', 65_536));
      // One list of findings feeds every count: title, state line, table heading and rows agree,
      // on the check run and in the comment, and the title's failures are the facts table's.
      const critical = outcome.report.anomalies.some((a) => a.severity === 'critical');
      for (const page of [
        renderSummary(facts, CHECK_RUN_TEXT_LIMIT),
        renderComment(facts, 'testlock', 65_536),
      ]) {
        const counts = Object.values(statedCounts(page));
        expect(new Set(counts).size, JSON.stringify(statedCounts(page))).toBe(1);
        expect(counts[0] !== 0).toBe(critical);
        const failed = statedFailures(page);
        expect(failed.title).toBe(failed.facts);
      }
      const plan = buildAnnotations(
        { ...outcome, anomalies: outcome.report.anomalies, allowed },
        [],
        200,
      );
      golden(`${name}.annotations.json`, `${JSON.stringify(plan.annotations, null, 2)}\n`);
    });
  }
});
