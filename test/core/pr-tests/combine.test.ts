// The PR-tests pass's per-test outcomes and counts (SPEC 3b) from the outcomes of both sides.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jestJsonIds } from '../../../src/core/inventory/run-ids.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import type { CheckOutcome } from '../../../src/core/model/outcome.js';
import { combineSides } from '../../../src/core/pr-tests/combine.js';
import { baseSupportFiles, prTestFiles } from '../../../src/core/pr-tests/pr-test-files.js';
import { parseJestJson } from '../../../src/core/results/jest-json/parse-jest-json.js';

function outcome(
  ran: string[],
  failed: Record<string, string> = {},
  skipped: string[] = [],
  result: { ok?: boolean; timedOut?: boolean; summary?: string } = {},
): CheckOutcome {
  const failures = Object.entries(failed).map(([name, message]) => ({
    name,
    message,
    detail: message,
    file: null,
    line: null,
  }));
  return {
    result: {
      name: 'tests',
      kind: 'test',
      command: 'pytest',
      args: [],
      script: '',
      cwd: '',
      env: {},
      source: 'pr-tests',
      origin: 'ci',
      skipped: null,
      ok: result.ok ?? failures.length === 0,
      exitCode: result.ok === false || failures.length > 0 ? 1 : 0,
      signal: null,
      durationMs: 61_000,
      timedOut: result.timedOut ?? false,
      stdout: '',
      stderr: '',
      summary: result.summary ?? 'failed (exit 1): pytest',
    },
    tests: {
      total: ran.length,
      passed: 0,
      failed: failures.length,
      skipped: 0,
      failures,
      testIds: [],
    },
    runIds: { ran, skipped, unit: 'test' },
  };
}

/** An outcome read from a real jest 29.7 `--json` report (test/core/results/fixtures). */
function jestOutcome(name: string): CheckOutcome {
  const json = readFileSync(
    join(import.meta.dirname, '..', 'results', 'fixtures', 'jest-json', name),
    'utf8',
  );
  const { run } = parseJestJson(json, '/tmp/jestfx');
  const read = outcome([], {}, [], { ok: run.failed === 0 });
  return { ...read, tests: run, runIds: jestJsonIds(json, '/tmp/jestfx') };
}

const FILES = ['tests/test_a.py'];
const A = 'tests/test_a.py::test_a';
const B = 'tests/test_a.py::test_b';
const C = 'tests/test_a.py::test_c';

