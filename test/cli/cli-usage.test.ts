// The CLI as a person meets it (issue 13 item 7): help per command, version, no arguments,
// flag suggestions, the --json target checked before anything runs, uncommitted changes, plurals
// and ref errors that fit where it runs. In-process through runCli, on real temporary repos.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { cli } from '../helpers/cli.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';

const dirs: string[] = [];
afterAll(() => {
  cleanupRepos();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function simplePr(): TempRepo {
  const repo = createRepo({ 'a.txt': '1\n' });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'a.txt': '2\n' });
  repo.commit('pr');
  return repo;
}

/** runCli with an explicit environment (local, or GitHub Actions). */
async function cliIn(argv: string[], cwd: string, env: Record<string, string>) {
  const text = { out: '', err: '' };
  const sink = (key: 'out' | 'err') =>
    new Writable({
      write(chunk, _encoding, done) {
        text[key] += String(chunk);
        done();
      },
    });
  const code = await runCli(argv, { cwd, stdout: sink('out'), stderr: sink('err'), env });
  return { code, stdout: text.out, stderr: text.err };
}

const VERIFY_FLAGS = [
  '--repo',
  '--base',
  '--head',
  '--json',
  '--config',
  '--working-directory',
  '--test-command',
  '--typecheck-command',
  '--lint-command',
  '--on-test-change',
  '--timeout-minutes',
  '--parallel',
  '--sequential',
  '--shard',
  '--baseline',
  '--evidence',
  '--help',
];
const PLAN_FLAGS = [
  '--repo',
  '--base',
  '--head',
  '--json',
  '--config',
  '--working-directory',
  '--projects',
  '--help',
];

describe('help and version', () => {
  it.each([
    ['verify', VERIFY_FLAGS],
    ['plan', PLAN_FLAGS],
    ['merge', ['--json', '--expect', '--help']],
  ])(
    'testlock %s --help lists every flag, the exit codes and an example',
    async (command, flags) => {
      const run = await cli([command, '--help'], tmpdir());
      expect([run.code, run.stderr]).toEqual([0, '']);
      expect(run.stdout.startsWith(`usage: testlock ${command}`)).toBe(true);
      for (const flag of flags) expect(run.stdout).toContain(flag);
      expect(run.stdout).toContain('exit codes:\n  0  passed');
      expect(run.stdout).toContain('  2  usage or environment error');
      expect(run.stdout).toMatch(new RegExp(`example:\\n  testlock ${command} `));
    },
  );

  it('testlock --help names the commands; --version the package version', async () => {
    const help = await cli(['--help'], tmpdir());
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('testlock COMMAND --help');
    const version = await cli(['--version'], tmpdir());
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8'),
    ) as { version: string };
    expect([version.code, version.stdout]).toEqual([0, `testlock ${manifest.version}\n`]);
  });

  it('no arguments: exit 2, one line pointing at --help', async () => {
    const run = await cli([], tmpdir());
    expect([run.code, run.stdout, run.stderr]).toEqual([
      2,
      '',
      "testlock: a command is needed: verify, plan, inventory or merge; see 'testlock --help'\n",
    ]);
  });
});

describe('before anything runs', () => {
  it('a --json path that cannot be written is an error before any check runs', async () => {
    const repo = simplePr();
    const marker = join(repo.dir, 'ran');
    const missing = join(repo.dir, 'no', 'such', 'folder', 'report.json');
    const run = await cli(
      ['verify', '--base', 'main', '--json', missing, '--test-command', `touch ${marker}`],
      repo.dir,
    );
    expect([run.code, run.stderr]).toEqual([
      2,
      `testlock: cannot write --json ${missing}: no such folder\n`,
    ]);
    expect(existsSync(marker)).toBe(false);
    const folder = await cli(['plan', '--base', 'main', '--json', repo.dir], repo.dir);
    expect([folder.code, folder.stderr]).toEqual([
      2,
      `testlock: cannot write --json ${repo.dir}: a folder\n`,
    ]);
  });

  it('uncommitted changes: a warning that they are not verified; 1 changed file, singular', async () => {
    const repo = simplePr();
    writeFileSync(join(repo.dir, 'a.txt'), '3\n');
    const run = await cli(['verify', '--base', 'main', '--test-command', 'true'], repo.dir);
    expect(run.stderr).toContain(
      'testlock: warning: 1 tracked file has uncommitted changes; they are not part of HEAD and are not verified\n',
    );
    expect(run.stderr).toContain('testlock: 1 changed file, 0 anomalies;');
  });

  it('honest: a clean checkout (untracked files aside) gets no warning', async () => {
    const repo = simplePr();
    writeFileSync(join(repo.dir, 'notes.txt'), 'mine\n');
    const run = await cli(['verify', '--base', 'main', '--test-command', 'true'], repo.dir);
    expect(run.stderr).not.toContain('uncommitted');
  });
});

describe('an unknown base ref', () => {
  const origin = simplePr();
  const home = mkdtempSync(join(tmpdir(), 'testlock-test-cli-'));
  dirs.push(home);
  const clone = join(home, 'clone');
  execFileSync('git', ['clone', '-q', `file://${origin.dir}`, clone], { stdio: 'pipe' });

  it('locally: how to fetch it, no actions/checkout advice', async () => {
    const run = await cliIn(['plan', '--base', 'gone'], clone, {});
    expect(run.code).toBe(2);
    expect(run.stderr).not.toContain('persist-credentials');
    expect(run.stderr).toMatch(
      /; fetch it first \(git fetch origin BRANCH\) or pass a local branch or commit to --base\n$/,
    );
  });

  it('in GitHub Actions: the checkout advice', async () => {
    const run = await cliIn(['plan', '--base', 'gone'], clone, { GITHUB_ACTIONS: 'true' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('fetch-depth: 0');
  });
});
