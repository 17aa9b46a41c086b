// The stripping of added suppressions, per tool: what is blanked (in place, so lines keep their
// numbers), what stays (base's suppressions, markers in strings, unrelated comments).
import { describe, expect, it } from 'vitest';
import type { Hunk } from '../../../src/core/model/diff.js';
import {
  addedStubs,
  mayHoldSuppressions,
  type SourceChange,
  stripAdded,
} from '../../../src/core/suppressions/strip-added.js';
import { TOOL_PROFILES } from '../../../src/core/tools/registry.js';

/** A change whose every head line was added (a new file), or only the listed lines. */
function change(
  path: string,
  head: string,
  base: string | null = null,
  lines?: number[],
): SourceChange {
  const all = head.split('\n');
  const added = (lines ?? all.map((_, i) => i + 1)).map((line) => ({
    line,
    text: all[line - 1] ?? '',
  }));
  const hunk: Hunk = {
    oldStart: 0,
    oldLines: 0,
    newStart: 1,
    newLines: added.length,
    removed: [],
    added,
  };
  return { path, baseText: base, headText: head, hunks: [hunk] };
}

function strip(one: SourceChange) {
  const { files, suppressions } = stripAdded([one], [], TOOL_PROFILES);
  return { text: files.get(one.path), suppressions };
}

// [file, added line, the line once stripped, label, a tool that honours it]
const CASES: Array<[string, string, string, string, string]> = [
  ['a.py', 'x = f()  # noqa', 'x = f()', '# noqa', 'ruff'],
  ['a.py', 'import os  # noqa: F401', 'import os', '# noqa', 'flake8'],
  ['a.py', '# ruff: noqa', '', '# ruff: noqa', 'ruff'],
  ['a.py', '# ruff: noqa: F401, E501', '', '# ruff: noqa', 'ruff'],
  ['a.py', '# flake8: noqa', '', '# flake8: noqa', 'ruff'],
  ['a.py', 'x: int = "a"  # type: ignore', 'x: int = "a"', '# type: ignore', 'mypy'],
  [
    'a.py',
    'x: int = "a"  # type: ignore[assignment]  # why',
    'x: int = "a"                              # why',
    '# type: ignore',
    'pyright',
  ],
  ['a.py', '# mypy: disable-error-code="assignment"', '', '# mypy:', 'mypy'],
  [
    'a.py',
    'x: int = "a"  # pyright: ignore[reportAssignmentType]',
    'x: int = "a"',
    '# pyright: ignore',
    'pyright',
  ],
  ['a.py', '# pyright: basic', '', '# pyright:', 'pyright'],
  ['a.py', '@no_type_check', '', '@no_type_check', 'mypy'],
  ['a.py', '@typing.no_type_check', '', '@no_type_check', 'pyright'],
  ['a.py', 'def f():  # pylint: disable=invalid-name', 'def f():', '# pylint: disable', 'pylint'],
  ['a.ts', '  // @ts-ignore', '', '// @ts-ignore', 'tsc'],
  [
    'a.ts',
    '// @ts-expect-error wrong on purpose',
    '//                  wrong on purpose',
    '// @ts-ignore',
    'tsc',
  ],
  ['a.ts', '// @ts-nocheck', '', '// @ts-nocheck', 'tsc'],
  [
    'a.js',
    'f(); // eslint-disable-line no-undef',
    'f(); //                     no-undef',
    'eslint-disable-line',
    'eslint',
  ],
  ['a.js', '// eslint-disable-next-line', '', 'eslint-disable-line', 'eslint'],
  ['a.js', '/* eslint-disable */', '', 'eslint-disable', 'eslint'],
  [
    'a.js',
    '/* eslint no-console: "off" */',
    '/*        no-console: "off" */',
    '/* eslint rule: off */',
    'eslint',
  ],
  [
    'a.ts',
    '// biome-ignore lint/style/useConst: why',
    '//              lint/style/useConst: why',
    'biome-ignore',
    'biome',
  ],
  [
    'a.ts',
    '// biome-ignore-all lint: why',
    '//                  lint: why',
    'biome-ignore-all',
    'biome',
  ],
  ['a.rs', '#[allow(clippy::needless_return)]', '', '#[allow(...)]', 'clippy'],
  ['a.rs', '#![allow(dead_code)]', '', '#![allow(...)]', 'clippy'],
  ['a.rs', '#[allow(unused)] fn f() {}', '                 fn f() {}', '#[allow(...)]', 'clippy'],
  ['a.rs', '#[cfg_attr(feature = "x", allow(unused))]', '', '#[allow(...)]', 'clippy'],
  ['a.go', 'x := f() //nolint:errcheck', 'x := f()', '//nolint', 'golangci-lint'],
  ['a.go', '//lint:ignore SA4006 why', '//            SA4006 why', '//lint:ignore', 'staticcheck'],
  ['a.cpp', 'int x = f(); // NOLINT(bugprone-foo)', 'int x = f();', 'NOLINT', 'clang-tidy'],
  ['a.cpp', '// NOLINTNEXTLINE', '', 'NOLINT', 'clang-tidy'],
  ['a.sql', 'select * from t -- noqa: AM04', 'select * from t', '-- noqa', 'sqlfluff'],
];

