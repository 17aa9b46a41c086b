import { describe, expect, it } from 'vitest';
import { addedDependencyHookAnomalies } from '../../../src/core/changes/added-dependency-hooks.js';
import { pythonPackagesChanged } from '../../../src/core/changes/toolchain-deps.js';

describe('pythonPackagesChanged', () => {
  it.each([
    [
      'a requirement added',
      'requirements.txt',
      'pytest\n',
      'pytest\nCalc_Extras==1.0\n',
      ['calc-extras'],
    ],
    [
      'a version changed',
      'requirements.txt',
      'pytest\nanyio==3.0\n',
      'pytest\nanyio==4.0\n',
      ['anyio'],
    ],
    ['a file the PR adds', 'requirements-dev.txt', null, 'anyio\n', ['anyio']],
    ['only reordered', 'requirements.txt', 'a==1\nb==2\n', 'b==2\na==1\n', []],
    [
      'a pyproject dependency group',
      'pyproject.toml',
      '[project]\nname = "x"\ndependencies = []\n',
      '[project]\nname = "x"\ndependencies = []\n\n[dependency-groups]\ntest = ["plugged>=1"]\n',
      ['plugged'],
    ],
    [
      'an index only',
      'requirements.txt',
      'a==1\n',
      '--index-url https://example.org/simple\na==1\n',
      [],
    ],
  ])('%s', (_name, path, base, head, expected) => {
    expect(pythonPackagesChanged(path, base, head)?.sort()).toEqual(expected);
  });

  it('is null for a file that is not a Python dependency file', () => {
    expect(pythonPackagesChanged('package.json', '{}', '{"dependencies":{"a":"1"}}')).toBeNull();
  });
});

describe('addedDependencyHookAnomalies', () => {
  const files = [
    { path: 'requirements.txt', base: 'pytest\n', head: 'pytest\nanyio==4.0\nrich\nblack\n' },
  ];
  const hooks = (plugins: string[], scripts: Record<string, string[]> = {}) => ({
    plugins: new Set(plugins),
    scripts: new Map(Object.entries(scripts)),
  });

  it('a package the PR brings in that the environment holds as a pytest plugin is critical', () => {
    expect(addedDependencyHookAnomalies(hooks(['anyio', 'hypothesis']), files)).toEqual([
      {
        kind: 'harness-modified',
        severity: 'critical',
        path: 'requirements.txt',
        line: null,
        detail:
          'dependency anyio, which the PR adds or changes, is a pytest plugin: its pytest11 entry point loads it into every pytest run',
      },
    ]);
  });

  it('a package the PR brings in that installs a command named like a check tool is critical', () => {
    const found = addedDependencyHookAnomalies(
      hooks([], { rich: ['rich', 'pytest'], black: ['black', 'blackd'] }),
      files,
    );
    expect(found.map((a) => [a.severity, a.detail])).toEqual([
      [
        'critical',
        "dependency rich, which the PR adds or changes, installs the command 'pytest' over the tool of that name",
      ],
    ]);
  });

  it('nothing for packages that are no plugin, plugins the PR did not touch, or toolchain names', () => {
    expect(addedDependencyHookAnomalies(hooks(['hypothesis']), files)).toEqual([]);
    expect(addedDependencyHookAnomalies(hooks([]), files)).toEqual([]);
    const named = [{ path: 'requirements.txt', base: 'pytest\n', head: 'pytest\npytest-xdist\n' }];
    // pytest-* is the test toolchain by name: the dependency-file rules report it already.
    expect(addedDependencyHookAnomalies(hooks(['pytest-xdist']), named)).toEqual([]);
  });
});
