// Usage and environment errors of the CLI (docs/verdict.md): exit 2, one line on stderr that
// starts with `testlock: `, no stack trace; in-process through runCli and through dist/cli.js.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlanJson } from '../../src/core/render/plan-json.js';
import { type CliRun, cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';

const tempDirs: string[] = [];
afterAll(() => {
  cleanupRepos();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-test-cli-'));
  tempDirs.push(dir);
  return dir;
}

const BUNDLE = join(import.meta.dirname, '..', '..', 'dist', 'cli.js');

function bundle(args: string[], cwd: string): CliRun {
  try {
    const stdout = execFileSync(process.execPath, [BUNDLE, ...args], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: hostEnv(),
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Exactly one line on stderr, `testlock: ...`, with no stack frame; returns the line. */
function oneLineError(run: CliRun): string {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  const lines = run.stderr.slice(0, -1).split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]?.startsWith('testlock: ')).toBe(true);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr).not.toContain('internal error');
  return lines[0] as string;
}

/** base on main (a.txt=1), head on branch `pr` (a.txt=2), checked out. */
function simplePr(base: Record<string, string> = {}): TempRepo {
  const repo = createRepo({ 'a.txt': '1\n', ...base });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'a.txt': '2\n' });
  repo.commit('pr');
  return repo;
}

describe('refs and repositories', () => {
  it('a base ref that does not exist (no remote to fetch it from)', async () => {
    const repo = simplePr();
    const line = oneLineError(
      await cli(['plan', '--base', 'no-such-branch', '--json', '-'], repo.dir),
    );
    expect(line).toBe(
      `testlock: unknown ref 'no-such-branch' (not a branch, tag or commit in ${repo.dir}); no remote 'origin' to fetch it from`,
    );
  });

  it('a base ref the remote does not have either', async () => {
    const origin = simplePr();
    const clone = join(tempDir(), 'clone');
    execFileSync('git', ['clone', '-q', `file://${origin.dir}`, clone], { stdio: 'pipe' });
    const line = oneLineError(await cli(['plan', '--base', 'gone', '--json', '-'], clone));
    expect(line.startsWith("testlock: unknown ref 'gone': not in ")).toBe(true);
  });

  it('a head ref that does not exist', async () => {
    const repo = simplePr();
    const line = oneLineError(await cli(['plan', '--base', 'main', '--head', 'nope'], repo.dir));
    expect(line).toBe(`testlock: unknown ref 'nope' (not a branch, tag or commit in ${repo.dir})`);
  });

  it('a folder that is not a git repository, and one that does not exist', async () => {
    const dir = tempDir();
    expect(oneLineError(await cli(['plan', '--base', 'main'], dir))).toBe(
      `testlock: not a git repository: ${dir}`,
    );
    const missing = join(dir, 'missing');
    expect(oneLineError(await cli(['verify', '--base', 'main', '--repo', missing], dir))).toBe(
      `testlock: not a git repository: ${missing} (no such directory)`,
    );
  });

  it('the bundle gives the same errors as a child process, and works', () => {
    const repo = simplePr();
    expect(oneLineError(bundle(['plan', '--base', 'no-such-branch'], repo.dir))).toBe(
      `testlock: unknown ref 'no-such-branch' (not a branch, tag or commit in ${repo.dir}); no remote 'origin' to fetch it from`,
    );
    const dir = tempDir();
    expect(oneLineError(bundle(['verify', '--base', 'main'], dir))).toBe(
      `testlock: not a git repository: ${dir}`,
    );
    const ok = bundle(['plan', '--base', 'main', '--json', '-'], repo.dir);
    expect(ok.code).toBe(0);
    expect((JSON.parse(ok.stdout) as PlanJson).changes.map((c) => [c.path, c.class])).toEqual([
      ['a.txt', 'other'],
    ]);
  });
});

