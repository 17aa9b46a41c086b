// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CMake expansions, not templates.
// A PR's change to a CMake file, judged command by command: what weakens a base test, test target,
// flag or the flow around them is critical at its line; a new test target of the PR's own is
// evidence; a new source in a library, a comment, a new option are the PR's code.
import { describe, expect, it } from 'vitest';
import { cmakeChangeAnomalies } from '../../../src/core/changes/cmake-changes.js';
import {
  CMAKE_TEST_SOURCE_RULE,
  cmakeTestSources,
  isTestSourceText,
} from '../../../src/core/changes/test-support/cmake-test-sources.js';
import { aChangeOf } from '../../builders/changed-file.js';

const ROOT = [
  'project(rl C CXX)',
  'add_library(rl src/rl.cpp)',
  'target_compile_options(rl PRIVATE -Wall -Werror)',
  'enable_testing()',
  'add_subdirectory(tests)',
  '',
].join('\n');
const TESTS = [
  'find_package(GTest REQUIRED)',
  'add_executable(rl_test rl_test.cpp)',
  'target_link_libraries(rl_test rl GTest::gtest_main)',
  'gtest_discover_tests(rl_test)',
  'add_executable(fill_check fill_check.c)',
  'add_test(NAME fill_check COMMAND fill_check)',
  '',
].join('\n');

const judged = (path: string, base: string, head: string) =>
  cmakeChangeAnomalies(aChangeOf('modified', path, 'harness'), base, head).map((a) => [
    a.kind,
    a.severity,
    a.line,
    a.detail,
  ]);

describe('cmakeChangeAnomalies', () => {
  it('gaming: -Werror dropped: critical at the changed line, before -> after', () => {
    expect(judged('CMakeLists.txt', ROOT, ROOT.replace('-Wall -Werror', '-Wall'))).toEqual([
      [
        'harness-modified',
        'critical',
        3,
        'CMakeLists.txt: base flag command changed: target_compile_options(rl PRIVATE -Wall -Werror) -> target_compile_options(rl PRIVATE -Wall) (base version in the locked run)',
      ],
    ]);
  });

  it('gaming: a test dropped from add_test in the test folder: critical, restored', () => {
    const head = TESTS.replace('add_test(NAME fill_check COMMAND fill_check)\n', '');
    expect(judged('tests/CMakeLists.txt', TESTS, head)).toEqual([
      [
        'harness-modified',
        'critical',
        5,
        'CMakeLists.txt: base test command removed: add_test(NAME fill_check COMMAND fill_check) (restored in the locked run)',
      ],
    ]);
  });

  it('gaming: a base test disabled by a property the PR adds: critical', () => {
    const head = `${TESTS}set_tests_properties(fill_check PROPERTIES DISABLED TRUE)\n`;
    expect(judged('tests/CMakeLists.txt', TESTS, head)[0]?.slice(0, 2)).toEqual([
      'harness-modified',
      'critical',
    ]);
  });

  it('gaming: a new test name that runs a base executable is not a new test', () => {
    const head = `${TESTS}add_test(NAME fill_again COMMAND fill_check --skip-all)\n`;
    expect(judged('tests/CMakeLists.txt', TESTS, head)[0]?.slice(0, 2)).toEqual([
      'harness-modified',
      'critical',
    ]);
  });

  it('honest: a new test target of the PR’s own is evidence (test-added, info)', () => {
    const head = `${TESTS}add_executable(zero_test zero_test.cpp)\ntarget_link_libraries(zero_test rl GTest::gtest_main)\ngtest_discover_tests(zero_test)\n`;
    expect(judged('tests/CMakeLists.txt', TESTS, head)).toEqual([
      [
        'test-added',
        'info',
        7,
        'a new test target in CMakeLists.txt: add_executable(zero_test zero_test.cpp) (left out of the locked run, with the tests it builds)',
      ],
    ]);
  });

  it('honest: a source added to the library, a comment, an option: nothing', () => {
    const head = ROOT.replace('src/rl.cpp)', 'src/rl.cpp src/twice.cpp)').replace(
      'project(rl C CXX)',
      '# rl\nproject(rl C CXX)\noption(RL_FAST "x" OFF)',
    );
    expect(judged('CMakeLists.txt', ROOT, head)).toEqual([]);
  });

  it('a command the PR adds that runs or writes at build time: a warning; its version runs', () => {
    const head = ROOT.replace(
      'enable_testing()',
      'add_custom_command(TARGET rl POST_BUILD COMMAND cp /bin/true ${CMAKE_BINARY_DIR}/tests/rl_test)\nenable_testing()',
    );
    expect(judged('CMakeLists.txt', ROOT, head).map((a) => a.slice(0, 3))).toEqual([
      ['harness-modified', 'warning', 4],
    ]);
  });

  it('gaming: a custom command on a base test executable is the test target’s: critical', () => {
    const head = `${TESTS}add_custom_command(TARGET fill_check POST_BUILD COMMAND cp /bin/true fill_check)\n`;
    expect(judged('tests/CMakeLists.txt', TESTS, head)[0]?.slice(0, 2)).toEqual([
      'harness-modified',
      'critical',
    ]);
    expect(judged('CMakeLists.txt', `${ROOT}${TESTS}`, `${ROOT}${head}`)[0]?.slice(0, 2)).toEqual([
      'harness-modified',
      'critical',
    ]);
  });

  it('a CMake file the PR adds: its flags are left out, a warning (nothing of base is weakened)', () => {
    const found = cmakeChangeAnomalies(
      aChangeOf('added', 'src/extra/CMakeLists.txt', 'harness'),
      null,
      'add_library(extra extra.c)\ntarget_compile_options(extra PRIVATE -w)\n',
    );
    expect(found.map((a) => [a.kind, a.severity])).toEqual([['harness-modified', 'warning']]);
  });
});

describe('cmakeTestSources', () => {
  const files = [
    { path: 'CMakeLists.txt', text: 'add_library(rl src/rl.cpp)\nadd_subdirectory(check)\n' },
    {
      path: 'check/CMakeLists.txt',
      text: 'add_executable(rl_check rl_check.c ${CMAKE_SOURCE_DIR}/src/rl.cpp helpers.c)\nadd_test(NAME rl COMMAND rl_check)\n',
    },
  ];

  it('the sources only a test executable compiles; one a library compiles too is the code under test', () => {
    expect(cmakeTestSources(files)).toEqual(
      new Map([
        ['check/rl_check.c', `${CMAKE_TEST_SOURCE_RULE} rl_check`],
        ['check/helpers.c', `${CMAKE_TEST_SOURCE_RULE} rl_check`],
      ]),
    );
  });

  it('a test’s text: a framework header or macro, or a main that asserts; product code is not', () => {
    expect(isTestSourceText('#include <gtest/gtest.h>\n')).toBe(true);
    expect(isTestSourceText('TEST_CASE("x") { REQUIRE(1); }\n')).toBe(true);
    expect(isTestSourceText('#include <assert.h>\nint main(void) { assert(f() == 1); }\n')).toBe(
      true,
    );
    expect(isTestSourceText('int burst(int a) { return a; }\n')).toBe(false);
    expect(isTestSourceText('int main(int argc, char **argv) { return run(argc, argv); }\n')).toBe(
      false,
    );
  });
});
