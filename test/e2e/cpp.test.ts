// End to end on a real CMake project in C and C++ (CMake, g++, CTest, GoogleTest from Debian's
// libgtest-dev): the six pull requests of every stack with GitHub's CMake starter workflow, then
// the C/C++ row of the convention (no CI) with the project's -Werror and ASan preset: a test
// disabled or dropped from add_test, -Werror dropped, a heap overflow only ASan sees, and the
// honest look-alikes (a source added to the library, a comment, a new test of the PR's own).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import {
  BURST,
  C_TEST_TEXT,
  CPP_CONVENTION_BASE,
  CPP_TEST,
  CPP_TEST_TEXT,
  cppCiStack,
  FILL,
  ROOT_CMAKE,
  TESTS_CMAKE,
} from './helpers/cpp-fixture.js';
import { lineOf } from './helpers/scenarios.js';
import { stackScenarios } from './helpers/stack-suite.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

describe('verify: C/C++ from CI (cmake, ctest, GoogleTest)', () => {
  stackScenarios({
    spec: cppCiStack,
    verify: (dir, branch) => verifyInProcess(dir, branch),
    checks: [
      [
        'test',
        'cmake -B $GITHUB_WORKSPACE/build -DCMAKE_BUILD_TYPE=Release\ncmake --build $GITHUB_WORKSPACE/build --config Release\ncd build\nctest -C Release',
        null,
      ],
      [
        'typecheck',
        'cmake -B $GITHUB_WORKSPACE/build -DCMAKE_BUILD_TYPE=Release\ncmake --build $GITHUB_WORKSPACE/build --config Release',
        null,
      ],
      ['lint', '', 'not-configured'],
    ],
    honest: {
      qualifier: 'verified (coverage unmeasured)',
      coverage: null,
      anomalies: [
        {
          kind: 'coverage-unmeasured',
          severity: 'info',
          path: '',
          line: null,
          // The project compiles no --coverage build: the anomaly names what to configure.
          detail:
            'the project configures no coverage: configure a build compiled with --coverage (CMake flags) or gcovr in CI, or set coverage: on in testlock.yml',
        },
      ],
    },
    brokenCoverage: null,
    failedQualifier:
      'failed: Burst.AtBoundary Expected equality of these values: burst(150, 100) Which is: 150 100',
    verbatim: [
      [
        '[ RUN      ] Burst.AtBoundary',
        'tests/ratelimit_test.cpp:7: Failure',
        'Expected equality of these values:',
        '  burst(150, 100)',
        '    Which is: 150',
        '  100',
      ].join('\n'),
    ],
    testPath: CPP_TEST,
    edited: {
      line: lineOf(CPP_TEST_TEXT({ want: '150' }), 'burst(150, 100), 150'),
      detail:
        'assertion changed: EXPECT_EQ(burst(150, 100), 100); -> EXPECT_EQ(burst(150, 100), 150);',
    },
    skipped: {
      line: lineOf(CPP_TEST_TEXT({ marker: 'skip' }), 'GTEST_SKIP()'),
      detail: 'GTEST_SKIP() added',
    },
  });
});

