import { describe, expect, it } from 'vitest';
import { shadowAnomalies, shadowCandidates } from '../../../src/core/changes/shadowing-siblings.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import { aChangedFile } from '../../builders/changed-file.js';

function change(path: string, over: Partial<ChangedFile> = {}): ChangedFile {
  return aChangedFile({
    status: 'added',
    path,
    oldKind: 'none',
    oldBlob: '0'.repeat(40),
    class: 'source',
    oldClass: 'source',
    ecosystem: 'javascript',
    ...over,
  });
}

/** The anomalies for one change, with the given files present at base and at head. */
function judge(file: ChangedFile, base: string[], head: string[]): string[] {
  return shadowAnomalies(shadowCandidates([file]), new Set(base), new Set(head)).map(
    (a) => `${a.severity} ${a.path}: ${a.detail.split(':')[0]}`,
  );
}

describe('shadowing siblings', () => {
  it.each<[string, ChangedFile, string[], string]>([
    [
      'gaming: sum.js beside sum.ts',
      change('src/sum.js'),
      ['src/sum.ts'],
      'critical src/sum.js: src/sum.js shadows src/sum.ts',
    ],
    [
      'gaming: a .jsx beside a .tsx component',
      change('src/App.jsx'),
      ['src/App.tsx'],
      'critical src/App.jsx: src/App.jsx shadows src/App.tsx',
    ],
    [
      'gaming: .mjs beside .mts',
      change('lib/x.mjs'),
      ['lib/x.mts'],
      'critical lib/x.mjs: lib/x.mjs shadows lib/x.mts',
    ],
    [
      'gaming: a .js renamed into place beside the .ts',
      change('src/sum.js', { status: 'renamed', oldPath: 'old/sum.js' }),
      ['src/sum.ts'],
      'critical src/sum.js: src/sum.js shadows src/sum.ts',
    ],
    // Written after the per-resolver rule (issue 42.4).
    [
      'gaming: calc.mjs beside calc.ts (vite tries .mjs first)',
      change('src/calc.mjs'),
      ['src/calc.ts'],
      'critical src/calc.mjs: src/calc.mjs shadows src/calc.ts',
    ],
    [
      'gaming: calc.mts beside calc.ts',
      change('src/calc.mts'),
      ['src/calc.ts'],
      'critical src/calc.mts: src/calc.mts shadows src/calc.ts',
    ],
    [
      'gaming: calc.ts beside the component calc.tsx',
      change('src/calc.ts'),
      ['src/calc.tsx'],
      'critical src/calc.ts: src/calc.ts shadows src/calc.tsx',
    ],
    [
      "gaming: calc.js beside a folder's index (a file before the index)",
      change('src/calc.js'),
      ['src/calc/index.ts'],
      'critical src/calc.js: src/calc.js shadows src/calc/index.ts',
    ],
    [
      'gaming: a package beside the module of the same name',
      change('ratelimit/__init__.py', { ecosystem: 'python' }),
      ['ratelimit.py'],
      'critical ratelimit/__init__.py: ratelimit/__init__.py shadows ratelimit.py',
    ],
  ])('%s', (_name, file, present, expected) => {
    expect(judge(file, present, present)).toEqual([expected]);
  });

  it.each<[string, ChangedFile, string[], string[]]>([
    ['honest: a new .js module', change('src/format.js'), [], []],
    ['honest: .js and .ts both new', change('src/new.js'), [], ['src/new.ts']],
    ['honest: the .ts is gone at head (a port back)', change('src/sum.js'), ['src/sum.ts'], []],
    ['honest: a declaration file', change('src/sum.d.ts'), ['src/sum.ts'], ['src/sum.ts']],
    [
      'honest: an edited .js beside a .ts',
      change('src/sum.js', { status: 'modified' }),
      ['src/sum.ts'],
      ['src/sum.ts'],
    ],
    [
      'honest: a test file',
      change('src/sum.test.js', { class: 'test' }),
      ['src/sum.test.ts'],
      ['src/sum.test.ts'],
    ],
    ['honest: a package with no module twin', change('limits/__init__.py'), [], []],
    // Written after the per-resolver rule (issue 42.4).
    ['honest: a .mjs entry point with no .ts twin', change('bin/cli.mjs'), [], []],
    [
      'honest: calc.json beside calc.ts (tried after .ts)',
      change('src/calc.json'),
      ['src/calc.ts'],
      ['src/calc.ts'],
    ],
    [
      'honest: a .pyi stub beside calc.py (type checkers only)',
      change('calc.pyi', { ecosystem: 'python' }),
      ['calc.py'],
      ['calc.py'],
    ],
    [
      'honest: a namespace folder module beside calc.py',
      change('calc/extra.py', { ecosystem: 'python' }),
      ['calc.py'],
      ['calc.py'],
    ],
    [
      'honest: a folder index beside a file (the file still wins)',
      change('src/calc/index.ts'),
      ['src/calc.ts'],
      ['src/calc.ts'],
    ],
  ])('%s', (_name, file, base, head) => {
    expect(judge(file, base, head)).toEqual([]);
  });
});
