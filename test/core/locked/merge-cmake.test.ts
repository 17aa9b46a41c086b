// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CMake expansions, not templates.
// The locked version of a CMake file outside the test folders: head's sources and libraries, the
// test and flag commands (and the control flow around them) from base.
import { describe, expect, it } from 'vitest';
import { lockAddedCMake, mergeCMake } from '../../../src/core/locked/merge-cmake.js';
import { manifestKind, mergeManifest } from '../../../src/core/locked/merge-manifest.js';

const BASE = [
  'cmake_minimum_required(VERSION 3.14)',
  'project(rl C CXX)',
  'add_library(rl src/rl.cpp src/buffer.c)',
  'target_compile_options(rl PRIVATE -Wall -Werror)',
  'enable_testing()',
  'add_subdirectory(tests)',
  'add_executable(rl_test tests/rl_test.cpp)',
  'add_test(NAME rl COMMAND rl_test)',
  '',
].join('\n');

const edit = (from: string, to: string): string => {
  if (!BASE.includes(from)) throw new Error(`not in BASE: ${from}`);
  return BASE.replace(from, to);
};

describe('mergeCMake', () => {
  it.each([
    ['gaming: -Werror dropped from the flags', 'PRIVATE -Wall -Werror)', 'PRIVATE -Wall)'],
    ['gaming: the test dropped from add_test', 'add_test(NAME rl COMMAND rl_test)\n', ''],
    ['gaming: the test pointed at another executable', 'COMMAND rl_test)', 'COMMAND true)'],
    ['gaming: testing disabled', 'enable_testing()\n', ''],
    ['gaming: the test folder left out', 'add_subdirectory(tests)\n', ''],
    ['gaming: a test source swapped in the test target', 'tests/rl_test.cpp)', 'tests/empty.cpp)'],
    [
      'gaming: the flags turned off for every target',
      'enable_testing()',
      'set(CMAKE_CXX_FLAGS "-w")\nenable_testing()',
    ],
    ['gaming: a return() before the tests', 'enable_testing()', 'return()\nenable_testing()'],
    [
      'gaming: the flags dropped through the variable that held them',
      'PRIVATE -Wall -Werror)',
      'PRIVATE ${RL_FLAGS})',
    ],
    [
      'gaming: -Werror kept only for a configuration never built',
      'PRIVATE -Wall -Werror)',
      'PRIVATE -Wall $<$<CONFIG:Never>:-Werror>)',
    ],
  ])('%s: base commands in the locked run', (_name, from, to) => {
    const merged = mergeCMake(BASE, edit(from, to));
    expect(merged.split('\n').filter((l) => l !== '')).toEqual(
      BASE.split('\n').filter((l) => l !== ''),
    );
  });

  it('gaming: the flags gated off by a changed if(): the block is base’s', () => {
    const base =
      'if(NOT MSVC)\n  add_compile_options(-Wall -Werror)\nendif()\nadd_library(rl rl.cpp)\n';
    const head =
      'if(FALSE)\n  add_compile_options(-Wall -Werror)\nendif()\nadd_library(rl rl.cpp)\n';
    expect(mergeCMake(base, head)).toContain('if(NOT MSVC)');
    expect(mergeCMake(base, head)).not.toContain('if(FALSE)');
  });

  it('gaming: the project’s warnings module no longer included: base’s include', () => {
    const base = 'include(cmake/Warnings.cmake)\nadd_library(rl rl.cpp)\n';
    expect(mergeCMake(base, 'add_library(rl rl.cpp)\n')).toContain('include(cmake/Warnings.cmake)');
    const option = 'option(RL_WERROR "x" ON)\nadd_library(rl rl.cpp)\n';
    const head = 'set(RL_WERROR OFF)\noption(RL_WERROR "x" ON)\nadd_library(rl rl.cpp)\n';
    expect(mergeCMake(option, head).trim()).toBe(option.trim());
  });

  it('honest: a source added to the library stays, as written', () => {
    const head = edit('src/buffer.c)', 'src/buffer.c src/twice.cpp)');
    expect(mergeCMake(BASE, head)).toBe(head);
  });

  it('honest: a comment and a new library are the PR’s', () => {
    const head = edit(
      'project(rl C CXX)',
      '# The rate limiter.\nproject(rl C CXX)\nadd_library(extra src/extra.c)',
    );
    expect(mergeCMake(BASE, head)).toBe(head);
  });

  it('a test target the PR adds is left out with its test file; its library change stays', () => {
    const head = `${edit('src/buffer.c)', 'src/buffer.c src/twice.cpp)')}add_executable(twice_test tests/twice_test.cpp)\nadd_test(NAME twice COMMAND twice_test)\n`;
    const merged = mergeCMake(BASE, head);
    expect(merged).toContain('src/twice.cpp)');
    expect(merged).not.toContain('twice_test');
  });

  it('a CMake file the PR adds keeps its library, not its tests or flags', () => {
    const added =
      'add_library(extra extra.c)\ntarget_compile_options(extra PRIVATE -Wno-error)\nadd_executable(extra_test t.c)\nadd_test(NAME e COMMAND extra_test)\n';
    expect(lockAddedCMake(added).trim()).toBe('add_library(extra extra.c)');
  });

  it('CMake files are merged outside the test folders and restored whole inside them', () => {
    expect(manifestKind('CMakeLists.txt')).toBe('CMakeLists.txt');
    expect(manifestKind('src/core/CMakeLists.txt')).toBe('CMakeLists.txt');
    expect(manifestKind('cmake/Warnings.cmake')).toBe('cmake-module');
    expect(manifestKind('tests/CMakeLists.txt')).toBeNull();
    expect(manifestKind('tests/cmake/helpers.cmake')).toBeNull();
    expect(mergeManifest('CMakeLists.txt', BASE, edit('-Wall -Werror', '-Wall'))).toContain(
      '-Werror',
    );
  });
});