/** The convention's pull requests: each a branch off main, verified once. */
const BRANCHES: Record<string, { write?: Record<string, string>; remove?: string[] }> = {
  honest: {
    write: { 'src/ratelimit.cpp': BURST().replace('return', '// At most the limit.\n  return') },
  },
  'gaming-disabled': {
    write: {
      'src/ratelimit.cpp': BURST(' + 50'),
      [CPP_TEST]: CPP_TEST_TEXT({ marker: 'disabled' }),
    },
  },
  'gaming-add-test-dropped': {
    write: {
      'src/buffer.c': FILL('i < n && i < 2'),
      'tests/CMakeLists.txt': TESTS_CMAKE('', false),
    },
  },
  'gaming-werror-dropped': {
    write: {
      'CMakeLists.txt': ROOT_CMAKE('-Wall'),
      'src/ratelimit.cpp': `${BURST()}\nint spare(int requests) {\n  int unused = 3;\n  return requests;\n}\n`,
    },
  },
  'gaming-heap-overflow': { write: { 'src/buffer.c': FILL(undefined, true) } },
  'honest-new-source': {
    write: {
      'CMakeLists.txt': ROOT_CMAKE('-Wall -Werror', 'src/ratelimit.cpp src/buffer.c src/twice.cpp'),
      'src/twice.cpp': 'int twice(int x) { return 2 * x; }\n',
    },
  },
  'honest-cmake-comment': {
    write: { 'CMakeLists.txt': `# The rate limiter and its tests.\n${ROOT_CMAKE()}` },
  },
  'honest-new-test': {
    write: {
      'tests/zero_test.cpp':
        '#include <gtest/gtest.h>\n#include "ratelimit.hpp"\n\nTEST(Burst, Zero) { EXPECT_EQ(burst(0, 100), 0); }\n',
      'tests/CMakeLists.txt': TESTS_CMAKE(
        'add_executable(zero_test zero_test.cpp)\ntarget_link_libraries(zero_test ratelimit GTest::gtest_main)\ngtest_discover_tests(zero_test)\n',
      ),
    },
  },
};

