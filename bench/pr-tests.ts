// The PR-tests pass's cost inside a whole verify (issue 43): A/B of verify on a pytest PR that adds
// two test files (the pass runs) against the same source change without them (no pass), next to
// running those two files alone as the pass does, at head and at base side by side, and at head
// only; A B rounds, medians. Runs a bundle built from src/.
// `tsx bench/pr-tests.ts [rounds]`.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { buildBundle } from './bundle.js';
import { median, ms, printTable } from './measure.js';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'b',
  GIT_AUTHOR_EMAIL: 'b@x',
  GIT_COMMITTER_NAME: 'b',
  GIT_COMMITTER_EMAIL: 'b@x',
};

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', args, { cwd, env: ENV });
}

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const tests = (name: string, n: number): string =>
  `from rl import clamp\n\n\n${Array.from(
    { length: n },
    (_, i) => `def test_${name}_${i}():\n    assert clamp(${i}, 10) == min(${i}, 10)\n`,
  ).join('\n\n')}`;

/** main: the base; `plain`: a source change; `tested`: the same change and two test files. */
function repository(dir: string): void {
  write(dir, {
    'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'rl.py': 'def clamp(n, limit):\n    return min(n, limit)\n',
    'tests/test_base.py': tests('base', 50),
  });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'checkout', '-qb', 'plain');
  write(dir, { 'rl.py': 'def clamp(n, limit):\n    return n if n < limit else limit\n' });
  git(dir, 'commit', '-qam', 'change');
  git(dir, 'checkout', '-qb', 'tested');
  write(dir, { 'tests/test_a.py': tests('a', 30), 'tests/test_b.py': tests('b', 30) });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'tests');
}

const run = promisify(execFile);
const PYTEST = ['-q', '-p', 'no:cacheprovider', 'tests/test_a.py', 'tests/test_b.py'];

async function timeAsync(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn().catch(() => undefined);
  return performance.now() - start;
}

function time(fn: () => void): number {
  const start = performance.now();
  try {
    fn();
  } catch {
    // A failing run still costs its time; the verdict is not what is measured.
  }
  return performance.now() - start;
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 5);
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-pr-tests-'));
  try {
    const cli = join(buildBundle(join(dir, 'bundle')), 'cli.js');
    const repo = join(dir, 'repo');
    mkdirSync(repo);
    repository(repo);
    const env = { ...ENV, TESTLOCK_CACHE_DIR: join(dir, 'caches') };
    const verify = (head: string) => () =>
      execFileSync(process.execPath, [cli, 'verify', '--base', 'main', '--head', head], {
        cwd: repo,
        env,
        stdio: 'ignore',
      });
    // Base with the PR's test files written in, as the pass's base side has it.
    const atBase = join(dir, 'at-base');
    git(repo, 'worktree', 'add', '-q', '--detach', atBase, 'main');
    git(atBase, 'checkout', '-q', 'tested', '--', 'tests/test_a.py', 'tests/test_b.py');
    const alone = () => run('pytest', PYTEST, { cwd: repo });
    const sides = () => Promise.all([alone(), run('pytest', PYTEST, { cwd: atBase })]);
    const times = {
      tested: [] as number[],
      plain: [] as number[],
      alone: [] as number[],
      sides: [] as number[],
    };
    // One warm-up of each (the inventory cache, Python's bytecode), then A B rounds.
    time(verify('tested'));
    time(verify('plain'));
    for (let round = 0; round < rounds; round++) {
      times.tested.push(time(verify('tested')));
      times.plain.push(time(verify('plain')));
      times.alone.push(await timeAsync(alone));
      times.sides.push(await timeAsync(sides));
    }
    const added = median(times.tested) - median(times.plain);
    const files = median(times.sides);
    printTable([
      {
        name: 'verify, PR adds 2 test files',
        median: ms(median(times.tested)),
        target: '',
        note: 'the pass runs',
      },
      {
        name: 'verify, same change, no tests',
        median: ms(median(times.plain)),
        target: '',
        note: 'no pass',
      },
      {
        name: 'pass cost (A - B)',
        median: ms(added),
        target: '<= the files alone, both sides',
        note: `${(added / files).toFixed(2)} x; ${added <= files ? 'met' : 'NOT met'}`,
      },
      {
        name: 'pytest on those files, both sides',
        median: ms(files),
        target: '',
        note: 'at head and at base side by side, 60 tests each',
      },
      {
        name: 'pytest on those files, head only',
        median: ms(median(times.alone)),
        target: '',
        note: `pass cost ${(added / median(times.alone)).toFixed(2)} x this`,
      },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
