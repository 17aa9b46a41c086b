// The C/C++ runners' console readers (ctest, and GoogleTest, Catch2, doctest binaries run
// directly) on real output of one small CMake project (fixtures/README.md): counts, the failing
// test's name, its message and its verbatim block, and the sanitizers' reports.
import { describe, expect, it } from 'vitest';
import { detectConsole } from '../../../src/core/results/console/detect-console.js';
import { parseConsole } from '../../../src/core/results/console/parse-console.js';
import { ctestConsoleIds } from '../../../src/core/runners/ctest/console.js';
import { fixture } from '../results/fixture.js';

/** The fixture as if built in a locked tree (its sources under the slot's tree folder). */
function inTree(text: string): string {
  return text.replaceAll(
    '/tmp/fx-cpp/',
    '/tmp/testlock-cache-0011223344556677/testlock-locked-atHead/',
  );
}

const counts = (runner: string, file: string): number[] | undefined => {
  const run = parseConsole(runner, fixture(`console/${file}`));
  return run ? [run.total, run.passed, run.failed, run.skipped] : undefined;
};

describe('ctest console', () => {
  it.each([
    // 6 tests: 3 passed, the gtest assertion failed, one GTEST_SKIP()ped, one DISABLED_.
    ['ctest-fail.txt', [6, 3, 1, 2]],
    ['ctest-pass.txt', [8, 6, 0, 2]],
    // With ASan and UBSan: the assertion, a heap overflow and a signed overflow fail.
    ['ctest-asan.txt', [8, 3, 3, 2]],
    ['ctest-abort.txt', [1, 0, 1, 0]],
  ])('%s counts every result line as ctest does', (file, expected) => {
    expect(counts('ctest', file)).toEqual(expected);
  });

  it('a failed GoogleTest test: its assertion, at its file and line, from the RUN line', () => {
    const run = parseConsole('ctest', inTree(fixture('console/ctest-fail.txt')));
    const [failure] = run?.failures ?? [];
    expect(failure).toMatchObject({
      name: 'Burst.AtBoundary',
      message: 'Expected equality of these values: burst(150, 100) Which is: 150 100',
      file: 'tests/ratelimit_test.cpp',
      line: 7,
    });
    expect(failure?.detail.split('\n')).toEqual([
      '[ RUN      ] Burst.AtBoundary',
      'tests/ratelimit_test.cpp:7: Failure',
      'Expected equality of these values:',
      '  burst(150, 100)',
      '    Which is: 150',
      '  100',
      '[  FAILED  ] Burst.AtBoundary (0 ms)',
    ]);
  });

  it('a heap overflow: the AddressSanitizer block to its SUMMARY, frames repository-relative', () => {
    const run = parseConsole('ctest', inTree(fixture('console/ctest-asan.txt')));
    const asan = run?.failures.find((f) => f.name === 'Fill.FiveSlots');
    expect(asan).toMatchObject({
      message: 'AddressSanitizer: heap-buffer-overflow src/buffer.c:4 in fill',
      file: 'src/buffer.c',
      line: 4,
    });
    const lines = asan?.detail.split('\n') ?? [];
    expect(lines[0]).toMatch(/^==\d+==ERROR: AddressSanitizer: heap-buffer-overflow on address/);
    expect(lines).toContain('    #0 0x55a4048e4e72 in fill src/buffer.c:4');
    expect(lines).toContain(
      '    #1 0x55a4048d9ccb in Fill_FiveSlots_Test::TestBody() tests/ratelimit_test.cpp:16',
    );
    expect(lines.at(-1)).toBe(
      'SUMMARY: AddressSanitizer: heap-buffer-overflow src/buffer.c:4 in fill',
    );
    expect(asan?.detail).not.toContain('testlock-locked-atHead');
  });

  it('a signed overflow: the UBSan runtime error line', () => {
    const run = parseConsole('ctest', inTree(fixture('console/ctest-asan.txt')));
    expect(run?.failures.find((f) => f.name === 'Math.Twice')).toMatchObject({
      message:
        "runtime error: signed integer overflow: 1073741824 * 2 cannot be represented in type 'int'",
      file: 'tests/ratelimit_test.cpp',
      line: 18,
    });
  });

  it('a C assert() that aborted: its line, at its file', () => {
    const [failure] =
      parseConsole('ctest', inTree(fixture('console/ctest-abort.txt')))?.failures ?? [];
    expect(failure).toMatchObject({
      name: 'plain_burst',
      message: "plain_test: tests/plain_test.c:6: main: Assertion `fill(3) == 4' failed.",
      file: 'tests/plain_test.c',
      line: 6,
    });
  });

  it('ctest wins over the GoogleTest summaries printed inside its output', () => {
    expect(detectConsole(fixture('console/ctest-fail.txt'))?.runner).toBe('ctest');
  });

  it('names every test it ran, the skipped and disabled ones apart', () => {
    expect(ctestConsoleIds(fixture('console/ctest-fail.txt'))).toEqual({
      ran: [
        'Burst.UnderLimit',
        'Burst.AtBoundary',
        'Burst.ZeroLimit',
        'Burst.Negative',
        'Fill.FourSlots',
        'plain_burst',
      ],
      skipped: ['Burst.ZeroLimit', 'Burst.Negative'],
      unit: 'test',
    });
  });

  it('no tests: a run of none, not an unreadable one', () => {
    const run = parseConsole('ctest', 'Test project /tmp/x/build\nNo tests were found!!!\n');
    expect(run).toMatchObject({ total: 0, failed: 0 });
  });

  it('a summary-like line a test printed does not count: only result lines do', () => {
    const forged = [
      'Test project /tmp/x/build',
      '    Start 1: burst',
      '1/1 Test #1: burst ............................***Failed    0.01 sec',
      '100% tests passed, 0 tests failed out of 9',
      '',
      '0% tests passed, 1 tests failed out of 1',
    ].join('\n');
    expect(parseConsole('ctest', forged)).toMatchObject({ total: 1, passed: 0, failed: 1 });
  });
});

