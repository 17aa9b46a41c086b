// biome-ignore-all lint/suspicious/noTemplateCurlyInString: GitHub and CMake expansions, not templates.
// A small CMake project in C and C++: a rate limiter library (`burst()` in C++, `fill()` in C),
// a GoogleTest suite from Debian's libgtest-dev run through `gtest_discover_tests`, and a plain C
// `add_test` executable that asserts. Two shapes: CI declares its checks (GitHub's CMake starter
// workflow), or none and the convention runs them (with the project's ASan preset and -Werror).
import { type StackSpec, workflow } from './scenarios.js';

export const CPP_TEST = 'tests/ratelimit_test.cpp';
export const C_TEST = 'tests/fill_check.c';
export const CPP_CI = '.github/workflows/ci.yml';

/** The C++ library: `burst` admits up to `limit` (`slack` lets more through: the bug). */
export const BURST = (slack = ''): string =>
  `#include "ratelimit.hpp"\n\nint burst(int requests, int limit) {\n  return requests > limit${slack} ? limit : requests;\n}\n`;

/**
 * The C part: `fill(n)` writes up to n slots of a four-slot buffer and returns the last index;
 * `terminator` also writes one past them, which overflows the buffer for n = 4 and changes no result.
 */
export const FILL = (cond = 'i < n && i < 4', terminator = false): string =>
  `#include <stdlib.h>\n\nint fill(int n) {\n  int *slots = malloc(4 * sizeof(int));\n  int last = -1;\n  for (int i = 0; ${cond}; i++) {\n    slots[i] = i;\n    last = i;\n  }\n${terminator ? '  slots[n] = -1;\n' : ''}  free(slots);\n  return last;\n}\n`;

export const CPP_TEST_TEXT = (
  options: { want?: string; marker?: 'disabled' | 'skip' } = {},
): string =>
  [
    '#include <gtest/gtest.h>',
    '#include "ratelimit.hpp"',
    '',
    'TEST(Burst, UnderLimit) { EXPECT_EQ(burst(5, 100), 5); }',
    '',
    `TEST(Burst, ${options.marker === 'disabled' ? 'DISABLED_' : ''}AtBoundary) {`,
    ...(options.marker === 'skip' ? ['  GTEST_SKIP() << "flaky";'] : []),
    `  EXPECT_EQ(burst(150, 100), ${options.want ?? '100'});`,
    '}',
    '',
  ].join('\n');

export const C_TEST_TEXT =
  '#include <assert.h>\n\nint fill(int n);\n\nint main(void) {\n  assert(fill(4) == 3);\n  return 0;\n}\n';

const HEADER = '#pragma once\n\nextern "C" int fill(int n);\nint burst(int requests, int limit);\n';

export const ROOT_CMAKE = (
  flags = '-Wall -Werror',
  sources = 'src/ratelimit.cpp src/buffer.c',
): string =>
  [
    'cmake_minimum_required(VERSION 3.14)',
    'project(ratelimit C CXX)',
    '',
    `add_library(ratelimit ${sources})`,
    'target_include_directories(ratelimit PUBLIC src)',
    `target_compile_options(ratelimit PRIVATE ${flags})`,
    '',
    'enable_testing()',
    'add_subdirectory(tests)',
    '',
  ].join('\n');

export const TESTS_CMAKE = (extra = '', plainTest = true): string =>
  [
    'find_package(GTest REQUIRED)',
    'include(GoogleTest)',
    '',
    'add_executable(ratelimit_test ratelimit_test.cpp)',
    'target_link_libraries(ratelimit_test ratelimit GTest::gtest_main)',
    'gtest_discover_tests(ratelimit_test)',
    '',
    'add_executable(fill_check fill_check.c)',
    'target_link_libraries(fill_check ratelimit)',
    ...(plainTest ? ['add_test(NAME fill_check COMMAND fill_check)'] : []),
    extra,
  ].join('\n');

/** The project's sanitizer preset: the convention builds the tests with it. */
export const PRESETS = `${JSON.stringify(
  {
    version: 3,
    configurePresets: [
      {
        name: 'asan',
        binaryDir: '${sourceDir}/build/asan',
        cacheVariables: {
          CMAKE_BUILD_TYPE: 'Debug',
          CMAKE_C_FLAGS: '-fsanitize=address,undefined -fno-omit-frame-pointer',
          CMAKE_CXX_FLAGS: '-fsanitize=address,undefined -fno-omit-frame-pointer',
        },
      },
    ],
  },
  null,
  2,
)}\n`;

const SOURCES = {
  'src/ratelimit.hpp': HEADER,
  'src/ratelimit.cpp': BURST(),
  'src/buffer.c': FILL(),
  [CPP_TEST]: CPP_TEST_TEXT(),
  [C_TEST]: C_TEST_TEXT,
  '.gitignore': 'build/\n',
};

/** GitHub's "CMake on a single platform" starter workflow, with its test step as given. */
export const STARTER_WORKFLOW = (testLine = 'ctest -C ${{env.BUILD_TYPE}}'): string =>
  workflow(
    [],
    [
      'cmake -B ${{github.workspace}}/build -DCMAKE_BUILD_TYPE=${{env.BUILD_TYPE}}',
      'cmake --build ${{github.workspace}}/build --config ${{env.BUILD_TYPE}}',
    ],
  )
    .replace('jobs:', 'env:\n  BUILD_TYPE: Release\njobs:')
    .concat(`      - working-directory: \${{github.workspace}}/build\n        run: ${testLine}\n`);

const BROKEN = { 'src/ratelimit.cpp': BURST(' + 50') };

/** CI declares configure, build and ctest; one GoogleTest binary with two tests, no plain test. */
export const cppCiStack: StackSpec = {
  base: {
    'CMakeLists.txt': ROOT_CMAKE('-Wall'),
    'tests/CMakeLists.txt': TESTS_CMAKE('', false),
    ...SOURCES,
    [CPP_CI]: STARTER_WORKFLOW(),
  },
  branches: {
    honest: {
      write: { 'src/ratelimit.cpp': BURST().replace('return', '// At most the limit.\n  return') },
    },
    broken: { write: BROKEN },
    'test-edited': { write: { ...BROKEN, [CPP_TEST]: CPP_TEST_TEXT({ want: '150' }) } },
    'test-deleted': { write: BROKEN, remove: [CPP_TEST] },
    'test-skipped': { write: { ...BROKEN, [CPP_TEST]: CPP_TEST_TEXT({ marker: 'skip' }) } },
    'ci-echo': { write: { ...BROKEN, [CPP_CI]: STARTER_WORKFLOW('echo ok') } },
  },
};

/** No CI: the convention, with the project's -Werror and ASan preset; the plain C test too. */
export const CPP_CONVENTION_BASE: Record<string, string> = {
  'CMakeLists.txt': ROOT_CMAKE(),
  'CMakePresets.json': PRESETS,
  'tests/CMakeLists.txt': TESTS_CMAKE(),
  ...SOURCES,
};
