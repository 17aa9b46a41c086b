import { describe, expect, it } from 'vitest';
import { filesToRead, projectDirectories } from '../../../src/core/discovery/discover-checks.js';

const paths = [
  '.github/workflows/ci.yml',
  '.github/workflows/release.yaml',
  '.github/workflows/scripts/helper.yml',
  '.github/dependabot.yml',
  'action.yml',
  'Makefile',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'src/index.ts',
  'services/api/pyproject.toml',
  'services/api/tox.ini',
  'services/api/noxfile.py',
  'services/api/uv.lock',
  'services/web/package.json',
  'services/web/justfile',
  'crates/core/Cargo.toml',
  'tools/go.mod',
  'node_modules/left-pad/package.json',
  'test/fixtures/demo/package.json',
];

describe('filesToRead', () => {
  it('at the root: workflows, action.yml, and every task file and manifest', () => {
    expect(filesToRead(paths)).toEqual([
      '.github/workflows/ci.yml',
      '.github/workflows/release.yaml',
      'action.yml',
      'Makefile',
      'package.json',
      'services/api/pyproject.toml',
      'services/api/tox.ini',
      'services/api/noxfile.py',
      'services/web/package.json',
      'services/web/justfile',
      'crates/core/Cargo.toml',
      'tools/go.mod',
      'test/fixtures/demo/package.json',
    ]);
  });

  it('for a project directory: its own files and those of its ancestors', () => {
    expect(filesToRead(paths, 'services/api')).toEqual([
      '.github/workflows/ci.yml',
      '.github/workflows/release.yaml',
      'action.yml',
      'Makefile',
      'package.json',
      'services/api/pyproject.toml',
      'services/api/tox.ini',
      'services/api/noxfile.py',
    ]);
  });
});

describe('projectDirectories', () => {
  it('lists directories with a manifest, root first, without dependencies and fixtures', () => {
    expect(projectDirectories(paths)).toEqual([
      '',
      'crates/core',
      'services/api',
      'services/web',
      'tools',
    ]);
  });

  it('omits the root when it has no manifest', () => {
    expect(projectDirectories(['b/setup.py', 'a/go.mod', 'README.md'])).toEqual(['a', 'b']);
  });
});