describe('configuration', () => {
  it('an invalid .github/testlock.yml at base names the bad key', async () => {
    const repo = simplePr({ '.github/testlock.yml': 'version: 1\non-test-chang: warn\n' });
    const line = oneLineError(await cli(['plan', '--base', 'main', '--json', '-'], repo.dir));
    expect(line).toMatch(/^testlock: \.github\/testlock\.yml.*on-test-chang/);
  });

  it('an invalid value names its key', async () => {
    const repo = simplePr({ '.github/testlock.yml': 'version: 1\non-test-change: maybe\n' });
    const line = oneLineError(await cli(['verify', '--base', 'main'], repo.dir));
    expect(line).toMatch(/^testlock: \.github\/testlock\.yml.*on-test-change/);
    expect(line).toContain('maybe');
  });

  it('--config naming a file missing at base', async () => {
    const repo = simplePr();
    expect(
      oneLineError(await cli(['plan', '--base', 'main', '--config', 'ci/nope.yml'], repo.dir)),
    ).toMatch(/^testlock: config file 'ci\/nope\.yml' not found at the base commit [0-9a-f]{12}$/);
  });

  it('--config outside the repository', async () => {
    const repo = simplePr();
    expect(
      oneLineError(await cli(['plan', '--base', 'main', '--config', '../x.yml'], repo.dir)),
    ).toBe(`testlock: config file '../x.yml' is not a file inside the repository ${repo.dir}`);
  });

  it('--config as ./path, as a path with .., or absolute inside the checkout is read from base', async () => {
    const repo = createRepo({
      'ci/testlock.yml': 'version: 1\ntests:\n  include: [checks/**]\n',
      'a.txt': '1\n',
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    repo.write({ 'checks/one.sh': 'true\n' });
    repo.commit('pr');
    for (const given of [
      'ci/testlock.yml',
      './ci/testlock.yml',
      'ci/../ci/testlock.yml',
      join(repo.dir, 'ci/testlock.yml'),
    ]) {
      const run = await cli(['plan', '--base', 'main', '--config', given, '--json', '-'], repo.dir);
      expect([given, run.code, run.stderr]).toEqual([given, 0, '']);
      const plan = JSON.parse(run.stdout) as PlanJson;
      expect(plan.anomalies.map((a) => [a.kind, a.path])).toEqual([
        ['test-added', 'checks/one.sh'],
      ]);
    }
  });
});

describe('arguments', () => {
  it('a missing --base, an unknown command, flag or argument', async () => {
    const repo = simplePr();
    expect(oneLineError(await cli(['plan'], repo.dir))).toBe(
      'testlock: --base is required (the pull request base ref)',
    );
    expect(oneLineError(await cli(['frob', '--base', 'main'], repo.dir))).toBe(
      "testlock: unknown command 'frob' (expected verify, plan, inventory or merge)",
    );
    expect(oneLineError(await cli(['plan', '--base', 'main', '--bogus'], repo.dir))).toBe(
      "testlock: unknown option '--bogus' for plan; see 'testlock plan --help'",
    );
    expect(oneLineError(await cli(['plan', '--base', 'main', 'extra'], repo.dir))).toMatch(
      /^testlock: unexpected argument 'extra' for plan$/,
    );
    expect(
      oneLineError(await cli(['plan', '--base', 'main', '--test-command', 'x'], repo.dir)),
    ).toBe('testlock: --test-command applies to verify, not plan');
    expect(oneLineError(await cli(['plan', '--base', ''], repo.dir))).toBe(
      'testlock: --base needs a value',
    );
  });

  it('a --working-directory outside the repository', async () => {
    const repo = simplePr();
    expect(
      oneLineError(await cli(['plan', '--base', 'main', '--working-directory', '../x'], repo.dir)),
    ).toBe(
      `testlock: working directory '../x' must be a relative path inside the repository ${repo.dir}`,
    );
    expect(
      oneLineError(
        await cli(['plan', '--base', 'main', '--working-directory', '/elsewhere'], repo.dir),
      ),
    ).toBe(
      `testlock: working directory '/elsewhere' must be a relative path inside the repository ${repo.dir}`,
    );
  });

  it('a --working-directory that names no folder at base or head: a usage error, not UNVERIFIED', async () => {
    const repo = simplePr({ 'services/api/a.py': 'x = 1\n' });
    for (const command of ['plan', 'verify'] as const) {
      expect(
        oneLineError(
          await cli([command, '--base', 'main', '--working-directory', 'nope'], repo.dir),
        ),
      ).toBe(
        "testlock: --working-directory 'nope' is not a folder of the repository at main or HEAD",
      );
    }
    // A file is not a folder either.
    expect(
      oneLineError(await cli(['plan', '--base', 'main', '--working-directory', 'a.txt'], repo.dir)),
    ).toBe(
      "testlock: --working-directory 'a.txt' is not a folder of the repository at main or HEAD",
    );
  });

  it('honest: a folder at base, or one the PR adds, is taken', async () => {
    const repo = simplePr({ 'services/api/a.py': 'x = 1\n' });
    const atBase = await cli(
      ['plan', '--base', 'main', '--working-directory', 'services/api/', '--json', '-'],
      repo.dir,
    );
    expect(atBase.code).toBe(0);
    repo.write({ 'services/new/b.py': 'y = 1\n' });
    repo.commit('a new project');
    const added = await cli(
      ['plan', '--base', 'main', '--working-directory', 'services/new', '--json', '-'],
      repo.dir,
    );
    expect(added.code).toBe(0);
  });

  it('a --json path that cannot be written', async () => {
    const repo = simplePr();
    const target = join(repo.dir, 'no', 'such', 'dir', 'plan.json');
    const line = oneLineError(await cli(['plan', '--base', 'main', '--json', target], repo.dir));
    expect(line).toBe(`testlock: cannot write --json ${target}: no such folder`);
  });

  it('relative --repo and --json are relative to the caller cwd, not the process cwd', async () => {
    const repo = simplePr();
    const parent = join(repo.dir, '..');
    const name = repo.dir.slice(parent.length + 1);
    const run = await cli(
      ['plan', '--repo', name, '--base', 'main', '--json', 'plan.json'],
      parent,
    );
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(existsSync(join(process.cwd(), 'plan.json'))).toBe(false);
    const plan = JSON.parse(readFileSync(join(parent, 'plan.json'), 'utf8')) as PlanJson;
    rmSync(join(parent, 'plan.json'));
    expect(plan.head_sha).toBe(repo.git('rev-parse', 'HEAD').trim());
    // With a file target, the human plan still goes to stdout.
    expect(run.stdout.split('\n')[2]).toBe('changes (1):');
  });
});
