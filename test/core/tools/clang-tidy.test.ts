// clang-tidy as the C/C++ lint: configured by a `.clang-tidy` at base, its errors read from real
// output (fixtures/README.md), its plain warnings left to its exit status.
import { describe, expect, it } from 'vitest';
import { parseDiagnostics } from '../../../src/core/results/diagnostics/parse-diagnostics.js';
import { clangTidyConfigured } from '../../../src/core/tools/clang-tidy/configured.js';
import { fixture } from '../results/fixture.js';

describe('clang-tidy', () => {
  it('configured by a .clang-tidy in the project folder or above it', () => {
    const has = (paths: string[]) => (path: string) => paths.includes(path);
    expect(clangTidyConfigured(has(['.clang-tidy']), 'lib')).toBe(true);
    expect(clangTidyConfigured(has(['lib/.clang-tidy']), 'lib')).toBe(true);
    expect(clangTidyConfigured(has(['other/.clang-tidy']), 'lib')).toBe(false);
    expect(clangTidyConfigured(has(['.clang-format']), '')).toBe(false);
  });

  it('a finding WarningsAsErrors names is an error; a plain warning is not', () => {
    const found = parseDiagnostics('clang-tidy', fixture('diagnostics/clang-tidy.txt'));
    expect(found.map((d) => [d.file, d.line, d.message])).toEqual([
      [
        '/tmp/fx-cpp/src/warn.cpp',
        4,
        'result of integer division used in a floating point context; possible loss of precision [bugprone-integer-division,-warnings-as-errors]',
      ],
    ]);
    expect(found[0]?.text.split('\n')).toEqual([
      '/tmp/fx-cpp/src/warn.cpp:4:12: error: result of integer division used in a floating point context; possible loss of precision [bugprone-integer-division,-warnings-as-errors]',
      '    return requests / limit * 1.0;',
      '           ^',
    ]);
  });

  it("gcc's own errors are not clang-tidy's (no check named)", () => {
    expect(parseDiagnostics('clang-tidy', fixture('diagnostics/cmake-build-werror.txt'))).toEqual(
      [],
    );
  });
});