describe('combineSides', () => {
  it('counts fail_at_base (failed or not loadable at base) and pass_at_base', () => {
    const { report, failure } = combineSides(FILES, [
      {
        runner: 'pytest',
        files: FILES,
        head: outcome([A, B, C], {}, [C]),
        base: outcome([A], { [A]: 'AssertionError' }),
      },
    ]);
    expect(failure).toBeNull();
    expect(report).toMatchObject({
      tests_run: 2,
      tests_passed: 2,
      tests_failed: 0,
      fail_at_base: 2,
      pass_at_base: 0,
    });
    expect(report.tests).toEqual([
      { id: A, head: 'passed', base: 'failed' },
      { id: B, head: 'passed', base: 'error' },
      { id: C, head: 'skipped', base: 'error' },
    ]);
  });

  it('a test failing at head is the failure, with its message', () => {
    const { report, failure } = combineSides(FILES, [
      {
        runner: 'pytest',
        files: FILES,
        head: outcome([A, B], { [B]: 'assert 1 == 2' }),
        base: outcome([A, B]),
      },
    ]);
    expect(failure).toEqual({ name: B, message: 'assert 1 == 2' });
    expect(report).toMatchObject({ tests_failed: 1, pass_at_base: 1, fail_at_base: 0 });
  });

  it('a hang at head fails the files, with the limit in the message', () => {
    const { report, failure } = combineSides(FILES, [
      {
        runner: 'pytest',
        files: FILES,
        head: outcome([], {}, [], { ok: false, timedOut: true }),
        base: outcome([A]),
      },
    ]);
    expect(failure?.name).toBe('tests/test_a.py');
    expect(failure?.message).toMatch(/^timed out after/);
    expect(report.tests_failed).toBe(1);
  });

  it('an honest look-alike: all tests pass but the run exits 1 (a coverage floor): no failure invented', () => {
    const { failure, report } = combineSides(FILES, [
      {
        runner: 'pytest',
        files: FILES,
        head: outcome([A], {}, [], { ok: false }),
        base: outcome([A]),
      },
    ]);
    expect(failure).toBeNull();
    expect(report.tests_failed).toBe(0);
  });

  it('jest: tests by their ids, a failure matched to its test, a file that did not load one failed test', () => {
    const jestFiles = ['test/limits.test.js', 'test/broken.test.js'];
    const { report, failure } = combineSides(jestFiles, [
      {
        runner: 'jest',
        files: jestFiles,
        head: jestOutcome('jest29-failed.json'),
        base: jestOutcome('jest29-failed.json'),
      },
    ]);
    const limits = 'test/limits.test.js > burst';
    // The files are no tests of their own where their tests are named.
    expect(report.tests).toEqual([
      { id: 'test/broken.test.js', head: 'failed', base: 'failed' },
      { id: `${limits} > at boundary > admits at most the limit`, head: 'failed', base: 'failed' },
      { id: `${limits} > below the limit passes through`, head: 'passed', base: 'passed' },
      { id: `${limits} > skipped one`, head: 'skipped', base: 'skipped' },
      { id: `${limits} > todo one`, head: 'skipped', base: 'skipped' },
      { id: 'test/limits.test.js > top level (a|b) [x]', head: 'passed', base: 'passed' },
    ]);
    expect(report).toMatchObject({ tests_run: 4, tests_passed: 2, tests_failed: 2 });
    expect(failure).toEqual({
      name: 'test/broken.test.js',
      message: "Cannot find module './missing' from 'test/broken.test.js'",
    });
  });

  it('a run that names no test at head (an import error) fails the files', () => {
    const { failure } = combineSides(FILES, [
      {
        runner: 'pytest',
        files: FILES,
        head: outcome([], {}, [], { ok: false, summary: 'failed (exit 2): pytest' }),
        base: outcome([]),
      },
    ]);
    expect(failure).toEqual({ name: 'tests/test_a.py', message: 'failed (exit 2): pytest' });
  });
});

function change(
  path: string,
  cls: ChangedFile['class'],
  status: ChangedFile['status'] = 'added',
): ChangedFile {
  return {
    path,
    status,
    class: cls,
    oldClass: cls,
    ecosystem: 'python',
    oldPath: null,
    similarity: null,
    oldKind: status === 'added' ? 'none' : 'file',
    newKind: status === 'deleted' ? 'none' : 'file',
    oldBlob: '0'.repeat(40),
    newBlob: '1'.repeat(40),
  };
}

describe('the files of the pass', () => {
  it('test files added or modified; deleted ones are not run', () => {
    const changes = [
      change('tests/test_new.py', 'test'),
      change('tests/test_old.py', 'test', 'modified'),
      change('tests/test_gone.py', 'test', 'deleted'),
      change('src/rl.py', 'source', 'modified'),
    ];
    expect(prTestFiles(changes)).toEqual(['tests/test_new.py', 'tests/test_old.py']);
  });

  it('support for the base side: test helpers and a conftest beside the tests, never a root config', () => {
    const changes = [
      change('tests/test_new.py', 'test'),
      change('tests/conftest.py', 'harness'),
      change('conftest.py', 'harness'),
      change('pyproject.toml', 'harness', 'modified'),
    ];
    expect(baseSupportFiles(changes, ['tests/test_new.py'])).toEqual(['tests/conftest.py']);
  });
});
