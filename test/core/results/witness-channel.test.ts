import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../src/core/model/check.js';
import type { TestRun } from '../../../src/core/model/results.js';
import { runnerTampered, witnessFinding } from '../../../src/core/results/witness-channel.js';

const result = (exitCode: number | null, timedOut = false): CheckResult =>
  ({ kind: 'test', exitCode, timedOut, ok: exitCode === 0 }) as CheckResult;

const run = (passed: number, failed: number): TestRun => ({
  total: passed + failed,
  passed,
  failed,
  skipped: 0,
  failures: [],
  testIds: [],
});

const lines = (...records: object[]): string =>
  `${records.map((r) => JSON.stringify({ pid: 7, ...r })).join('\n')}\n`;

const test = (n: string, o: string, w = 'call') => ({ e: 'r', n, w, o });

function finding(
  channel: string | null,
  extra: Partial<Parameters<typeof witnessFinding>[0]> = {},
) {
  return witnessFinding({
    channel,
    problem: null,
    result: result(0),
    tests: run(2, 0),
    reportWritten: true,
    ...extra,
  });
}

describe('witnessFinding', () => {
  it('an honest run: started, each test as reported, ended: nothing', () => {
    const text = lines({ e: 'start' }, test('t::a', 'passed'), test('t::b', 'passed'), {
      e: 'end',
    });
    expect(finding(text)).toBeNull();
  });

  it('what the witness saw altered is the finding, whatever the exit status', () => {
    const text = lines({ e: 'start' }, { e: 'tampered', what: 'x was replaced' }, { e: 'end' });
    expect(finding(text)).toBe('x was replaced');
    expect(finding(text, { result: result(1) })).toBe('x was replaced');
  });

  describe('modules the runner takes from the tree by their place (pytest conftests)', () => {
    const tree = {
      roots: ['/work/locked', '/real/locked'],
      tracked: new Set(['tests/conftest.py', 'conftest.py', 'tests/test_a.py']),
    };
    const loaded = (...files: string[]) =>
      lines({ e: 'start' }, ...files.map((f) => ({ e: 'tree-module', f })), { e: 'end' });
    it.each([
      ['the tree’s own, by the root as given', ['/work/locked/tests/conftest.py'], null],
      ['the tree’s own, by the resolved root', ['/real/locked/conftest.py'], null],
      [
        'one written into the tree during the run',
        ['/work/locked/tests/unit/zz/conftest.py'],
        "tests/unit/zz/conftest.py was loaded, and is not one of the locked tree's files",
      ],
      [
        'one registered from outside the tree',
        ['/tmp/x/conftest.py'],
        "/tmp/x/conftest.py was loaded, and is not one of the locked tree's files",
      ],
      [
        'a path that only starts like the root',
        ['/work/locked-other/tests/conftest.py'],
        "/work/locked-other/tests/conftest.py was loaded, and is not one of the locked tree's files",
      ],
    ])('%s', (_name, files, expected) => {
      expect(finding(loaded(...files), { tree })).toBe(expected);
    });

    it('says nothing where the check did not run in the guarded tree, or the session was nested', () => {
      expect(finding(loaded('/tmp/x/conftest.py'))).toBeNull();
      const nested = lines(
        { e: 'start' },
        { e: 'tree-module', f: '/tmp/x/conftest.py', nested: true },
        { e: 'end' },
      );
      expect(finding(nested, { tree })).toBeNull();
    });
  });

  it('a test the witness saw fail that the report counts as passed', () => {
    const text = lines({ e: 'start' }, test('t::a', 'passed'), test('t::b', 'failed'), {
      e: 'end',
    });
    expect(finding(text)).toBe(
      'the witness saw 1 tests fail that the report counts as passed (t::b)',
    );
    // The report counts it too: the failure is the check's, not a forgery.
    expect(finding(text, { tests: run(1, 1), result: result(1) })).toBeNull();
  });

  it('a rerun that passed: the last report of each phase counts', () => {
    const text = lines(
      { e: 'start' },
      test('t::a', 'rerun'),
      test('t::a', 'failed', 'setup'),
      test('t::a', 'passed', 'setup'),
      test('t::a', 'passed'),
      { e: 'end' },
    );
    expect(finding(text)).toBeNull();
  });

  it('a witness stopped before its session ended, with exit 0', () => {
    const text = lines({ e: 'start' }, test('t::a', 'passed'));
    expect(finding(text)).toBe(
      'the witness in process 7 was stopped before the test session ended',
    );
    // A crash or a failing exit fails the check as it is: nothing is concluded.
    expect(finding(text, { result: result(3) })).toBeNull();
    expect(finding(text, { result: result(null, true) })).toBeNull();
  });

  it("worker threads of one process (ava's `pid/threadId`): each start is matched by its own end", () => {
    const thread = (pid: string, e: string) => ({ e, pid });
    const ended = lines(thread('7/1', 'start'), thread('7/2', 'start'), thread('7/2', 'end'));
    expect(finding(ended)).toBe(
      'the witness in process 7/1 was stopped before the test session ended',
    );
    expect(finding(`${ended}${JSON.stringify({ e: 'end', pid: '7/1' })}\n`)).toBeNull();
  });

  it('a nested runner a test started is not the check: its failures and ends do not count', () => {
    const text = lines(
      { e: 'start' },
      { e: 'start', pid: 9, nested: true },
      { e: 'r', n: 'inner::no', w: 'call', o: 'failed', pid: 9, nested: true },
      test('t::a', 'passed'),
      { e: 'end' },
    );
    expect(finding(text)).toBeNull();
  });

  it('a channel gone while the runner read the options that load it (its report is there)', () => {
    expect(finding(null)).toBe(
      "the witness's channel is gone, though the runner read the options that load it",
    );
    // No report either: the options never reached the runner (a wrapper reset the environment).
    expect(finding(null, { reportWritten: false })).toBeNull();
    expect(finding(null, { result: result(2) })).toBeNull();
  });

  it('a run that ran no test at all: a witness loaded per test file never started (no-tests)', () => {
    expect(finding(null, { tests: run(0, 0) })).toBeNull();
    expect(finding('', { tests: run(0, 0) })).toBeNull();
    // What it did see altered still counts.
    expect(finding(lines({ e: 'tampered', what: 'x was replaced' }), { tests: run(0, 0) })).toBe(
      'x was replaced',
    );
  });

  it('a channel that cannot be believed, or emptied of its records', () => {
    expect(finding(null, { problem: 'the report is a symbolic link' })).toBe(
      "the witness's channel is a symbolic link",
    );
    expect(finding('garbage\n')).toBe("the witness's channel lost its records");
  });

  it('a witness its config kept out (projects it cannot reach) says so first: no conclusion', () => {
    expect(finding(lines({ e: 'off' }))).toBeNull();
    // Only as the first record, written before any test code ran.
    expect(finding(lines({ e: 'start' }, { e: 'off' }))).toBe(
      'the witness in process 7 was stopped before the test session ended',
    );
  });

  it("a witness that hears every test (vitest's): the report may count no more passes than it saw", () => {
    const heard = (p: number, ...more: object[]) =>
      lines({ e: 'start', hears: true }, ...more, { e: 'end', p });
    expect(finding(heard(2))).toBeNull();
    expect(finding(heard(3))).toBeNull();
    // One file's witness saw 1 pass, another's none: the report's 2 passes are one too many.
    const two = heard(1) + lines({ e: 'start', hears: true }, { e: 'end', p: 0 });
    expect(finding(two)).toBe('the report counts 2 tests passed; the witness saw 1 pass');
    // A failure it saw, rewritten as a pass: the failure is named.
    expect(finding(heard(1, test('a.test.js > b', 'failed', 'id-1')), { tests: run(1, 0) })).toBe(
      'the witness saw 1 tests fail that the report counts as passed (a.test.js > b)',
    );
    // A witness that does not say it hears every test (pytest's, an older one) is not counted.
    expect(finding(lines({ e: 'start' }, { e: 'end', p: 0 }))).toBeNull();
  });

  it("tests the witness does not hear (type tests, the project's own runner): no comparison", () => {
    const text = lines(
      { e: 'uncounted' },
      { e: 'start', hears: true },
      test('a > b', 'failed', 'id-1'),
      { e: 'end', p: 0 },
    );
    expect(finding(text)).toBeNull();
    // Written by the config, before any test code ran; one appended later is no excuse.
    const late = lines({ e: 'start', hears: true }, { e: 'uncounted' }, { e: 'end', p: 0 });
    expect(finding(late)).toBe('the report counts 2 tests passed; the witness saw 0 pass');
  });

  it('runnerTampered: a critical anomaly and the reason the results do not count', () => {
    expect(runnerTampered('x was replaced')).toEqual({
      anomaly: {
        kind: 'runner-tampered',
        severity: 'critical',
        path: '',
        line: null,
        detail: 'x was replaced',
      },
      invalidated: 'runner-tampered: x was replaced',
    });
  });
});
