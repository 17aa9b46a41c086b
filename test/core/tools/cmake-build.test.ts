// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these are CMake and bash expansions, not templates.
// The CMake build as a tool: its language read into commands, the facts the convention needs
// (tests declared, warning flags, sanitizers), the convention's scripts, and a build's errors.
import { describe, expect, it } from 'vitest';
import { parseDiagnostics } from '../../../src/core/results/diagnostics/parse-diagnostics.js';
import { cmakeCommands } from '../../../src/core/tools/cmake-build/cmake-commands.js';
import { cmakeConvention } from '../../../src/core/tools/cmake-build/convention.js';
import { type CMakeTexts, cmakeFacts } from '../../../src/core/tools/cmake-build/project-facts.js';
import { fixture } from '../results/fixture.js';

const texts = (
  top: string,
  others: Record<string, string> = {},
  presets: string | null = null,
): CMakeTexts => ({
  top,
  others: new Map(Object.entries(others)),
  presets,
});

describe('cmakeCommands', () => {
  it('reads names (any case), arguments, quotes, brackets and where each stands', () => {
    const text = [
      'cmake_minimum_required(VERSION 3.14) # a comment (with parentheses)',
      '#[[ a bracket comment',
      'add_test(NAME hidden COMMAND x) ]]',
      'ADD_EXECUTABLE(t_test',
      '  tests/t_test.cpp "with space.cpp" [=[br]acket]=])',
      'if(NOT (A AND B))',
      'endif()',
    ].join('\n');
    const commands = cmakeCommands(text);
    expect(commands.map((c) => [c.name, c.args, c.line, c.endLine])).toEqual([
      ['cmake_minimum_required', ['VERSION', '3.14'], 1, 1],
      ['add_executable', ['t_test', 'tests/t_test.cpp', 'with space.cpp', 'br]acket'], 4, 5],
      ['if', ['NOT', '(', 'A', 'AND', 'B', ')'], 6, 6],
      ['endif', [], 7, 7],
    ]);
    expect(text.slice(commands[1]!.start, commands[1]!.end)).toMatch(
      /^ADD_EXECUTABLE\(t_test[\s\S]*\]=\]\)$/,
    );
  });

  it('text that is not CMake yields what it can, never throws', () => {
    expect(cmakeCommands('add_test(NAME "unterminated').map((c) => c.name)).toEqual(['add_test']);
    expect(cmakeCommands(')))((( ## \u0000')).toEqual([]);
  });
});

describe('cmakeFacts', () => {
  it('tests declared by enable_testing(), include(CTest) or add_test in the top file only', () => {
    expect(cmakeFacts(texts('project(x)\nenable_testing()'), 'CMakeLists.txt').declaresTests).toBe(
      true,
    );
    expect(cmakeFacts(texts('include(CTest)'), 'CMakeLists.txt').declaresTests).toBe(true);
    expect(
      cmakeFacts(texts('project(x)', { 'tests/CMakeLists.txt': 'add_test(a b)' }), 'CMakeLists.txt')
        .declaresTests,
    ).toBe(false);
  });

  it('warning flags of its own, in any of its CMake files or its presets', () => {
    const own = cmakeFacts(
      texts('project(x)', {
        'cmake/Warnings.cmake': 'set(CMAKE_CXX_FLAGS "${CMAKE_CXX_FLAGS} -Wall -Werror")',
      }),
      'CMakeLists.txt',
    );
    expect(own.warnings).toEqual({ flags: ['-Wall', '-Werror'], file: 'cmake/Warnings.cmake' });
    expect(
      cmakeFacts(texts('set(CMAKE_COMPILE_WARNING_AS_ERROR ON)'), 'CMakeLists.txt').warnings?.flags,
    ).toEqual(['COMPILE_WARNING_AS_ERROR']);
    expect(
      cmakeFacts(texts('target_link_options(x PRIVATE -Wl,--as-needed)'), 'CMakeLists.txt')
        .warnings,
    ).toBeNull();
  });

  it('a sanitizer preset (its own name or flags, through inherits), never a hidden one', () => {
    const presets = JSON.stringify({
      version: 3,
      configurePresets: [
        {
          name: 'base',
          hidden: true,
          generator: 'Ninja',
          cacheVariables: { CMAKE_CXX_FLAGS: '-fsanitize=address' },
        },
        { name: 'dev', cacheVariables: { CMAKE_BUILD_TYPE: 'Debug' } },
        { name: 'memcheck', inherits: 'base' },
      ],
    });
    expect(cmakeFacts(texts('project(x)', {}, presets), 'CMakeLists.txt').sanitizer).toEqual({
      kind: 'preset',
      preset: 'memcheck',
      generator: 'Ninja',
    });
  });

  it('a sanitizer option the project declares and uses; an unused one, or none, is nothing', () => {
    const top =
      'option(RL_SANITIZE "asan" OFF)\nif(RL_SANITIZE)\n add_compile_options(-fsanitize=address)\nendif()';
    expect(cmakeFacts(texts(top), 'CMakeLists.txt').sanitizer).toEqual({
      kind: 'option',
      option: 'RL_SANITIZE',
      file: 'CMakeLists.txt',
    });
    expect(cmakeFacts(texts('option(USE_ASAN "x" OFF)'), 'CMakeLists.txt').sanitizer).toBeNull();
    expect(
      cmakeFacts(texts('project(x)', {}, '{ not json'), 'CMakeLists.txt').sanitizer,
    ).toBeNull();
  });
});

