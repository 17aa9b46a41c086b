import { describe, expect, it } from 'vitest';
import { parseHunks } from '../../../src/core/changes/parse-hunks.js';
import { sourceHeuristics } from '../../../src/core/heuristics/source-heuristics.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import { unifiedDiff } from './corpus/diff-text.js';
import { changed, hunk } from './view.js';

const LIB = changed('pkg/lib.py', 'python');

describe('sourceHeuristics', () => {
  it('runs every heuristic over each file and orders by path, line and kind', () => {
    const found = sourceHeuristics({
      files: [
        { file: changed('src/b.ts', 'javascript'), hunks: [hunk(['process.exit(0);'], [], 7)] },
        {
          file: LIB,
          hunks: [
            hunk(['if "pytest" in sys.modules:', '    sys.exit(0)  # noqa'], [], 3),
            hunk(['if text == "Hello, World!":', '    return "hello-world"'], [], 20),
          ],
        },
      ],
      testLiterals: new Set(['Hello, World!', 'hello-world']),
    });
    expect(found).toEqual([
      {
        kind: 'source-early-exit',
        severity: 'warning',
        path: 'pkg/lib.py',
        line: 4,
        detail: 'sys.exit(0) added to library code: sys.exit(0)  # noqa',
      },
      {
        kind: 'suppression-added',
        severity: 'warning',
        path: 'pkg/lib.py',
        line: 4,
        detail: '# noqa added: sys.exit(0)  # noqa',
      },
      {
        kind: 'source-special-case',
        severity: 'warning',
        path: 'pkg/lib.py',
        line: 20,
        detail: 'test literal "Hello, World!" compared in source: if text == "Hello, World!":',
      },
      {
        kind: 'source-special-case',
        severity: 'warning',
        path: 'pkg/lib.py',
        line: 21,
        detail: 'test literal "hello-world" returned in source: return "hello-world"',
      },
      {
        kind: 'source-early-exit',
        severity: 'warning',
        path: 'src/b.ts',
        line: 7,
        detail: 'process.exit(0) added to library code: process.exit(0);',
      },
    ]);
  });

  it('uses the configured severity', () => {
    const found = sourceHeuristics({
      files: [{ file: LIB, hunks: [hunk(['x = f()  # type: ignore'])] }],
      testLiterals: new Set(),
      severity: 'critical',
    });
    expect(found.map((a) => [a.kind, a.severity])).toEqual([['suppression-added', 'critical']]);
  });

  it.each([
    ['a test file', { ...LIB, class: 'test' }],
    ['a deleted file', { ...LIB, status: 'deleted' }],
  ] as Array<[string, ChangedFile]>)('skips %s', (_name, file) => {
    const found = sourceHeuristics({
      files: [{ file, hunks: [hunk(['sys.exit(0)'])] }],
      testLiterals: new Set(),
    });
    expect(found).toEqual([]);
  });

  it('takes the ecosystem from the extension when the classifier left it open', () => {
    const file: ChangedFile = { ...changed('lib/x.go', null) };
    const found = sourceHeuristics({
      files: [{ file, hunks: [hunk(['\tos.Exit(0)'])] }],
      testLiterals: new Set(),
    });
    expect(found.map((a) => a.kind)).toEqual(['source-early-exit']);
  });

  it('reads hunks parsed from a real -U0 diff with head line numbers', () => {
    const before = 'def f(n):\n    return n\n';
    const after = 'import sys\n\n\ndef f(n):\n    sys.exit(0)\n    return n\n';
    const { hunks } = parseHunks(unifiedDiff(before, after));
    const found = sourceHeuristics({ files: [{ file: LIB, hunks }], testLiterals: new Set() });
    expect(found.map((a) => [a.line, a.detail])).toEqual([
      [5, 'sys.exit(0) added to library code: sys.exit(0)'],
    ]);
  });
});

describe('unifiedDiff (corpus helper)', () => {
  it.each([
    ['a\nb\n', 'a\nx\nb\n', '@@ -1,0 +2,1 @@\n+x\n'],
    ['a\nb\nc\n', 'a\nc\n', '@@ -2,1 +1,0 @@\n-b\n'],
    ['a\nb\n', 'a\nB\n', '@@ -2,1 +2,1 @@\n-b\n+B\n'],
    ['', 'x\ny\n', '@@ -0,0 +1,2 @@\n+x\n+y\n'],
    ['same\n', 'same\n', ''],
  ])('%j -> %j', (before, after, diff) => {
    expect(unifiedDiff(before, after)).toBe(diff);
  });
});
