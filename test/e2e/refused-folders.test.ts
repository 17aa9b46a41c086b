// End to end with real pytest: a CI that tests two folders, one of them in a folder testlock
// refuses (absolute, out of the repository). Part of CI's suite then never runs, so the verdict is
// PARTIAL naming the folder, never PASS; the honest twin whose two folders both run passes. A CI
// line `cd "$GITHUB_WORKSPACE/..."` runs in the locked tree, not in the runner's checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const CONFIG = 'checks:\n  typecheck: false\n  lint: false\n';
const CALC = (op: string, note = ''): string => `${note}def add(x, y):\n    return x ${op} y\n`;
const MUL = (op: string, note = ''): string => `${note}def mul(x, y):\n    return x ${op} y\n`;
const FILES = {
  'a/calc.py': CALC('+'),
  'a/test_calc.py': 'from calc import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
  'b/mul.py': MUL('*'),
  'b/test_mul.py': 'from mul import mul\n\n\ndef test_mul():\n    assert mul(2, 3) == 6\n',
  '.github/testlock.yml': CONFIG,
};

/** A pull_request workflow whose one job runs `steps` (indented six spaces). */
const ci = (steps: string): string =>
  `name: ci\non:\n  pull_request:\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n${steps}`;
const IN_A = '      - run: pytest -q\n        working-directory: a\n';
const IN = (dir: string): string => `      - run: pytest -q\n        working-directory: ${dir}\n`;

/** A repository with the two folders and `workflow`, and the branches every case uses. */
function repoWith(workflow: string): TempRepo {
  const repo = createRepo({ ...FILES, '.github/workflows/ci.yml': workflow });
  repo.commit('base');
  const branch = (name: string, files: Record<string, string>): void => {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write(files);
    repo.commit(name);
  };
  branch('honest', {
    'a/calc.py': CALC('+', '# Adds.\n'),
    'b/mul.py': MUL('*', '# Multiplies.\n'),
  });
  branch('b-broken', { 'b/mul.py': MUL('+') });
  repo.git('checkout', '-q', '-b', 'b-deleted', 'main');
  repo.remove('b/mul.py', 'b/test_mul.py');
  repo.commit('b-deleted');
  repo.git('checkout', '-q', 'main');
  return repo;
}

let refused: TempRepo;
let fine: TempRepo;
let onlyRefused: TempRepo;

beforeAll(() => {
  refused = repoWith(ci(`${IN_A}${IN('/opt/b')}`));
  fine = repoWith(ci(`${IN_A}${IN('b')}`));
  onlyRefused = repoWith(ci(IN('../b')));
});

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const testChecks = (
  checks: ReadonlyArray<{ kind: string; name: string; skipped: string | null; ok: boolean }>,
) =>
  checks
    .filter((c) => c.kind === 'test')
    .map((c) => `${c.name} ${c.skipped ?? (c.ok ? 'ok' : 'failed')}`);

describe('CI tests two folders, one refused', () => {
  it('gaming: the refused folder is not run, so the passing folder cannot give PASS', async () => {
    const { report, code, stderr } = await verifyInProcess(refused.dir, 'honest');
    expect(testChecks(report.checks)).toEqual(['tests ok', 'tests (refused folder) unresolvable']);
    expect(report.verdict).toBe('PARTIAL');
    expect(report.unverified_reason).toBe('tool-not-installed');
    expect(report.verified).toBe(false);
    expect(report.summary).toMatch(
      /^tests not run \(tests \(refused folder\): working-directory '\/opt\/b' is absolute; refused/,
    );
    expect(report.tests_run).toBe(1);
    expect(code).toBe(1);
    expect(stderr).toMatch(/PARTIAL: UNVERIFIED/);
  }, 240_000);

  it('gaming: the code only the refused folder tests is broken: PARTIAL, never PASS', async () => {
    const { report } = await verifyInProcess(refused.dir, 'b-broken');
    expect(report.verdict).toBe('PARTIAL');
    expect(report.summary).toMatch(/'\/opt\/b' is absolute/);
  }, 240_000);

  it('the only test check refused: the refusal is the reason, not "no tests"', async () => {
    const { report } = await verifyInProcess(onlyRefused.dir, 'honest');
    expect(report.verdict).toBe('PARTIAL');
    expect(report.has_tests).toBe(true);
    expect(report.summary).toMatch(
      /^tests not run \(tests: working-directory '\.\.\/b' leaves the repository/,
    );
    expect(report.summary).not.toMatch(/no tests/);
  }, 240_000);
});

describe('the honest twin: both folders run', () => {
  it('honest: comments in both folders pass, and both folders ran', async () => {
    const { report } = await verifyInProcess(fine.dir, 'honest');
    expect(testChecks(report.checks)).toEqual(['tests ok', 'tests (b) ok']);
    expect(report.tests_run).toBe(2);
    expect(report.verdict).toBe('PASS');
  }, 240_000);

  it('gaming: the second folder broken fails (its tests ran)', async () => {
    const { report } = await verifyInProcess(fine.dir, 'b-broken');
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toMatch(/test_mul/);
  }, 240_000);
});

describe('a folder CI tests, deleted by the pull request', () => {
  it('gaming: not a refusal: the base test is restored, fails without its code, never PASS', async () => {
    // Under `warn` test-deleted alone does not fail the gate: the restored test does.
    const { report } = await verifyInProcess(fine.dir, 'b-deleted', ['--on-test-change', 'warn']);
    expect(report.verdict).toBe('FAIL');
    expect(report.anomalies).toContainEqual(
      expect.objectContaining({ kind: 'test-deleted', path: 'b/test_mul.py' }),
    );
    expect(testChecks(report.checks)).toEqual(['tests ok', 'tests (b) failed']);
  }, 240_000);
});

describe('`cd "$GITHUB_WORKSPACE/$PKG"` in a CI step', () => {
  it('gaming: runs the base test in the locked tree, not the PR-edited one in the checkout', async () => {
    const repo = repoWith(
      ci(
        `${IN_A}      - run: |\n          cd "$GITHUB_WORKSPACE/$PKG"\n          pytest -q\n        env:\n          PKG: b\n`,
      ),
    );
    // The runner's checkout holds the PR: broken code and a test edited to match it.
    repo.git('checkout', '-q', '-b', 'b-edited', 'main');
    repo.write({
      'b/mul.py': MUL('+'),
      'b/test_mul.py': 'from mul import mul\n\n\ndef test_mul():\n    assert mul(2, 2) == 4\n',
    });
    repo.commit('b-edited');
    const saved = process.env.GITHUB_WORKSPACE;
    process.env.GITHUB_WORKSPACE = repo.dir;
    try {
      // Under `warn` the edited test alone does not fail the gate: only the base test can.
      const { report } = await verifyInProcess(repo.dir, 'b-edited', ['--on-test-change', 'warn']);
      expect(report.verdict).toBe('FAIL');
      expect(report.confidence_qualifier).toMatch(/test_mul.*5 == 6/);
    } finally {
      if (saved === undefined) delete process.env.GITHUB_WORKSPACE;
      else process.env.GITHUB_WORKSPACE = saved;
    }
  }, 240_000);
});
