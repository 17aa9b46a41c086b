// What the locked-file watch costs a real pytest run of 2,000 tests (issue 41.1, target <= 3 %):
// the same run with the guard's comparison only (as before the watch) and with the guard armed
// (one inotify watch per test folder for the whole run, the drain after it) and the bytecode
// places of the test folders blocked (they compile from source), and, where this machine allows
// mount namespaces, the same run behind read-only mounts of the guarded files (`isolation:
// mount`). Interleaved rounds, medians.
// `npx tsx bench/locked-watch.ts` (BENCH_ROUNDS, default 7).
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { guardLockedTree, type LockedGuard } from '../src/adapters/locked-guard.js';
import { mountedCommand, mountLauncherKind } from '../src/adapters/mount-isolation.js';
import { createClassifier } from '../src/core/changes/classify-path.js';
import { cleanupRepos, createRepo } from '../test/helpers/git-repo.js';
import { median, ms, printTable, type Row } from './measure.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const FOLDERS = 20;
const FILES_PER_FOLDER = 10;
const TESTS_PER_FILE = 10;
const run = promisify(execFile);

function suite(): Record<string, string> {
  const files: Record<string, string> = {
    'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'calc/__init__.py': 'def add(a, b):\n    return a + b\n',
    'conftest.py': '\n',
  };
  for (let f = 0; f < FOLDERS; f++) {
    files[`tests/area${f}/__init__.py`] = '';
    for (let m = 0; m < FILES_PER_FOLDER; m++) {
      const tests = Array.from(
        { length: TESTS_PER_FILE },
        (_, t) => `def test_${t}():\n    assert add(${t}, ${m}) == ${t + m}\n`,
      );
      files[`tests/area${f}/test_m${m}.py`] = `from calc import add\n\n\n${tests.join('\n\n')}`;
    }
  }
  return files;
}

const PYTEST = ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'];

async function pytest(
  dir: string,
  env: NodeJS.ProcessEnv,
  files?: readonly string[],
): Promise<void> {
  const kind = files === undefined ? null : await mountLauncherKind(env);
  if (kind === null || files === undefined) {
    await run('python3', PYTEST, { cwd: dir, env });
    return;
  }
  const launch = { command: 'python3', args: PYTEST, cwd: dir, env: { PATH: env.PATH ?? '' } };
  const mounted = await mountedCommand(kind, files, launch);
  if (mounted === null) throw new Error('python3 not found');
  await run(mounted.command, mounted.args, { cwd: dir, env });
  await mounted.dispose();
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function benchLockedWatch(): Promise<Row[]> {
  const repo = createRepo(suite());
  repo.commit('base');
  const classify = createClassifier();
  try {
    const plain = await guardLockedTree({ root: repo.dir, classify, keep: [] });
    const clearTree = (): void => {
      // The locked tree is a fresh worktree: no bytecode beside the tests on its first run.
      for (let f = 0; f < FOLDERS; f++) {
        rmSync(join(repo.dir, `tests/area${f}/__pycache__`), { recursive: true, force: true });
      }
      rmSync(join(repo.dir, 'calc/__pycache__'), { recursive: true, force: true });
      rmSync(join(repo.dir, '__pycache__'), { recursive: true, force: true });
    };
    const before = async (): Promise<number> => {
      clearTree();
      return timed(async () => {
        await pytest(repo.dir, process.env);
        await plain.verify();
      });
    };
    let watched: LockedGuard | null = null;
    const after = async (mount = false): Promise<number> => {
      clearTree();
      await watched?.release();
      const guard = await guardLockedTree({
        root: repo.dir,
        classify,
        keep: [],
        blockBytecode: true,
      });
      watched = guard;
      return timed(async () => {
        await guard.arm();
        await pytest(repo.dir, process.env, mount ? guard.files : undefined);
        const changes = await guard.verify();
        if (changes.length > 0) throw new Error(`honest run flagged: ${JSON.stringify(changes)}`);
      });
    };
    // Warm-up (the interpreter's own bytecode, the page cache), then interleaved rounds.
    const mounts = (await mountLauncherKind(process.env)) !== null;
    await before();
    await after();
    if (mounts) await after(true);
    const a: number[] = [];
    const b: number[] = [];
    const c: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      a.push(await before());
      b.push(await after());
      if (mounts) c.push(await after(true));
    }
    await (watched as LockedGuard | null)?.release();
    const base = median(a);
    const armed = median(b);
    const tests = FOLDERS * FILES_PER_FOLDER * TESTS_PER_FILE;
    return [
      {
        name: `pytest, ${tests} tests: comparison only`,
        median: ms(base),
        target: 'baseline',
        note: `${ROUNDS} rounds`,
      },
      {
        name: `pytest, ${tests} tests: watched, bytecode blocked`,
        median: ms(armed),
        target: '<= 3 %',
        note: `+${ms(armed - base)} (${(((armed - base) / base) * 100).toFixed(1)} %)`,
      },
      ...(mounts ? [mountedRow(tests, base, median(c))] : []),
    ];
  } finally {
    cleanupRepos();
  }
}

function mountedRow(tests: number, base: number, mounted: number): Row {
  return {
    name: `pytest, ${tests} tests: watched, bytecode blocked, read-only mounts`,
    median: ms(mounted),
    target: '<= 3 %',
    note: `+${ms(mounted - base)} (${(((mounted - base) / base) * 100).toFixed(1)} %)`,
  };
}

if (process.argv[1]?.endsWith('locked-watch.ts')) {
  printTable(await benchLockedWatch());
}
