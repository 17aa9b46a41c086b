import { describe, expect, it } from 'vitest';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import { listProjects, projectsMatrix } from '../../../src/core/monorepo/touched-projects.js';
import { changed, repo } from './repo.js';

const MONOREPO = repo({
  'package.json': JSON.stringify({ private: true, workspaces: ['packages/*'] }),
  'package-lock.json': '{}',
  'README.md': '# acme',
  '.github/workflows/ci.yml': 'on: pull_request',
  'docs/guide.md': '# guide',
  'packages/lib/package.json': JSON.stringify({ name: '@acme/lib' }),
  'packages/lib/src/index.ts': 'export {};',
  'packages/web/package.json': JSON.stringify({
    name: '@acme/web',
    dependencies: { '@acme/lib': 'workspace:*', react: '^19.0.0' },
  }),
  'packages/web/src/app.ts': 'export {};',
  'packages/cli/package.json': JSON.stringify({
    name: '@acme/cli',
    devDependencies: { web: 'file:../web' },
  }),
  'services/py/pyproject.toml': '[project]\nname = "py"\ndependencies = ["acme-lib"]\n',
  'services/py/src/py/app.py': '',
  'services/go/go.mod': 'module example.com/svc\n\ngo 1.22\n',
  'services/go/main.go': 'package main',
});

const UNTOUCHED_PY =
  'no change under it (its Python dependencies on other projects are not followed)';
const UNTOUCHED = 'no change under it or under the projects it depends on';

function touched(changes: ChangedFile[]): Array<[string, boolean, string]> {
  return listProjects({ ...MONOREPO, changes }).map((p) => [p.directory, p.touched, p.reason]);
}

describe('listProjects', () => {
  it('lists every project with its ecosystems, the root first', () => {
    expect(
      listProjects({ ...MONOREPO, changes: [] }).map((p) => [p.directory, p.ecosystems]),
    ).toEqual([
      ['.', ['javascript']],
      ['packages/cli', ['javascript']],
      ['packages/lib', ['javascript']],
      ['packages/web', ['javascript']],
      ['services/go', ['go']],
      ['services/py', ['python']],
    ]);
  });

  it('marks a changed library and the packages that depend on it', () => {
    expect(touched([changed('packages/lib/src/index.ts')])).toEqual([
      ['.', false, UNTOUCHED],
      ['packages/cli', true, 'depends on packages/web, which is touched'],
      ['packages/lib', true, 'changed: packages/lib/src/index.ts'],
      ['packages/web', true, 'depends on packages/lib, which is touched'],
      ['services/go', false, UNTOUCHED],
      ['services/py', false, UNTOUCHED_PY],
    ]);
  });

  it.each([
    ['a root workflow', changed('.github/workflows/ci.yml', 'harness')],
    ['the root lockfile', changed('package-lock.json', 'other')],
  ])('marks all projects when %s changes', (_, change) => {
    const why = `shared harness file changed: ${change.path}`;
    expect(touched([change, changed('services/go/main.go')]).map(([, t, r]) => [t, r])).toEqual(
      Array.from({ length: 6 }, () => [true, why]),
    );
  });

  it('gives a root file that decides nothing to the root project alone', () => {
    expect(touched([changed('README.md', 'other'), changed('docs/guide.md', 'other')])[0]).toEqual([
      '.',
      true,
      'changed: README.md (+1 more)',
    ]);
    expect(touched([changed('README.md', 'other')]).filter(([, t]) => t)).toHaveLength(1);
  });

  it('counts both sides of a rename', () => {
    const rows = touched([changed('services/go/util.py', 'source', 'services/py/src/py/util.py')]);
    expect(rows.filter(([, t]) => t)).toEqual([
      ['services/go', true, 'changed: services/go/util.py'],
      ['services/py', true, 'changed: services/py/src/py/util.py'],
    ]);
  });

  it('ignores a change outside every project when there is no root project', () => {
    const noRoot = repo({ 'a/go.mod': 'module a\n', 'docs/x.md': '' });
    expect(listProjects({ ...noRoot, changes: [changed('docs/x.md', 'other')] })).toEqual([
      { directory: 'a', ecosystems: ['go'], touched: false, reason: UNTOUCHED },
    ]);
  });
});

describe('projectsMatrix', () => {
  const projects = listProjects({ ...MONOREPO, changes: [changed('packages/web/src/app.ts')] });

  it.each([
    [{}, [{ project: 'packages/cli' }, { project: 'packages/web' }]],
    [
      { all: true },
      ['.', 'packages/cli', 'packages/lib', 'packages/web', 'services/go', 'services/py'].map(
        (project) => ({ project }),
      ),
    ],
  ])('%j', (options, include) => {
    expect(projectsMatrix(projects, options)).toEqual({ include });
  });

  it('is empty when nothing is touched', () => {
    expect(projectsMatrix(listProjects({ ...MONOREPO, changes: [] }))).toEqual({ include: [] });
  });
});
