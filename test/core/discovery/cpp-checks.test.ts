// biome-ignore-all lint/suspicious/noTemplateCurlyInString: GitHub `${{ }}` and bash `${}` expressions, not templates.
// The C/C++ row: a CMake project's checks from its CI (the configure and build steps run before
// ctest and clang-tidy, and are the type check) or from the convention where CI runs none.
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check } from '../../../src/core/model/check.js';
import { everything, repoOf } from './repo-files.js';

const CMAKE =
  'cmake_minimum_required(VERSION 3.14)\nproject(rl CXX)\nadd_library(rl src/rl.cpp)\nenable_testing()\nadd_subdirectory(tests)\n';
const BASE = {
  'CMakeLists.txt': CMAKE,
  'src/rl.cpp': 'int burst(int r, int l) { return r > l ? l : r; }\n',
  'tests/CMakeLists.txt':
    'add_executable(rl_test rl_test.cpp)\nadd_test(NAME rl COMMAND rl_test)\n',
  'tests/rl_test.cpp': 'int main() { return 0; }\n',
};
const CI = '.github/workflows/ci.yml';

function checks(
  files: Record<string, string>,
  installed: (tool: string) => boolean = everything,
): Check[] {
  return discoverChecks({ files: repoOf({ ...BASE, ...files }), isInstalled: installed }).checks;
}

const byKind = (list: readonly Check[], kind: string): Check | undefined =>
  list.find((c) => c.kind === kind);

function workflow(steps: string): string {
  return `name: ci\non: [push, pull_request]\nenv:\n  BUILD_TYPE: Release\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n${steps}`;
}

describe('C/C++ checks from CI', () => {
  it("GitHub's CMake starter workflow: ctest after the configure and build steps; those are the type check", () => {
    const found = checks({
      [CI]: workflow(
        [
          '      - run: sudo apt-get install -y libgtest-dev',
          '      - name: Configure CMake',
          '        run: cmake -B ${{github.workspace}}/build -DCMAKE_BUILD_TYPE=${{env.BUILD_TYPE}}',
          '      - name: Build',
          '        run: cmake --build ${{github.workspace}}/build --config ${{env.BUILD_TYPE}}',
          '      - name: Test',
          '        working-directory: ${{github.workspace}}/build',
          '        run: ctest -C ${{env.BUILD_TYPE}}',
          '',
        ].join('\n'),
      ),
    });
    const test = byKind(found, 'test');
    expect(test).toMatchObject({ skipped: null, cwd: '', command: 'bash' });
    expect(test?.script.split('\n')).toEqual([
      'cmake -B $GITHUB_WORKSPACE/build -DCMAKE_BUILD_TYPE=Release',
      'cmake --build $GITHUB_WORKSPACE/build --config Release',
      'cd build',
      'ctest -C Release',
    ]);
    expect(test?.source).toBe(
      `${CI} jobs.build.steps[2] + ${CI} jobs.build.steps[3] + ${CI} jobs.build.steps[4]`,
    );
    const typecheck = byKind(found, 'typecheck');
    expect(typecheck?.script.split('\n')).toEqual(test?.script.split('\n').slice(0, 2));
    expect(typecheck?.skipped).toBeNull();
  });

  it('one step: mkdir, cd, configure, make, then ctest; the install line is no part of it', () => {
    const found = checks({
      [CI]: workflow(
        '      - run: |\n          sudo apt-get install -y cmake\n          mkdir build && cd build\n          cmake .. -DWERROR=ON\n          make -j2\n          ctest --output-on-failure\n',
      ),
    });
    // `mkdir -p`: the build folder is kept between the checks and the runs (seen on cxxopts: the
    // type check's `mkdir build` after the test check's failed on an honest PR).
    expect(byKind(found, 'test')?.script.split('\n')).toEqual([
      'mkdir -p build',
      'cd build',
      'cmake .. -DWERROR=ON',
      'make -j2',
      'ctest --output-on-failure',
    ]);
    expect(byKind(found, 'test')?.skipped).toBeNull();
    expect(byKind(found, 'typecheck')?.script.split('\n')).toEqual([
      'mkdir -p build',
      'cd build',
      'cmake .. -DWERROR=ON',
      'make -j2',
    ]);
  });

  it('`make test` in the configured folder runs the tests after the build', () => {
    const found = checks({
      [CI]: workflow(
        '      - run: cmake -S . -B out && cmake --build out\n      - run: make test\n        working-directory: out\n',
      ),
    });
    expect(byKind(found, 'test')?.script.split('\n')).toEqual([
      'cmake -S . -B out',
      'cmake --build out',
      'cd out',
      'make test',
    ]);
  });

  it('clang-tidy after the configure that writes its compile database', () => {
    const found = checks({
      [CI]: workflow(
        '      - run: cmake -B build -DCMAKE_EXPORT_COMPILE_COMMANDS=ON\n      - run: cmake --build build\n      - run: ctest --test-dir build\n      - run: run-clang-tidy -p build\n',
      ),
    });
    expect(byKind(found, 'lint')?.script.split('\n')).toEqual([
      'cmake -B build -DCMAKE_EXPORT_COMPILE_COMMANDS=ON',
      'cmake --build build',
      'run-clang-tidy -p build',
    ]);
  });

  it('gaming: a working-directory no step of the job makes is still refused', () => {
    const found = checks({
      [CI]: workflow(
        '      - run: cmake -B build\n      - run: ctest\n        working-directory: elsewhere\n',
      ),
    });
    expect(byKind(found, 'test')).toMatchObject({ skipped: 'unresolvable' });
    expect(byKind(found, 'test')?.reason).toMatch(/working-directory 'elsewhere' does not exist/);
  });

  it('honest: a job with no CMake line is read as before', () => {
    const found = checks({ [CI]: workflow('      - run: make check\n') });
    expect(byKind(found, 'test')?.script).toBe('make check');
  });
});

describe('C/C++ checks by convention (no CI)', () => {
  it('configure, build and ctest; -Wall -Werror where the project declares no warnings', () => {
    const found = checks({});
    expect(byKind(found, 'test')).toMatchObject({ source: 'convention:cpp', skipped: null });
    expect(byKind(found, 'test')?.script).toContain('ctest --output-on-failure');
    expect(byKind(found, 'typecheck')?.reason).toBe(
      'the project declares no warning flags: built with -Wall -Werror',
    );
    expect(byKind(found, 'lint')?.skipped).toBe('not-configured');
  });

  it('clang-tidy only with a .clang-tidy; not installed is tool-not-installed, never guessed clean', () => {
    const found = checks(
      { '.clang-tidy': "Checks: '-*,bugprone-*'\n" },
      (tool) => tool !== 'clang-tidy' && tool !== 'run-clang-tidy',
    );
    expect(byKind(found, 'lint')).toMatchObject({
      source: 'convention:cpp',
      skipped: 'tool-not-installed',
    });
  });

  it('cmake not installed: the tests are tool-not-installed', () => {
    const found = checks({}, (tool) => tool !== 'cmake');
    expect(byKind(found, 'test')?.skipped).toBe('tool-not-installed');
  });

  it('a CMake project that enables no testing is no C/C++ stack: nothing is invented', () => {
    const found = checks({ 'CMakeLists.txt': 'project(rl CXX)\nadd_library(rl src/rl.cpp)\n' });
    expect(byKind(found, 'test')?.skipped).toBe('not-configured');
  });
});
