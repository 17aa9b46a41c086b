// The locked worktree's build and removal on a repository of 5,000 files whose PR modifies 50
// tests, adds 20 and deletes 10. `tsx bench/locked-worktree.ts OTHER_SRC` compares it, A B A B,
// with the createLockedWorktree of another copy of src/ (the code before a change).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLockedWorktree } from '../src/adapters/workspace.js';
import { classifyChanges } from '../src/core/changes/classify-changes.js';
import { createClassifier } from '../src/core/changes/classify-path.js';
import { planLockedTree } from '../src/core/locked/plan-locked-tree.js';
import { median, ms, printTable, type Row, timeMedian } from './measure.js';

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'b',
      GIT_AUTHOR_EMAIL: 'b@x',
      GIT_COMMITTER_NAME: 'b',
      GIT_COMMITTER_EMAIL: 'b@x',
    },
  });
}

/** A repository of 5,000 files where the PR modifies 50 tests, adds 20 and deletes 10. */
function fiveThousandFileRepo(): { dir: string; base: string; head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-'));
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  git(dir, 'init', '-q', '-b', 'main');
  for (let i = 0; i < 2500; i++) {
    write(`src/m${i % 50}/mod${i}.py`, `def f${i}():\n    return ${i}\n`);
    write(`tests/m${i % 50}/test_mod${i}.py`, `def test_${i}():\n    assert ${i} == ${i}\n`);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD').trim();
  git(dir, 'checkout', '-q', '-b', 'pr');
  for (let i = 0; i < 50; i++)
    write(`tests/m${i % 50}/test_mod${i}.py`, `def test_${i}():\n    assert True\n`);
  for (let i = 0; i < 20; i++) write(`tests/new/test_new${i}.py`, 'def test_new():\n    pass\n');
  for (let i = 100; i < 110; i++) rmSync(join(dir, `tests/m${i % 50}/test_mod${i}.py`));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'pr');
  return { dir, base, head: git(dir, 'rev-parse', 'HEAD').trim() };
}

export async function benchLockedWorktree(): Promise<Row> {
  const repo = fiveThousandFileRepo();
  try {
    const { diffEntries } = await import('../src/adapters/git.js');
    const changes = classifyChanges(
      await diffEntries(repo.dir, repo.base, repo.head),
      createClassifier(),
    );
    const actions = planLockedTree(changes);
    const median = await timeMedian(5, async () => {
      const tree = await createLockedWorktree({
        repo: repo.dir,
        base: repo.base,
        head: repo.head,
        actions,
      });
      await tree.dispose();
    });
    return {
      name: 'locked worktree, 5,000 files (build + remove)',
      median: ms(median),
      target: '-',
      note: `${actions.restore.length} restored, ${actions.remove.length} removed`,
    };
  } finally {
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

type Create = typeof createLockedWorktree;

/** Medians of two implementations built and removed in turn on the same repository. */
async function compare(other: Create, runs = 9): Promise<Row[]> {
  const repo = fiveThousandFileRepo();
  try {
    const { diffEntries } = await import('../src/adapters/git.js');
    const changes = classifyChanges(
      await diffEntries(repo.dir, repo.base, repo.head),
      createClassifier(),
    );
    const actions = planLockedTree(changes);
    const once = async (create: Create): Promise<number> => {
      const start = performance.now();
      const tree = await create({ repo: repo.dir, base: repo.base, head: repo.head, actions });
      const built = performance.now() - start;
      await tree.dispose();
      return built;
    };
    const a: number[] = [];
    const b: number[] = [];
    await once(other);
    await once(createLockedWorktree);
    for (let i = 0; i < runs; i++) {
      a.push(await once(other));
      b.push(await once(createLockedWorktree));
    }
    return [
      {
        name: 'locked worktree build, 5,000 files: other vs this',
        median: `${ms(median(a))} -> ${ms(median(b))}`,
        target: '',
        note: `${runs} runs each, A B A B`,
      },
    ];
  } finally {
    rmSync(repo.dir, { recursive: true, force: true });
  }
}

const [, script, otherSrc] = process.argv;
if (script === import.meta.filename && otherSrc !== undefined) {
  const url = pathToFileURL(resolve(otherSrc, 'adapters', 'workspace.ts')).href;
  const other = (await import(url)) as { createLockedWorktree: Create };
  printTable(await compare(other.createLockedWorktree));
}
