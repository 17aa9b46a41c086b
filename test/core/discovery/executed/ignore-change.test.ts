// Whether a PR's change to an ignore file a base linter honours hides a tracked file from it.
import { describe, expect, it } from 'vitest';
import { newlyIgnoredPath } from '../../../../src/core/discovery/executed/ignore-change.js';

const TRACKED = [
  'src/app.ts',
  'src/gen/x.ts',
  'tests/test_app.py',
  'docs/a.md',
  'pkg/.gitignore',
  'pkg/lib/b.py',
  '.gitignore',
];

describe('newlyIgnoredPath', () => {
  const cases: Array<[string, string, string | null, string | null, string | null]> = [
    [
      'honest: adds dist/ (untracked)',
      '.gitignore',
      'node_modules/\n',
      'node_modules/\ndist/\n',
      null,
    ],
    ['honest: adds a comment and *.log', '.gitignore', '', '# logs\n*.log\n', null],
    [
      'honest: removes a line (the linter sees more)',
      '.gitignore',
      'coverage/\nbuild/\n',
      'coverage/\n',
      null,
    ],
    ['honest: adds an exception', '.gitignore', 'gen/\n', 'gen/\n!gen/keep.ts\n', null],
    ['honest: unchanged meaning (whitespace)', '.gitignore', 'dist/\n', 'dist/   \n\n', null],
    [
      'gaming: ignores the tests folder',
      '.gitignore',
      'dist/\n',
      'dist/\ntests/\n',
      'tests/test_app.py',
    ],
    ['gaming: ignores a source file by name anywhere', '.gitignore', '', 'x.ts\n', 'src/gen/x.ts'],
    ['gaming: anchored path', '.gitignore', '', '/src/app.ts\n', 'src/app.ts'],
    ['gaming: glob over sources', '.gitignore', '', 'src/**/*.ts\n', 'src/app.ts'],
    [
      'gaming: removes an exception',
      '.gitignore',
      'src/gen/\n!src/gen/x.ts\n',
      'src/gen/\n',
      'src/gen/x.ts',
    ],
    ['gaming: a new nested ignore file', 'pkg/.gitignore', null, '*\n', 'pkg/lib/b.py'],
    ['honest: nested file only reaches its own folder', 'pkg/.gitignore', null, 'app.ts\n', null],
  ];
  it.each(cases)('%s', (_name, file, before, after, expected) => {
    expect(newlyIgnoredPath(file, before, after, TRACKED)).toBe(expected);
  });
});