describe('stripping the suppressions a PR added, per tool', () => {
  it.each(CASES)('%s: %s', (path, line, stripped, label, tool) => {
    const head = `${line}\nnext = 1\n`;
    const { text, suppressions } = strip(change(path, head, null, [1]));
    expect(text).toBe(`${stripped}\nnext = 1\n`);
    const found = suppressions.find((s) => s.label === label);
    expect(found?.line).toBe(1);
    expect(found?.tools).toContain(tool);
    expect(mayHoldSuppressions(path, head, TOOL_PROFILES)).toBe(true);
  });

  it('names every tool that honours a shared form', () => {
    const { suppressions } = strip(change('a.py', 'x: int = "a"  # type: ignore\n'));
    expect(suppressions[0]?.tools).toEqual(['mypy', 'pyright']);
  });

  it('keeps every line where it was', () => {
    const head = '# ruff: noqa\nimport os\n\n\ndef f():  # noqa\n    return 1\n';
    const { text } = strip(change('a.py', head));
    expect(text?.split('\n')).toHaveLength(head.split('\n').length);
    expect(text?.split('\n')[4]).toBe('def f():');
  });
});

describe('what stays', () => {
  it('leaves a suppression on a line the PR did not add', () => {
    const head = 'import os  # noqa\nx = 1  # noqa\n';
    const { text, suppressions } = strip(change('a.py', head, 'import os  # noqa\n', [2]));
    expect(text).toBe('import os  # noqa\nx = 1\n');
    expect(suppressions.map((s) => s.line)).toEqual([2]);
  });

  it('leaves a line edited in place that keeps its marker (base had it)', () => {
    const hunk: Hunk = {
      oldStart: 1,
      oldLines: 1,
      newStart: 1,
      newLines: 1,
      removed: [{ line: 1, text: 'import os  # noqa: F401' }],
      added: [{ line: 1, text: 'import os, re  # noqa: F401' }],
    };
    const one = {
      path: 'a.py',
      baseText: null,
      headText: 'import os, re  # noqa: F401\n',
      hunks: [hunk],
    };
    expect(stripAdded([one], [], TOOL_PROFILES).suppressions).toEqual([]);
  });

  it('strips a line whose edit widens its marker', () => {
    const hunk: Hunk = {
      oldStart: 1,
      oldLines: 1,
      newStart: 1,
      newLines: 1,
      removed: [{ line: 1, text: 'import os  # noqa: F401' }],
      added: [{ line: 1, text: 'import os  # noqa: F401, E501' }],
    };
    const one = {
      path: 'a.py',
      baseText: null,
      headText: 'import os  # noqa: F401, E501\n',
      hunks: [hunk],
    };
    expect(stripAdded([one], [], TOOL_PROFILES).suppressions).toHaveLength(1);
  });

  it('leaves a file-level directive base already had, even when moved', () => {
    const head = '"""Doc."""\n# ruff: noqa\nimport os\n';
    const { suppressions } = strip(change('a.py', head, '# ruff: noqa\nimport os\n', [1, 2]));
    expect(suppressions).toEqual([]);
  });

  it('does not take a marker in a string', () => {
    const head = 'HELP = "add # noqa to silence"\nmsg = "// @ts-ignore"\n';
    expect(strip(change('a.py', head)).suppressions).toEqual([]);
    expect(strip(change('a.ts', 'const m = "// @ts-ignore";\n')).suppressions).toEqual([]);
    expect(strip(change('a.rs', 'let s = "#[allow(unused)]";\n')).suppressions).toEqual([]);
  });

  it('reads a form only in the files its tool reads', () => {
    expect(strip(change('a.go', 'x := 1 // @ts-ignore\n')).suppressions).toEqual([]);
    expect(strip(change('a.ts', 'const x = 1; // noqa\n')).suppressions).toEqual([]);
    expect(mayHoldSuppressions('README.md', '# noqa', TOOL_PROFILES)).toBe(false);
  });
});

