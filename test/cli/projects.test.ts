// Acceptance of `testlock plan --projects` (issue 6) through the CLI on a real temporary monorepo:
// a Node workspace, a Python package and a Go module; the PR touches one of them.
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectsPlan } from '../../src/pipeline/stages/projects.js';
import { cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';

afterAll(() => cleanupRepos());

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const MONOREPO: Record<string, string> = {
  'README.md': '# acme\n',
  'packages/core/package.json': json({ name: '@acme/core', version: '1.0.0' }),
  'packages/core/index.js': 'export const one = 1;\n',
  'packages/web/package.json': json({
    name: '@acme/web',
    version: '1.0.0',
    dependencies: { '@acme/core': '*' },
  }),
  'packages/web/index.js': "export { one } from '@acme/core';\n",
  'py/lib/pyproject.toml': '[project]\nname = "acme-lib"\nversion = "0.1.0"\n',
  'py/lib/acme_lib/__init__.py': 'ONE = 1\n',
  'services/svc/go.mod': 'module example.com/svc\n\ngo 1.22\n',
  'services/svc/main.go': 'package main\n\nfunc main() {}\n',
};

/** The monorepo on main, and a branch `pr` (checked out) that writes `head`. */
function monorepo(head: Record<string, string>): TempRepo {
  const repo = createRepo(MONOREPO);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(head);
  repo.commit('pr');
  return repo;
}

async function projectsOf(repo: TempRepo): Promise<ProjectsPlan> {
  const run = await cli(['plan', '--projects', '--base', 'main', '--json', '-'], repo.dir);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as ProjectsPlan;
}

function touched(plan: ProjectsPlan): string[] {
  return plan.projects.filter((p) => p.touched).map((p) => p.directory);
}

describe('testlock plan --projects', () => {
  it('marks only the Go module a PR touches, with a matrix of it alone', async () => {
    const repo = monorepo({
      'services/svc/main.go': 'package main\n\nfunc main() { println() }\n',
    });
    const plan = await projectsOf(repo);
    expect(plan.projects).toEqual([
      {
        directory: 'packages/core',
        ecosystems: ['javascript'],
        touched: false,
        reason: 'no change under it or under the projects it depends on',
      },
      {
        directory: 'packages/web',
        ecosystems: ['javascript'],
        touched: false,
        reason: 'no change under it or under the projects it depends on',
      },
      {
        directory: 'py/lib',
        ecosystems: ['python'],
        touched: false,
        reason: 'no change under it (its Python dependencies on other projects are not followed)',
      },
      {
        directory: 'services/svc',
        ecosystems: ['go'],
        touched: true,
        reason: 'changed: services/svc/main.go',
      },
    ]);
    expect(plan.matrix).toEqual({
      include: [{ project: 'services/svc', artifact: 'testlock-services-svc' }],
    });
    expect(plan.base_sha).toBe(repo.git('rev-parse', 'main').trim());
    expect(plan.head_sha).toBe(repo.git('rev-parse', 'HEAD').trim());
  });

  it('marks a touched Node package and the workspace package that depends on it', async () => {
    const plan = await projectsOf(
      monorepo({ 'packages/core/index.js': 'export const one = 2;\n' }),
    );
    expect(touched(plan)).toEqual(['packages/core', 'packages/web']);
    expect(plan.projects[1]!.reason).toBe('depends on packages/core, which is touched');
    expect(plan.matrix.include).toEqual([
      { project: 'packages/core', artifact: 'testlock-packages-core' },
      { project: 'packages/web', artifact: 'testlock-packages-web' },
    ]);
  });

  it('marks only the Python package a PR touches', async () => {
    const plan = await projectsOf(monorepo({ 'py/lib/acme_lib/__init__.py': 'ONE = 2\n' }));
    expect(touched(plan)).toEqual(['py/lib']);
    expect(plan.matrix.include).toEqual([{ project: 'py/lib', artifact: 'testlock-py-lib' }]);
  });

  it('marks every project when a shared harness file outside them changes', async () => {
    const ci = '.github/workflows/ci.yml';
    const plan = await projectsOf(monorepo({ [ci]: 'on: push\njobs: {}\n' }));
    expect(touched(plan)).toEqual(['packages/core', 'packages/web', 'py/lib', 'services/svc']);
    expect(plan.projects[0]!.reason).toBe(`shared harness file changed: ${ci}`);
  });

  it('gives an empty matrix when the PR touches no project', async () => {
    const plan = await projectsOf(monorepo({ 'README.md': '# acme, again\n' }));
    expect(touched(plan)).toEqual([]);
    expect(plan.matrix).toEqual({ include: [] });
  });

  it('prints one line per project for people, the touched ones marked', async () => {
    const repo = monorepo({ 'py/lib/acme_lib/__init__.py': 'ONE = 2\n' });
    const run = await cli(['plan', '--projects', '--base', 'main'], repo.dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'projects: 1 of 4 touched',
        '    packages/core [javascript]: no change under it or under the projects it depends on',
        '    packages/web [javascript]: no change under it or under the projects it depends on',
        '  * py/lib [python]: changed: py/lib/acme_lib/__init__.py',
        '    services/svc [go]: no change under it or under the projects it depends on',
        'matrix: {"include":[{"project":"py/lib","artifact":"testlock-py-lib"}]}',
        '',
      ].join('\n'),
    );
  });

  it('is a usage error with verify, and --shard is one with plan', async () => {
    const repo = monorepo({});
    const projects = await cli(['verify', '--projects', '--base', 'main'], repo.dir);
    expect(projects).toEqual({
      code: 2,
      stdout: '',
      stderr: 'testlock: --projects applies to plan, not verify\n',
    });
    const shard = await cli(['plan', '--shard', '1/2', '--base', 'main'], repo.dir);
    expect(shard.stderr).toBe('testlock: --shard applies to verify, not plan\n');
    expect(shard.code).toBe(2);
  });

  it.each([
    ['3/2', 'testlock: --shard index must be from 1 to 2 (got "3/2")\n'],
    ['half', 'testlock: --shard must be i/n, e.g. 1/4 (got "half")\n'],
  ])('rejects --shard %s with one line', async (value, stderr) => {
    const run = await cli(['verify', '--shard', value, '--base', 'main'], '/');
    expect(run).toEqual({ code: 2, stdout: '', stderr });
  });
});