describe('verify: C/C++ by convention (-Werror and ASan preset of its own, a plain C add_test)', () => {
  let repo: TempRepo;
  const runs = new Map<string, Promise<VerifyRun>>();
  const run = (branch: string): Promise<VerifyRun> => {
    let pending = runs.get(branch);
    if (pending === undefined) {
      pending = verifyInProcess(repo.dir, branch);
      runs.set(branch, pending);
    }
    return pending;
  };
  const kinds = (report: Report): string[][] =>
    report.anomalies
      .filter((a) => a.kind !== 'coverage-unmeasured')
      .map((a) => [a.kind, a.severity, a.path]);
  const counts = (report: Report): number[] => [
    report.tests_run,
    report.tests_passed,
    report.tests_failed,
    report.tests_skipped,
  ];

  beforeAll(() => {
    repo = createRepo(CPP_CONVENTION_BASE);
    repo.commit('base');
    for (const [name, change] of Object.entries(BRANCHES)) {
      repo.git('checkout', '-q', '-b', name, 'main');
      if (change.write) repo.write(change.write);
      if (change.remove) repo.remove(...change.remove);
      repo.commit(name);
    }
    repo.git('checkout', '-q', 'main');
  });
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it('honest: PASS; the tests built with the ASan preset, the type check with its own -Werror', async () => {
    const { code, report } = await run('honest');
    expect([code, report.verdict, report.verified]).toEqual([0, 'PASS', true]);
    // Two GoogleTest tests and the C executable.
    expect(counts(report)).toEqual([3, 3, 0, 0]);
    expect(report.type_check_clean).toBe(true);
    expect(report.checks.map((c) => [c.kind, c.source, c.skipped])).toEqual([
      ['test', 'convention:cpp', null],
      ['typecheck', 'convention:cpp', null],
      ['lint', 'none', 'not-configured'],
    ]);
    expect(report.checks[0]?.script).toContain('--preset asan');
    expect(report.checks[0]?.reason).toContain("sanitizer preset 'asan'");
    expect(report.checks[1]?.reason).toContain("the project's own warning flags (-Wall -Werror");
    expect(kinds(report)).toEqual([]);
  });

  it('gaming: the failing test disabled (DISABLED_): FAIL on the restored test, skip-marker-added', async () => {
    const { code, report } = await run('gaming-disabled');
    expect([code, report.verdict]).toEqual([1, 'FAIL']);
    expect(report.confidence_qualifier).toBe(
      'failed: Burst.AtBoundary Expected equality of these values: burst(150, 100) Which is: 150 100',
    );
    expect(kinds(report)).toContainEqual(['skip-marker-added', 'critical', CPP_TEST]);
    expect(report.anomalies.find((a) => a.kind === 'skip-marker-added')?.detail).toBe(
      'DISABLED_ added',
    );
  });

  it('gaming: the C test dropped from add_test: FAIL on the restored test, its assert verbatim', async () => {
    const { code, report } = await run('gaming-add-test-dropped');
    expect([code, report.verdict]).toEqual([1, 'FAIL']);
    expect(report.confidence_qualifier).toBe(
      "failed: fill_check fill_check: tests/fill_check.c:6: main: Assertion `fill(4) == 3' failed.",
    );
    expect(report.failure_detail).toBe(
      "fill_check: tests/fill_check.c:6: main: Assertion `fill(4) == 3' failed.",
    );
    expect(report.anomalies).toContainEqual({
      kind: 'harness-modified',
      severity: 'critical',
      path: 'tests/CMakeLists.txt',
      // Removed at the end: the line of the command before it.
      line: 9,
      detail:
        'CMakeLists.txt: base test command removed: add_test(NAME fill_check COMMAND fill_check) (restored in the locked run)',
    });
  });

  it('gaming: -Werror dropped from the flags: FAIL, the type check not clean, at the changed line', async () => {
    const { code, report } = await run('gaming-werror-dropped');
    expect([code, report.verdict, report.type_check_clean]).toEqual([1, 'FAIL', false]);
    expect(report.confidence_qualifier).toBe(
      'failed: src/ratelimit.cpp:8 unused variable ‘unused’ [-Werror=unused-variable]',
    );
    expect(report.failure_detail).toContain('src/ratelimit.cpp:8:7: error: unused variable');
    expect(report.anomalies).toContainEqual({
      kind: 'harness-modified',
      severity: 'critical',
      path: 'CMakeLists.txt',
      line: 6,
      detail:
        'CMakeLists.txt: base flag command changed: target_compile_options(ratelimit PRIVATE -Wall -Werror) -> target_compile_options(ratelimit PRIVATE -Wall) (base version in the locked run)',
    });
  });

  it('gaming: a heap overflow that passes without sanitizers: FAIL with the ASan report', async () => {
    // Without the sanitizer the overflow goes unseen: the C test passes, compiled plainly.
    const plain = mkdtempSync(join(tmpdir(), 'testlock-cpp-plain-'));
    writeFileSync(join(plain, 'buffer.c'), FILL(undefined, true));
    writeFileSync(join(plain, 'fill_check.c'), C_TEST_TEXT);
    execFileSync('gcc', [
      '-o',
      join(plain, 'fill_check'),
      join(plain, 'buffer.c'),
      join(plain, 'fill_check.c'),
    ]);
    execFileSync(join(plain, 'fill_check'));
    const { code, report } = await run('gaming-heap-overflow');
    expect([code, report.verdict]).toEqual([1, 'FAIL']);
    expect(report.confidence_qualifier).toBe(
      'failed: fill_check AddressSanitizer: heap-buffer-overflow src/buffer.c:10 in fill',
    );
    const detail = report.failure_detail?.split('\n') ?? [];
    expect(detail[0]).toMatch(/^==\d+==ERROR: AddressSanitizer: heap-buffer-overflow on address /);
    expect(detail.some((line) => /^ {4}#0 0x[0-9a-f]+ in fill src\/buffer\.c:10$/.test(line))).toBe(
      true,
    );
    expect(
      detail.some((line) => /^ {4}#1 0x[0-9a-f]+ in main tests\/fill_check\.c:6$/.test(line)),
    ).toBe(true);
    expect(detail.at(-1)).toBe(
      'SUMMARY: AddressSanitizer: heap-buffer-overflow src/buffer.c:10 in fill',
    );
    expect(kinds(report)).toEqual([]);
  });

  it.each(['honest-new-source', 'honest-cmake-comment'])('%s: PASS, no anomaly', async (branch) => {
    const { code, report } = await run(branch);
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(counts(report)).toEqual([3, 3, 0, 0]);
    expect(kinds(report)).toEqual([]);
  });

  it('honest: a new test of the PR’s own: its CMake lines are evidence, the base tests pass', async () => {
    const { report } = await run('honest-new-test');
    expect(counts(report)).toEqual([3, 3, 0, 0]);
    expect(report.anomalies).toContainEqual({
      kind: 'test-added',
      severity: 'info',
      path: 'tests/CMakeLists.txt',
      line: 11,
      detail:
        'a new test target in CMakeLists.txt: add_executable(zero_test zero_test.cpp) (left out of the locked run, with the tests it builds)',
    });
    // The test file's own anomaly carries the policy for added tests, as in every stack.
    expect(report.anomalies.filter((a) => a.kind === 'harness-modified')).toEqual([]);
    expect(report.anomalies.map((a) => a.path)).toContain('tests/zero_test.cpp');
  });

  it('the build folder is kept between runs: a second verify compiles only what changed', async () => {
    await Promise.all(runs.values());
    // The last run in the slot was another branch: only its changed file is compiled again.
    const first = await verifyInProcess(repo.dir, 'honest-new-source');
    const compiled = (r: VerifyRun): string[] =>
      (r.report.checks[0]?.stdout.match(/Building C(?:XX)? object \S+/g) ?? []).map(
        (l) => l.split(' ').at(-1) ?? '',
      );
    expect(first.report.verdict).toBe('PASS');
    const again = await verifyInProcess(repo.dir, 'honest-new-source');
    expect(again.report.verdict).toBe('PASS');
    expect(compiled(again)).toEqual([]);
    expect(compiled(first)).not.toContain('CMakeFiles/ratelimit.dir/src/buffer.c.o');
  });

  it("leaves the user's checkout as it was", async () => {
    await Promise.all(runs.values());
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(repo.git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
  });
});

describe('verify: C coverage read by gcovr where the project compiles with --coverage', () => {
  const CLAMP = [
    '#include "clamp.h"',
    '',
    'int clamp(int value, int low, int high) {',
    '  if (value < low)',
    '    return low;',
    '  if (value > high)',
    '    return high;',
    '  return value;',
    '}',
    '',
    'int twice(int value) {',
    '  return 2 * value;',
    '}',
    '',
  ].join('\n');
  const base = (coverage: boolean): Record<string, string> => ({
    'CMakeLists.txt': [
      'cmake_minimum_required(VERSION 3.14)',
      'project(clamp C)',
      'add_library(clamp src/clamp.c)',
      'target_include_directories(clamp PUBLIC src)',
      ...(coverage
        ? [
            'target_compile_options(clamp PRIVATE --coverage)',
            'target_link_options(clamp PUBLIC --coverage)',
          ]
        : []),
      'enable_testing()',
      'add_executable(clamp_test tests/clamp_test.c)',
      'target_link_libraries(clamp_test clamp)',
      'add_test(NAME clamp_test COMMAND clamp_test)',
      '',
    ].join('\n'),
    'src/clamp.h': 'int clamp(int value, int low, int high);\nint twice(int value);\n',
    'src/clamp.c': CLAMP,
    'tests/clamp_test.c':
      '#include <assert.h>\n#include "clamp.h"\n\nint main(void) {\n  assert(clamp(5, 0, 10) == 5);\n  assert(clamp(15, 0, 10) == 10);\n  return 0;\n}\n',
  });
  const pr = { 'src/clamp.c': CLAMP.replace('  return value;', '  return value; // in range') };
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it("5 of the 8 lines the tests run: the qualifier from gcovr's measure", async () => {
    const repo = createRepo(base(true));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write(pr);
    repo.commit('pr');
    repo.git('checkout', '-q', 'main');
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect([report.verdict, report.coverage, report.confidence_qualifier]).toEqual([
      'PASS',
      62.5,
      'passes-but-thinly-tested (62.5%)',
    ]);
  });

  it('a build without coverage flags is unmeasured, never 0%', async () => {
    const repo = createRepo(base(false));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write(pr);
    repo.commit('pr');
    repo.git('checkout', '-q', 'main');
    const { report } = await verifyInProcess(repo.dir, 'pr');
    expect([report.verdict, report.coverage, report.confidence_qualifier]).toEqual([
      'PASS',
      null,
      'verified (coverage unmeasured)',
    ]);
  });
});
