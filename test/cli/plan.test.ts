// Acceptance of `testlock plan` (issues 2 and 3) through the real CLI on real temporary repos:
// exact anomalies, locked-tree decisions and discovered checks, read from the base commit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlanJson } from '../../src/core/render/plan-json.js';
import { type CliRun, cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';

afterAll(() => cleanupRepos());

/** `testlock plan --json -` on `repo`, base `main`, head `HEAD`; asserts success. */
async function planOf(repo: TempRepo): Promise<PlanJson> {
  const run = await cli(['plan', '--base', 'main', '--json', '-'], repo.dir);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as PlanJson;
}

/** A repo with `base` committed on main and `head` committed on branch `pr` (checked out). */
function pr(
  base: Record<string, string>,
  head: Record<string, string>,
  removed: string[] = [],
): { repo: TempRepo; baseSha: string; headSha: string } {
  const repo = createRepo(base);
  const baseSha = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(head);
  if (removed.length > 0) repo.remove(...removed);
  const headSha = repo.commit('pr');
  return { repo, baseSha, headSha };
}

const PY_BASE = `import pytest


def test_limit():
    assert 100 <= 100
`;
const PY_SKIPPED = `import pytest


@pytest.mark.skip(reason="flaky")
def test_limit():
    assert 100 <= 100
`;

describe('testlock plan: anomalies of gaming pull requests (issue 2)', () => {
  it('reports an added @pytest.mark.skip at the line of the decorator in the head version', async () => {
    const { repo, baseSha, headSha } = pr(
      { 'pyproject.toml': '[project]\nname = "x"\n', 'tests/test_limits.py': PY_BASE },
      { 'tests/test_limits.py': PY_SKIPPED },
    );
    const plan = await planOf(repo);
    expect(plan.schema_version).toBe(1);
    expect(plan.base_sha).toBe(baseSha);
    expect(plan.head_sha).toBe(headSha);
    expect(plan.branch_id).toBe('pr');
    expect(plan.changes).toEqual([
      {
        path: 'tests/test_limits.py',
        old_path: null,
        status: 'modified',
        class: 'test',
        ecosystem: 'python',
        rule: 'python:test_*.py',
      },
    ]);
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.severity])).toEqual([
      ['test-modified', 'tests/test_limits.py', 4, 'critical'],
      ['skip-marker-added', 'tests/test_limits.py', 4, 'critical'],
    ]);
    expect(plan.locked).toEqual({
      restored: ['tests/test_limits.py'],
      removed: [],
      merged: [],
      spliced: [],
      unspliced: [],
    });
  });

  it('reports a deleted Go test and restores it', async () => {
    const { repo } = pr(
      {
        'go.mod': 'module example.com/limits\n\ngo 1.22\n',
        'limits.go': 'package limits\n\nconst Limit = 100\n',
        'limits_test.go':
          'package limits\n\nimport "testing"\n\nfunc TestLimit(t *testing.T) {\n\tif Limit != 100 {\n\t\tt.Fatal(Limit)\n\t}\n}\n',
      },
      {},
      ['limits_test.go'],
    );
    const plan = await planOf(repo);
    expect(plan.changes).toEqual([
      {
        path: 'limits_test.go',
        old_path: null,
        status: 'deleted',
        class: 'test',
        ecosystem: 'go',
        rule: 'go:*_test.go',
      },
    ]);
    expect(plan.anomalies).toEqual([
      {
        kind: 'test-deleted',
        severity: 'critical',
        path: 'limits_test.go',
        line: null,
        detail: 'test file deleted (restored from base)',
      },
    ]);
    expect(plan.locked).toEqual({
      restored: ['limits_test.go'],
      removed: [],
      merged: [],
      spliced: [],
      unspliced: [],
    });
  });

  it('reports a renamed Jest test at its base path and leaves the new path out', async () => {
    const test =
      "const { sum } = require('../src/sum');\n\ntest('adds', () => {\n  expect(sum(1, 2)).toBe(3);\n});\n";
    const repo = createRepo({
      'package.json': '{ "name": "x", "scripts": { "test": "jest" } }\n',
      'src/sum.js': 'exports.sum = (a, b) => a + b;\n',
      'src/sum.test.js': test,
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    mkdirSync(join(repo.dir, 'test'));
    repo.git('mv', 'src/sum.test.js', 'test/sum.test.js');
    repo.commit('move');
    const plan = await planOf(repo);
    expect(plan.changes).toEqual([
      {
        path: 'test/sum.test.js',
        old_path: 'src/sum.test.js',
        status: 'renamed',
        class: 'test',
        ecosystem: 'javascript',
        rule: 'javascript:*.test.*',
      },
    ]);
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.severity])).toEqual([
      ['test-renamed', 'src/sum.test.js', null, 'critical'],
    ]);
    expect(plan.anomalies[0]?.detail).toBe(
      'renamed to test/sum.test.js (100% similar); base path restored, test/sum.test.js left out of the run',
    );
    expect(plan.locked).toEqual({
      restored: ['src/sum.test.js'],
      removed: ['test/sum.test.js'],
      merged: [],
      spliced: [],
      unspliced: [],
    });
  });

  it('reports a PR-added conftest.py as harness and removes it from the locked tree', async () => {
    const { repo } = pr(
      {
        'pyproject.toml': '[project]\nname = "x"\n',
        'tests/test_a.py': 'def test_a():\n    assert True\n',
      },
      { 'conftest.py': 'import pytest\n\ncollect_ignore = ["tests"]\n' },
    );
    const plan = await planOf(repo);
    expect(plan.changes).toEqual([
      {
        path: 'conftest.py',
        old_path: null,
        status: 'added',
        class: 'harness',
        ecosystem: 'python',
        rule: 'python:conftest.py',
      },
    ]);
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.severity])).toEqual([
      ['harness-added', 'conftest.py', null, 'critical'],
    ]);
    expect(plan.locked).toEqual({
      restored: [],
      removed: ['conftest.py'],
      merged: [],
      spliced: [],
      unspliced: [],
    });
  });

  it('reports a changed package.json test script, and not a dependency-only change', async () => {
    const manifest = (test: string, dep: string): string =>
      `${JSON.stringify({ name: 'x', scripts: { test }, dependencies: { left: dep } }, null, 2)}\n`;
    const scripted = pr(
      { 'package.json': manifest('vitest run', '1.0.0'), 'src/a.js': 'export const a = 1;\n' },
      { 'package.json': manifest('vitest run --passWithNoTests || true', '1.0.0') },
    );
    const plan = await planOf(scripted.repo);
    expect(plan.changes).toEqual([
      {
        path: 'package.json',
        old_path: null,
        status: 'modified',
        class: 'harness',
        ecosystem: 'javascript',
        rule: 'javascript:package.json (scripts; dependencies too)',
      },
    ]);
    // Placed on the changed script line (issue 13), shown before -> after.
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.severity, a.detail])).toEqual([
      [
        'harness-modified',
        'package.json',
        4,
        'critical',
        'package.json modified: "test": "vitest run" -> "test": "vitest run --passWithNoTests || true"',
      ],
    ]);
    expect(plan.locked).toEqual({
      restored: [],
      removed: [],
      merged: ['package.json'],
      spliced: [],
      unspliced: [],
    });

    const bumped = pr(
      { 'package.json': manifest('vitest run', '1.0.0'), 'src/a.js': 'export const a = 1;\n' },
      { 'package.json': manifest('vitest run', '2.0.0') },
    );
    const bump = await planOf(bumped.repo);
    expect(bump.changes.map((c) => [c.path, c.status])).toEqual([['package.json', 'modified']]);
    expect(bump.anomalies).toEqual([]);
  });

  it('reports an edit inside a Rust #[cfg(test)] block with its line', async () => {
    const lib = (expected: number): string => `pub fn limit() -> u32 {
    100
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limit_is_100() {
        assert_eq!(limit(), ${expected});
    }
}
`;
    const { repo } = pr(
      {
        'Cargo.toml': '[package]\nname = "x"\nversion = "0.1.0"\nedition = "2021"\n',
        'src/lib.rs': lib(100),
      },
      { 'src/lib.rs': lib(1000) },
    );
    const plan = await planOf(repo);
    expect(plan.changes).toEqual([
      {
        path: 'src/lib.rs',
        old_path: null,
        status: 'modified',
        class: 'source',
        ecosystem: 'rust',
        rule: 'rust:*.rs',
      },
    ]);
    // The changed expected value inside the block is also an assertion change, at the same line.
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.severity])).toEqual([
      ['assertion-removed', 'src/lib.rs', 11, 'critical'],
      ['inline-test-modified', 'src/lib.rs', 11, 'critical'],
    ]);
    // The source stays the PR's; its test module is spliced back from base (issue 10 item 6).
    expect(plan.locked).toEqual({
      restored: [],
      removed: [],
      merged: [],
      spliced: ['src/lib.rs'],
      unspliced: [],
    });
  });

  it('keeps paths with a space and a newline exact in changes and anomalies', async () => {
    const space = 'tests/test with space.py';
    const newline = 'tests/test_new\nline.py';
    const rule = 'python:test_*.py';
    const { repo } = pr(
      {
        'pyproject.toml': '[project]\nname = "x"\n',
        [space]: 'def test_a():\n    assert 1 == 1\n',
        [newline]: 'def test_b():\n    assert 2 == 2\n',
      },
      {
        [space]: 'def test_a():\n    assert 1 == 1\n\n\ndef test_c():\n    pass\n',
        [newline]: 'def test_b():\n    assert 2 == 2\n\n\ndef test_d():\n    pass\n',
      },
    );
    const plan = await planOf(repo);
    expect(plan.changes).toEqual([
      {
        path: space,
        old_path: null,
        status: 'modified',
        class: 'test',
        ecosystem: 'python',
        rule: 'python:tests/',
      },
      {
        path: newline,
        old_path: null,
        status: 'modified',
        class: 'test',
        ecosystem: 'python',
        rule,
      },
    ]);
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.severity])).toEqual([
      ['test-modified', space, 3, 'critical'],
      ['test-modified', newline, 3, 'critical'],
    ]);
    expect(plan.locked).toEqual({
      restored: [space, newline].sort(),
      removed: [],
      merged: [],
      spliced: [],
      unspliced: [],
    });
  });

  it('fetches and deepens a shallow single-branch clone to find the merge base', async () => {
    const origin = createRepo({ 'tests/test_a.py': 'def test_a():\n    assert 1 == 1\n' });
    origin.commit('c1');
    origin.write({ 'src/a.py': 'A = 1\n' });
    const fork = origin.commit('c2');
    origin.git('checkout', '-q', '-b', 'pr');
    origin.write({ 'tests/test_a.py': 'def test_a():\n    assert 1 == 2\n' });
    origin.commit('c3');
    origin.write({ 'src/b.py': 'B = 1\n' });
    const headSha = origin.commit('c4');
    origin.git('checkout', '-q', 'main');
    origin.write({ 'src/c.py': 'C = 1\n' });
    origin.commit('c5: main moves on');

    const parent = mkdtempSync(join(tmpdir(), 'testlock-test-clone-'));
    try {
      const clone = join(parent, 'clone');
      execFileSync(
        'git',
        [
          'clone',
          '-q',
          '--depth',
          '1',
          '--single-branch',
          '--branch',
          'pr',
          `file://${origin.dir}`,
          clone,
        ],
        { stdio: 'pipe' },
      );
      const shallow = (): string =>
        execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
          cwd: clone,
          encoding: 'utf8',
        });
      expect(shallow()).toBe('true\n');
      const run = await cli(['plan', '--base', 'main', '--json', '-'], clone);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const plan = JSON.parse(run.stdout) as PlanJson;
      expect(plan.base_sha).toBe(fork);
      expect(plan.head_sha).toBe(headSha);
      expect(plan.changes.map((c) => [c.path, c.status])).toEqual([
        ['src/b.py', 'added'],
        ['tests/test_a.py', 'modified'],
      ]);
      expect(plan.anomalies.map((a) => [a.kind, a.path, a.line])).toEqual([
        ['test-modified', 'tests/test_a.py', 2],
        ['assertion-removed', 'tests/test_a.py', 2],
      ]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('testlock plan: configuration is read from base (issue 2)', () => {
  it('ignores a .github/testlock.yml the PR adds, and reports it as harness', async () => {
    const { repo } = pr(
      {
        'package.json': `${JSON.stringify({ name: 'x', scripts: { test: 'node --test' } })}\n`,
        'test/a.test.js': "require('node:assert').ok(true);\n",
      },
      {
        // Valid, and would both hide the test change and replace the test command if it counted.
        '.github/testlock.yml':
          "version: 1\ntests:\n  exclude: ['test/**']\nchecks:\n  test:\n    run: 'true'\n",
        'test/a.test.js': "require('node:assert').ok(1);\n",
      },
    );
    const plan = await planOf(repo);
    expect(plan.anomalies.map((a) => [a.kind, a.path])).toEqual([
      ['harness-added', '.github/testlock.yml'],
      ['test-modified', 'test/a.test.js'],
    ]);
    expect(plan.locked).toEqual({
      restored: ['test/a.test.js'],
      removed: ['.github/testlock.yml'],
      merged: [],
      spliced: [],
      unspliced: [],
    });
    const test = plan.checks.find((c) => c.kind === 'test');
    expect([test?.command, test?.args, test?.script, test?.source]).toEqual([
      'npm',
      ['test'],
      'node --test',
      'package.json scripts.test',
    ]);
  });

  it('a config the PR adds is not even parsed: an invalid one does not fail the plan', async () => {
    const { repo } = pr({ 'a.txt': '1\n' }, { '.github/testlock.yml': 'version: 1\nbogus: [\n' });
    const plan = await planOf(repo);
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line])).toEqual([
      ['harness-added', '.github/testlock.yml', null],
    ]);
    expect(plan.locked.removed).toEqual(['.github/testlock.yml']);
  });
});

