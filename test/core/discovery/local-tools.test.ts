// Tools installed in the project (node_modules/.bin, a venv's bin/) count as installed for the
// check's folder and its parents, and a plain command runs them from there (PATH lacks them).
import { describe, expect, it } from 'vitest';
import { discoverChecks } from '../../../src/core/discovery/discover-checks.js';
import type { Check } from '../../../src/core/model/check.js';
import { installed, repoOf } from './repo-files.js';

function checks(
  files: Record<string, string>,
  local: readonly string[],
  onPath: readonly string[] = [],
  workingDirectory = '',
): Check[] {
  const executables = new Set(local);
  return discoverChecks({
    files: repoOf(files),
    workingDirectory,
    isInstalled: installed(...onPath),
    isLocalExecutable: (path) => executables.has(path),
  }).checks;
}

const NODE = { 'package.json': '{"scripts":{"test":"vitest run"}}', 'tsconfig.json': '{}' };
const PY = { 'pyproject.toml': '[project]\nname = "x"\n\n[tool.ruff]\nline-length = 100\n' };

describe('project-local tools', () => {
  it.each<[string, Record<string, string>, string[], string[], string, Partial<Check>]>([
    [
      'convention tsc from the root node_modules/.bin',
      NODE,
      ['node_modules/.bin/tsc'],
      ['npm'],
      '',
      { kind: 'typecheck', command: './node_modules/.bin/tsc', args: ['--noEmit'], skipped: null },
    ],
    [
      'a package of a monorepo uses the root node_modules/.bin',
      { 'packages/web/package.json': '{}', 'packages/web/tsconfig.json': '{}' },
      ['node_modules/.bin/tsc'],
      [],
      'packages/web',
      {
        kind: 'typecheck',
        command: '../../node_modules/.bin/tsc',
        cwd: 'packages/web',
        skipped: null,
      },
    ],
    [
      "the package's own node_modules/.bin is nearer than the root's",
      { 'packages/web/package.json': '{}', 'packages/web/tsconfig.json': '{}' },
      ['node_modules/.bin/tsc', 'packages/web/node_modules/.bin/tsc'],
      [],
      'packages/web',
      { kind: 'typecheck', command: './node_modules/.bin/tsc', skipped: null },
    ],
    [
      'ruff from the project .venv',
      PY,
      ['.venv/bin/ruff', '.venv/bin/pytest'],
      [],
      '',
      { kind: 'lint', command: './.venv/bin/ruff', args: ['check', '.'], skipped: null },
    ],
    [
      'ruff from a venv/ folder',
      PY,
      ['venv/bin/ruff'],
      [],
      '',
      { kind: 'lint', command: './venv/bin/ruff', skipped: null },
    ],
    [
      'a tool on PATH runs from PATH even when the project has a copy',
      NODE,
      ['node_modules/.bin/tsc'],
      ['tsc'],
      '',
      { kind: 'typecheck', command: 'tsc', skipped: null },
    ],
    [
      'no copy anywhere: tool-not-installed',
      NODE,
      [],
      [],
      '',
      { kind: 'typecheck', command: 'tsc', skipped: 'tool-not-installed' },
    ],
    [
      'a sibling package’s node_modules does not count',
      { 'packages/web/package.json': '{}', 'packages/web/tsconfig.json': '{}' },
      ['packages/api/node_modules/.bin/tsc'],
      [],
      'packages/web',
      { kind: 'typecheck', command: 'tsc', skipped: 'tool-not-installed' },
    ],
  ])('%s', (_name, files, local, onPath, dir, expected) => {
    const found = checks(files, local, onPath, dir).find((c) => c.kind === expected.kind);
    expect(found).toMatchObject(expected);
  });

  it('gaming: an executable the repository itself tracks at base is not an installed tool', () => {
    const files = { ...NODE, 'node_modules/.bin/tsc': '#!/bin/sh\nexit 0\n' };
    const found = checks(files, ['node_modules/.bin/tsc']).find((c) => c.kind === 'typecheck');
    expect(found).toMatchObject({ command: 'tsc', skipped: 'tool-not-installed' });
  });

  it('honest: the same executable, installed (untracked), runs', () => {
    const found = checks(NODE, ['node_modules/.bin/tsc']).find((c) => c.kind === 'typecheck');
    expect(found).toMatchObject({ command: './node_modules/.bin/tsc', skipped: null });
  });
});
