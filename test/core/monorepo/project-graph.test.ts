import { describe, expect, it } from 'vitest';
import { projectGraph } from '../../../src/core/monorepo/project-graph.js';
import { repo } from './repo.js';

const deps = (files: Record<string, string>) =>
  projectGraph(repo(files)).map((node) => [node.dir, node.dependsOn]);

describe('projectGraph: Node', () => {
  it.each([
    [
      'by workspace name',
      { b: '^1.0.0' },
      [
        ['a', ['b']],
        ['b', []],
      ],
    ],
    [
      'by workspace: protocol',
      { b: 'workspace:^' },
      [
        ['a', ['b']],
        ['b', []],
      ],
    ],
    [
      'by file: path',
      { other: 'file:../b' },
      [
        ['a', ['b']],
        ['b', []],
      ],
    ],
    [
      'by link: path into a project',
      { other: 'link:../b/dist' },
      [
        ['a', ['b']],
        ['b', []],
      ],
    ],
    [
      'not an npm: alias',
      { b: 'npm:left-pad@1' },
      [
        ['a', []],
        ['b', []],
      ],
    ],
    [
      'not a registry package',
      { react: '^19' },
      [
        ['a', []],
        ['b', []],
      ],
    ],
    [
      'not a path out of the repo',
      { x: 'file:../../../x' },
      [
        ['a', []],
        ['b', []],
      ],
    ],
  ])('%s', (_, dependencies, graph) => {
    const files = {
      'a/package.json': JSON.stringify({ name: 'a', dependencies }),
      'b/package.json': JSON.stringify({ name: 'b' }),
    };
    expect(deps(files)).toEqual(graph);
  });

  it('ignores a package.json that is not JSON', () => {
    expect(deps({ 'a/package.json': '{', 'b/package.json': '{"name":"b"}' })).toEqual([
      ['a', []],
      ['b', []],
    ]);
  });
});

describe('projectGraph: Go', () => {
  it.each([
    ['replace to a directory', 'require example.com/b v0.0.0\nreplace example.com/b => ../b\n'],
    ['replace block', 'replace (\n\texample.com/x v1.0.0 => ../b // local\n)\n'],
    ['go.work module by path', 'require (\n\texample.com/b v0.1.0\n)\n'],
  ])('%s', (_, extra) => {
    const files = {
      'a/go.mod': `module example.com/a\n\ngo 1.22\n\n${extra}`,
      'b/go.mod': 'module example.com/b\n',
    };
    expect(deps(files)).toEqual([
      ['a', ['b']],
      ['b', []],
    ]);
  });

  it('does not follow a replacement by another module version', () => {
    const files = {
      'a/go.mod': 'module example.com/a\nreplace example.com/c => example.com/d v1.0.0\n',
      'b/go.mod': 'module example.com/b\n',
    };
    expect(deps(files)).toEqual([
      ['a', []],
      ['b', []],
    ]);
  });
});

describe('projectGraph: Rust', () => {
  const files = {
    'Cargo.toml':
      '[workspace]\nmembers = ["crates/*"]\n\n[workspace.dependencies]\ncore = { path = "crates/core" }\nserde = "1"\n',
    'crates/core/Cargo.toml': '[package]\nname = "core"\n',
    'crates/app/Cargo.toml':
      '[package]\nname = "app"\n\n[dependencies]\ncore = { path = "../core" }\n',
    'crates/tool/Cargo.toml':
      '[package]\nname = "tool"\n\n[dev-dependencies]\ncore = { workspace = true }\nserde = { workspace = true }\n',
    'crates/plat/Cargo.toml':
      '[package]\nname = "plat"\n\n[target.\'cfg(unix)\'.dependencies]\napp = { path = "../app", version = "0.1" }\n',
    'crates/bad/Cargo.toml': '[package\n',
  };

  it('follows path, workspace and target dependencies', () => {
    expect(deps(files)).toEqual([
      ['', []],
      ['crates/app', ['crates/core']],
      ['crates/bad', []],
      ['crates/core', []],
      ['crates/plat', ['crates/app']],
      ['crates/tool', ['crates/core']],
    ]);
  });
});

describe('projectGraph: ecosystems', () => {
  it('names every manifest of a directory once, and skips vendored ones', () => {
    const graph = projectGraph(
      repo({
        'pyproject.toml': '',
        'setup.py': '',
        'package.json': '{}',
        'node_modules/x/package.json': '{}',
        'tools/go.mod': 'module t\n',
      }),
    );
    expect(graph).toEqual([
      { dir: '', ecosystems: ['javascript', 'python'], dependsOn: [] },
      { dir: 'tools', ecosystems: ['go'], dependsOn: [] },
    ]);
  });
});
