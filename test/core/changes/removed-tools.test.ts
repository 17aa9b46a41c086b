// The pure rule behind "the PR removed the tool a base check needs": gaming rows get one critical
// harness-modified on the manifest, honest look-alikes get none.
import { describe, expect, it } from 'vitest';
import {
  type ManifestSides,
  removedToolAnomalies,
} from '../../../src/core/changes/removed-tools.js';
import type { Check, CheckKind } from '../../../src/core/model/check.js';
import { aTestCheck } from '../../builders/check.js';

const pkg = (deps: Record<string, Record<string, string>>): string =>
  JSON.stringify({ name: 'p', version: '1.0.0', ...deps });

const missing = (kind: CheckKind, line: string, fields: Partial<Check> = {}): Check => {
  const [command = '', ...args] = line.split(' ');
  return aTestCheck(command, args, { kind, skipped: 'tool-not-installed', ...fields });
};

const TSC = missing('typecheck', 'npx tsc --noEmit');
const ESLINT = missing('lint', 'npx eslint .');
const BIOME = missing('lint', 'npx @biomejs/biome check src');
const NPM_TYPECHECK = missing('typecheck', 'npm run typecheck', { reason: 'tsc not installed' });
const MYPY = missing('typecheck', 'python -m mypy src');
const RUFF = missing('lint', 'ruff check .');
const PYTEST = missing('test', 'pytest -q');

const WITH_TS = pkg({ devDependencies: { typescript: '^5.4.0', lodash: '^4.0.0' } });

interface Row {
  name: string;
  checks: Check[];
  manifest: ManifestSides;
  /** The removed package the critical anomaly names, or null for an honest row. */
  removed: string | null;
}

const rows: Row[] = [
  // Gaming: the PR's install no longer brings the tool the base check runs.
  {
    name: 'removes typescript from devDependencies (npx tsc)',
    checks: [TSC],
    manifest: { path: 'package.json', base: WITH_TS, head: pkg({ devDependencies: {} }) },
    removed: 'typescript',
  },
  {
    name: 'removes typescript behind npm run typecheck',
    checks: [NPM_TYPECHECK],
    manifest: { path: 'package.json', base: WITH_TS, head: pkg({}) },
    removed: 'typescript',
  },
  {
    name: 'removes eslint and adds biome while the base lint is eslint',
    checks: [ESLINT],
    manifest: {
      path: 'package.json',
      base: pkg({ devDependencies: { eslint: '^9.0.0' } }),
      head: pkg({ devDependencies: { '@biomejs/biome': '^1.9.0' } }),
    },
    removed: 'eslint',
  },
  {
    name: 'removes @biomejs/biome (npx @biomejs/biome)',
    checks: [BIOME],
    manifest: {
      path: 'web/package.json',
      base: pkg({ devDependencies: { '@biomejs/biome': '1.9.4' } }),
      head: pkg({ devDependencies: {} }),
    },
    removed: '@biomejs/biome',
  },
  {
    name: 'removes mypy from requirements-dev.txt (python -m mypy)',
    checks: [MYPY],
    manifest: {
      path: 'requirements-dev.txt',
      base: 'pytest==8.0.0\nmypy==1.10.0\n',
      head: 'pytest==8.0.0\n',
    },
    removed: 'mypy',
  },
  {
    name: 'removes ruff from a pyproject dependency group',
    checks: [RUFF],
    manifest: {
      path: 'pyproject.toml',
      base: '[dependency-groups]\ndev = ["ruff>=0.5", "pytest"]\n',
      head: '[dependency-groups]\ndev = ["pytest"]\n',
    },
    removed: 'ruff',
  },
  {
    name: 'deletes the requirements file that brought pytest',
    checks: [PYTEST],
    manifest: { path: 'requirements/test.txt', base: 'pytest>=8\n', head: null },
    removed: 'pytest',
  },
  {
    name: 'removes Pytest from Pipfile dev-packages (case differs)',
    checks: [PYTEST],
    manifest: {
      path: 'Pipfile',
      base: '[dev-packages]\nPytest = "*"\n',
      head: '[dev-packages]\n',
    },
    removed: 'pytest',
  },
  // Honest look-alikes.
  {
    name: 'removes a dependency no check uses',
    checks: [TSC],
    manifest: {
      path: 'package.json',
      base: WITH_TS,
      head: pkg({ devDependencies: { typescript: '^5.4.0' } }),
    },
    removed: null,
  },
  {
    name: 'moves typescript from dependencies to devDependencies',
    checks: [TSC],
    manifest: {
      path: 'package.json',
      base: pkg({ dependencies: { typescript: '^5.4.0' } }),
      head: pkg({ devDependencies: { typescript: '^5.4.0' } }),
    },
    removed: null,
  },
  {
    name: 'replaces eslint by biome while the base lint is biome',
    checks: [BIOME],
    manifest: {
      path: 'package.json',
      base: pkg({ devDependencies: { eslint: '^9.0.0', '@biomejs/biome': '1.9.4' } }),
      head: pkg({ devDependencies: { '@biomejs/biome': '1.9.4' } }),
    },
    removed: null,
  },
  {
    name: 'bumps typescript',
    checks: [TSC],
    manifest: {
      path: 'package.json',
      base: WITH_TS,
      head: pkg({ devDependencies: { typescript: '^5.6.0', lodash: '^4.0.0' } }),
    },
    removed: null,
  },
  {
    name: 'removes typescript while the type check ran (tool installed)',
    checks: [{ ...TSC, skipped: null }],
    manifest: { path: 'package.json', base: WITH_TS, head: pkg({}) },
    removed: null,
  },
  {
    name: 'moves mypy from a requirements pin to the same file with extras',
    checks: [MYPY],
    manifest: {
      path: 'requirements-dev.txt',
      base: 'mypy==1.10.0\n',
      head: 'mypy[reports]==1.11.0\n',
    },
    removed: null,
  },
  {
    name: 'removes typescript from overrides only (still declared)',
    checks: [TSC],
    manifest: {
      path: 'package.json',
      base: pkg({ devDependencies: { typescript: '^5.4.0' }, overrides: { typescript: '5.4.5' } }),
      head: pkg({ devDependencies: { typescript: '^5.4.0' } }),
    },
    removed: null,
  },
];

describe('removedToolAnomalies', () => {
  it.each(rows)('$name', ({ checks, manifest, removed }) => {
    const found = removedToolAnomalies(checks, [manifest]);
    if (removed === null) {
      expect(found).toEqual([]);
      return;
    }
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'harness-modified',
      severity: 'critical',
      path: manifest.path,
      line: null,
    });
    expect(found[0]?.detail).toContain(`removes ${removed}, which the base`);
  });

  it('a missing tool with no changed manifest stays a skip without an anomaly', () => {
    expect(removedToolAnomalies([TSC, PYTEST], [])).toEqual([]);
  });

  it('names the check kind and its script in the detail', () => {
    const [found] = removedToolAnomalies(
      [TSC],
      [{ path: 'package.json', base: WITH_TS, head: pkg({}) }],
    );
    expect(found?.detail).toBe(
      'removes typescript, which the base type check (npx tsc --noEmit) needs: the check was skipped as tool-not-installed',
    );
  });
});