describe('stubs beside a module', () => {
  it('removes a new stub beside a module of head', () => {
    const stubs = addedStubs(['calc.pyi'], new Set(['calc.py']), TOOL_PROFILES);
    expect(stubs).toEqual([
      {
        path: 'calc.pyi',
        line: null,
        label: 'stub beside calc.py',
        tools: ['mypy', 'pyright'],
        scope: 'file',
      },
    ]);
    expect(stripAdded([], stubs, TOOL_PROFILES).files.get('calc.pyi')).toBeNull();
  });

  it("keeps a C extension's stub: no module beside it", () => {
    expect(addedStubs(['fastcalc.pyi'], new Set(['setup.py']), TOOL_PROFILES)).toEqual([]);
  });

  it("keeps a package's stub only beside its own module", () => {
    expect(
      addedStubs(['pkg/__init__.pyi'], new Set(['pkg/__init__.py']), TOOL_PROFILES),
    ).toHaveLength(1);
    expect(addedStubs(['pkg/calc.pyi'], new Set(['calc.py']), TOOL_PROFILES)).toEqual([]);
  });
});

describe('if TYPE_CHECKING branches', () => {
  it('turns off a new branch that redefines a run-time function', () => {
    const head = [
      'from typing import TYPE_CHECKING',
      'if TYPE_CHECKING:',
      '    def add(a: int, b: int) -> int: ...',
      'else:',
      '    def add(a, b):',
      '        return str(a) + b',
      '',
    ].join('\n');
    const { text, suppressions } = strip(change('calc.py', head));
    expect(text?.split('\n')[1]).toBe(`if ${'False'.padEnd(13)}:`);
    expect(suppressions).toEqual([
      {
        path: 'calc.py',
        line: 2,
        label: 'if TYPE_CHECKING: redefines add',
        tools: ['mypy', 'pyright'],
        scope: 'line',
      },
    ]);
  });

  it('finds the run-time twin anywhere at the same level', () => {
    const head = 'import typing\nif typing.TYPE_CHECKING:\n    limit: int\nlimit = "x"\n';
    const { text } = strip(change('calc.py', head));
    expect(text?.split('\n')[1]).toBe(`if ${'False'.padEnd(20)}:`);
  });

  it('keeps a branch of imports only the checker needs', () => {
    const head = [
      'from __future__ import annotations',
      'from typing import TYPE_CHECKING',
      'if TYPE_CHECKING:',
      '    from decimal import Decimal',
      'def f(x: Decimal) -> Decimal:',
      '    return x',
      '',
    ].join('\n');
    expect(strip(change('calc.py', head)).suppressions).toEqual([]);
  });

  it('keeps a branch the PR did not add', () => {
    const head = 'if TYPE_CHECKING:\n    def f() -> int: ...\nelse:\n    def f(): return 1\n';
    expect(strip(change('calc.py', head, head, [4])).suppressions).toEqual([]);
  });
});