/** Runs the bundled CLI as a child process with its own TMPDIR. */
function runBundle(args: string[], cwd: string, env: Record<string, string> = {}): CliRun {
  const bundle = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');
  try {
    const stdout = execFileSync(process.execPath, [bundle, ...args], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...hostEnv(), ...env },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

const NODE_ADD_TEST = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import { add } from '../src/add.js';

test('adds', () => {
  assert.equal(add(2, 2), 4);
});
`;

function nodeManifest(test: string): string {
  return `${JSON.stringify({ name: 'x', type: 'module', scripts: { test } }, null, 2)}\n`;
}

describe("the user's checkout is never touched (issue 2)", () => {
  it('plan and verify leave status, worktrees and the temp folder as they were', async () => {
    const { repo } = pr(
      {
        'package.json': nodeManifest('node --test'),
        'src/add.js': 'export const add = (a, b) => a + b;\n',
        'test/add.test.js': NODE_ADD_TEST,
      },
      { 'src/add.js': 'export const add = (a, b) => b + a;\n' },
    );
    // A local edit to a tracked file, and an untracked file, both uncommitted.
    repo.write({
      'src/add.js': 'export const add = (a, b) => a + b; // wip\n',
      'notes.txt': 'todo\n',
    });
    const state = (): [string, string] => [
      repo.git('status', '--porcelain', '-z', '--untracked-files=all'),
      repo.git('worktree', 'list', '--porcelain'),
    ];
    const before = state();
    expect(before[0]).toBe(' M src/add.js\0?? notes.txt\0');
    expect(before[1].match(/^worktree /gm)).toHaveLength(1);

    const temp = mkdtempSync(join(tmpdir(), 'testlock-test-tmp-'));
    // What testlock leaves behind; Node 22+ keeps its own compile cache in the temp folder.
    const leftovers = (): string[] =>
      readdirSync(temp).filter((name) => name !== 'node-compile-cache');
    const savedTmp = process.env.TMPDIR;
    try {
      process.env.TMPDIR = temp;
      expect(tmpdir()).toBe(temp);
      const plan = await cli(['plan', '--base', 'main', '--json', '-'], repo.dir);
      expect(plan.code).toBe(0);
      expect(state()).toEqual(before);

      const inProcess = await cli(['verify', '--base', 'main', '--json', '-'], repo.dir);
      const report = JSON.parse(inProcess.stdout) as { verdict: string; tests_passed: number };
      expect([inProcess.code, report.verdict, report.tests_passed]).toEqual([0, 'PASS', 1]);
      expect(state()).toEqual(before);
      expect(leftovers()).toEqual([]);

      const child = runBundle(['verify', '--base', 'main', '--json', '-'], repo.dir, {
        TMPDIR: temp,
      });
      expect(child.code).toBe(0);
      expect((JSON.parse(child.stdout) as { verdict: string }).verdict).toBe('PASS');
      expect(state()).toEqual(before);
      expect(leftovers()).toEqual([]);
      // The working copy keeps the uncommitted edit byte for byte.
      expect(readFileSync(join(repo.dir, 'src/add.js'), 'utf8')).toBe(
        'export const add = (a, b) => a + b; // wip\n',
      );
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it('a verify whose plan fails after the locked tree was started leaves no worktree behind', async () => {
    const { repo } = pr(
      {
        'package.json': nodeManifest('node --test'),
        'src/add.js': 'export const add = (a, b) => a + b;\n',
        'test/add.test.js': NODE_ADD_TEST,
      },
      { 'src/add.js': 'export const add = (a, b) => b + a;\n' },
    );
    const worktrees = (): string => repo.git('worktree', 'list', '--porcelain');
    const before = worktrees();
    const temp = mkdtempSync(join(tmpdir(), 'testlock-test-tmp-'));
    const savedTmp = process.env.TMPDIR;
    try {
      process.env.TMPDIR = temp;
      // The config is read after the range resolves: the locked tree has started by then.
      const run = await cli(['verify', '--base', 'main', '--config', 'ci/nope.yml'], repo.dir);
      expect(run.code).toBe(2);
      expect(run.stderr.trim()).toMatch(/^testlock: config file 'ci\/nope\.yml' not found/);
      expect(worktrees()).toBe(before);
      expect(readdirSync(temp).filter((name) => name !== 'node-compile-cache')).toEqual([]);
    } finally {
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

describe('testlock plan: what runs comes from base (issue 3)', () => {
  it('a workflow test step edited to `echo ok` still plans the base command', async () => {
    const workflow = (step: string): string => `name: ci
on: [pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - name: Tests
        run: ${step}
`;
    const { repo } = pr(
      {
        '.github/workflows/ci.yml': workflow('npm test'),
        'package.json': nodeManifest('node --test'),
        'src/add.js': 'export const add = (a, b) => a + b;\n',
        'test/add.test.js': NODE_ADD_TEST,
      },
      { '.github/workflows/ci.yml': workflow('echo ok') },
    );
    const plan = await planOf(repo);
    expect(plan.anomalies.map((a) => [a.kind, a.path, a.line, a.detail])).toEqual([
      [
        'harness-modified',
        '.github/workflows/ci.yml',
        10,
        'CI workflow modified: run: npm test -> run: echo ok',
      ],
    ]);
    expect(plan.locked).toEqual({
      restored: ['.github/workflows/ci.yml'],
      removed: [],
      merged: [],
      spliced: [],
      unspliced: [],
    });
    expect(plan.checks.find((c) => c.kind === 'test')).toEqual({
      name: 'tests',
      kind: 'test',
      command: 'npm',
      args: ['test'],
      script: 'npm test',
      cwd: '',
      env: {},
      source: '.github/workflows/ci.yml jobs.test.steps[2]',
      origin: 'ci',
      skipped: null,
    });
  });

  it('a package.json test script edited to `exit 0` still plans and runs the base script', async () => {
    const { repo } = pr(
      {
        'package.json': nodeManifest('node --test'),
        'src/add.js': 'export const add = (a, b) => a + b;\n',
        'test/add.test.js': NODE_ADD_TEST,
      },
      {
        'package.json': nodeManifest('exit 0'),
        // The PR breaks the code; only the base script notices.
        'src/add.js': 'export const add = (a, b) => a - b;\n',
      },
    );
    const plan = await planOf(repo);
    expect(plan.anomalies.map((a) => [a.kind, a.path])).toEqual([
      ['harness-modified', 'package.json'],
    ]);
    expect(plan.locked).toEqual({
      restored: [],
      removed: [],
      merged: ['package.json'],
      spliced: [],
      unspliced: [],
    });
    expect(plan.checks.find((c) => c.kind === 'test')).toEqual({
      name: 'tests',
      kind: 'test',
      command: 'npm',
      args: ['test'],
      script: 'node --test',
      cwd: '',
      env: {},
      source: 'package.json scripts.test',
      origin: 'manifest',
      skipped: null,
    });

    const run = await cli(
      ['verify', '--base', 'main', '--on-test-change', 'ignore', '--json', '-'],
      repo.dir,
    );
    const report = JSON.parse(run.stdout) as {
      verdict: string;
      tests_run: number;
      tests_failed: number;
      checks: Array<{ kind: string; script: string; ok: boolean }>;
    };
    expect(run.code).toBe(1);
    expect([report.verdict, report.tests_run, report.tests_failed]).toEqual(['FAIL', 1, 1]);
    expect(report.checks.filter((c) => c.kind === 'test').map((c) => [c.script, c.ok])).toEqual([
      ['node --test', false],
    ]);
  });
});

describe('testlock plan: human output (issue 2)', () => {
  it('prints one visible line per change, with the newline in a path escaped', async () => {
    const newline = 'tests/test_new\nline.py';
    const { repo, baseSha, headSha } = pr(
      {
        'pyproject.toml': '[project]\nname = "x"\n',
        'tests/test_limits.py': PY_BASE,
        [newline]: 'def test_b():\n    assert 2 == 2\n',
      },
      {
        'tests/test_limits.py': PY_SKIPPED,
        [newline]: 'def test_b():\n    assert 2 == 3\n',
      },
    );
    const run = await cli(['plan', '--base', 'main'], repo.dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      `base ${baseSha.slice(0, 12)} (merge base with main)  head ${headSha.slice(0, 12)} (pr)`,
    );
    expect(lines.filter((l) => l.startsWith('  M  '))).toEqual([
      '  M  test     python      tests/test_limits.py  [python:test_*.py]',
      '  M  test     python      tests/test_new\\nline.py  [python:test_*.py]',
    ]);
    // One line per change: each was reported under two kinds (issue 44), printed once with both.
    expect(lines).toContain('anomalies (2 findings, 2 critical):');
    expect(lines.filter((l) => l.startsWith('  critical  '))).toEqual([
      '  critical  test-modified + skip-marker-added  tests/test_limits.py:4  @pytest.mark.skip added',
      '  critical  test-modified + assertion-removed (changed, not removed)  tests/test_new\\nline.py:2  assertion changed: assert 2 == 2 -> assert 2 == 3',
    ]);
    expect(lines).toContain('  restore  tests/test_new\\nline.py');
    // No line starts with the tail of the odd path: the newline never reached the output raw.
    expect(lines.some((l) => l.startsWith('line.py'))).toBe(false);
  });
});

// Issue 13: a harness change is shown and annotated at its changed line, not on line 1.
describe('testlock plan: a modified harness file names its changed line', () => {
  const PYPROJECT = '[project]\nname = "x"\n';
  const INI = '[pytest]\ntestpaths = tests\naddopts = -q\n';

  it('gaming: pytest.ini addopts deselecting tests is critical at that line, before -> after', async () => {
    const { repo } = pr(
      { 'pyproject.toml': PYPROJECT, 'pytest.ini': INI, 'tests/test_limits.py': PY_BASE },
      { 'pytest.ini': INI.replace('addopts = -q', 'addopts = -q -k "not limit"') },
    );
    const plan = await planOf(repo);
    expect(plan.anomalies.map((a) => [a.kind, a.severity, a.path, a.line, a.detail])).toEqual([
      [
        'harness-modified',
        'critical',
        'pytest.ini',
        3,
        'pytest.ini modified: addopts = -q -> addopts = -q -k "not limit"',
      ],
    ]);
  });

  it('gaming: a line only added to conftest.py is named with its line', async () => {
    const conftest = 'import pytest\n';
    const { repo } = pr(
      {
        'pyproject.toml': PYPROJECT,
        'tests/conftest.py': conftest,
        'tests/test_limits.py': PY_BASE,
      },
      { 'tests/conftest.py': `${conftest}collect_ignore = ["test_limits.py"]\n` },
    );
    const plan = await planOf(repo);
    const [found] = plan.anomalies;
    expect([found?.kind, found?.severity, found?.line, found?.detail]).toEqual([
      'harness-modified',
      'critical',
      2,
      'conftest.py modified: line added: collect_ignore = ["test_limits.py"]',
    ]);
  });

  it('honest: an .npmrc registry change stays a warning with its note, placed on its line', async () => {
    const { repo } = pr(
      {
        'package.json': '{"name":"x","scripts":{"test":"node --test"}}\n',
        '.npmrc': 'save-exact=true\nregistry=https://registry.npmjs.org/\n',
        'test/a.test.js': 'import test from "node:test";\ntest("a", () => {});\n',
      },
      { '.npmrc': 'save-exact=true\nregistry=https://npm.example.com/\n' },
    );
    const plan = await planOf(repo);
    const [found] = plan.anomalies;
    expect(found?.severity).toBe('warning');
    expect(found?.line).toBe(2);
    expect(found?.detail).toMatch(/^\.npmrc modified; install\/registry settings only/);
  });
});