describe('cmakeConvention', () => {
  const facts = (fields: Partial<ReturnType<typeof cmakeFacts>>) => ({
    declaresTests: true,
    warnings: null,
    sanitizer: null,
    ...fields,
  });

  it('tests: configure, build and ctest in the build folder; types: -Wall -Werror where none declared', () => {
    const convention = cmakeConvention(facts({}), false);
    expect(convention.test.script.split('\n')).toEqual([
      'cmake -S . -B "${TESTLOCK_BUILD_DIR:-build}/default" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON',
      'cmake --build "${TESTLOCK_BUILD_DIR:-build}/default"',
      'cd "${TESTLOCK_BUILD_DIR:-build}/default"',
      'ctest --output-on-failure',
    ]);
    expect(convention.typecheck.script).toContain('-DCMAKE_CXX_FLAGS="-Wall -Werror"');
    expect(convention.typecheck.reason).toBe(
      'the project declares no warning flags: built with -Wall -Werror',
    );
    expect(convention.lint).toBeUndefined();
  });

  it("the project's own flags: its build is the type check, in the tests' folder", () => {
    const convention = cmakeConvention(
      facts({ warnings: { flags: ['-Wall'], file: 'CMakeLists.txt' } }),
      false,
    );
    expect(convention.typecheck.script).not.toContain('-Werror');
    expect(convention.typecheck.script).toContain('/default"');
  });

  it("the project's sanitizer preset builds the tests; its Ninja is required", () => {
    const convention = cmakeConvention(
      facts({ sanitizer: { kind: 'preset', preset: 'asan', generator: 'Ninja' } }),
      true,
    );
    expect(convention.test.script.split('\n')[0]).toBe(
      'cmake -S . -B "${TESTLOCK_BUILD_DIR:-build}/sanitize" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON --preset asan',
    );
    expect(convention.test.requires).toEqual(['ninja']);
    expect(convention.test.reason).toContain("sanitizer preset 'asan'");
    expect(convention.lint?.script.split('\n').at(-1)).toBe(
      'run-clang-tidy -p "${TESTLOCK_BUILD_DIR:-build}/default" -quiet',
    );
  });
});

describe('compiler errors of a build', () => {
  it.each(['cmake-build-werror.txt', 'cmake-build-ninja.txt'])(
    '%s: each error at its line, warnings-as-errors included',
    (file) => {
      const text = fixture(`diagnostics/${file}`).replaceAll(
        '/tmp/fx-cpp/',
        '/tmp/c/testlock-locked-atHead/',
      );
      const found = parseDiagnostics('cmake', text);
      expect(found.map((d) => [d.file, d.line, d.column, d.message])).toEqual([
        [
          'src/warn.cpp',
          4,
          16,
          'suggest parentheses around assignment used as truth value [-Werror=parentheses]',
        ],
        ['src/warn.cpp', 3, 7, 'unused variable ‘unused’ [-Werror=unused-variable]'],
      ]);
      expect(found[0]?.text.split('\n')).toEqual([
        'src/warn.cpp:4:16: error: suggest parentheses around assignment used as truth value [-Werror=parentheses]',
        '    4 |   if (requests = 4) return 1;',
        '      |       ~~~~~~~~~^~~',
      ]);
    },
  );
});