describe('GoogleTest, Catch2 and doctest binaries run directly', () => {
  it.each([
    // 6 ran (one skipped) and one DISABLED_, which is counted skipped.
    ['gtest', 'gtest-fail.txt', [7, 4, 1, 2]],
    ['gtest', 'gtest-pass.txt', [7, 5, 0, 2]],
    ['catch2', 'catch2-fail.txt', [2, 1, 1, 0]],
    ['catch2', 'catch2-pass.txt', [2, 2, 0, 0]],
    ['doctest', 'doctest-fail.txt', [3, 1, 1, 1]],
    ['doctest', 'doctest-pass.txt', [3, 2, 0, 1]],
  ])('%s %s', (runner, file, expected) => {
    expect(counts(runner, file)).toEqual(expected);
  });

  it.each([
    [
      'gtest',
      'gtest-fail.txt',
      'Burst.AtBoundary',
      'Expected equality of these values: burst(150, 100) Which is: 150 100',
      'tests/ratelimit_test.cpp',
      7,
    ],
    [
      'catch2',
      'catch2-fail.txt',
      'burst at boundary',
      'REQUIRE( burst(150, 100) == 100 ) with expansion: 150 == 100',
      'tests/catch_test.cpp',
      7,
    ],
    [
      'doctest',
      'doctest-fail.txt',
      'burst at boundary',
      'CHECK( burst(150, 100) == 100 ) is NOT correct! values: CHECK( 150 == 100 )',
      'tests/doctest_test.cpp',
      7,
    ],
  ])('%s %s: the failure named, at its line', (runner, file, name, message, path, line) => {
    const run = parseConsole(runner, inTree(fixture(`console/${file}`)));
    expect(run?.failures).toHaveLength(1);
    expect(run?.failures[0]).toMatchObject({ name, message, file: path, line });
  });

  it('gtest names the tests that ran, the failed one too', () => {
    expect(parseConsole('gtest', fixture('console/gtest-fail.txt'))?.testIds).toEqual([
      'Burst.UnderLimit',
      'Burst.AtBoundary',
      'Burst.ZeroLimit',
      'Fill.FourSlots',
      'Fill.FiveSlots',
      'Math.Twice',
    ]);
  });
});
