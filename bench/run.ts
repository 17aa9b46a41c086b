// npm run bench: times the hot paths on generated inputs and prints one table of medians.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createLockedWorktree } from '../src/adapters/workspace.js';
import { classifyChanges } from '../src/core/changes/classify-changes.js';
import { createClassifier } from '../src/core/changes/classify-path.js';
import { planLockedTree } from '../src/core/locked/plan-locked-tree.js';
import type { DiffEntry } from '../src/core/model.js';
import { benchActionMemory } from './action-memory.js';
import { benchCoverageCost } from './coverage-cost.js';
import { benchDiscovery } from './discovery.js';
import { benchFixedCost, buildBundle } from './fixed-cost.js';
import { ms, printTable, type Row, timeMedian } from './measure.js';
import { benchMerge } from './merge.js';
import { benchParseMemory } from './parse-memory.js';
import { benchParsers } from './parsers.js';
import { benchStartup } from './startup.js';
import { benchVerify } from './verify.js';

const ZERO = '0'.repeat(40);

function syntheticPaths(count: number): string[] {
  const shapes = [
    (i: number) => `src/pkg${i % 97}/module_${i}.py`,
    (i: number) => `tests/pkg${i % 97}/test_module_${i}.py`,
    (i: number) => `packages/app${i % 31}/src/component${i}.tsx`,
    (i: number) => `packages/app${i % 31}/src/component${i}.test.tsx`,
    (i: number) => `internal/svc${i % 53}/handler${i}_test.go`,
    (i: number) => `crates/c${i % 17}/src/lib${i}.rs`,
    (i: number) => `docs/page ${i}.md`,
    (i: number) => `services/s${i % 13}/__snapshots__/view${i}.snap`,
  ];
  return Array.from({ length: count }, (_, i) =>
    (shapes[i % shapes.length] as (i: number) => string)(i),
  );
}

function entries(paths: readonly string[]): DiffEntry[] {
  return paths.map((path) => ({
    status: 'modified',
    path,
    oldPath: null,
    similarity: null,
    oldKind: 'file',
    newKind: 'file',
    oldBlob: ZERO,
    newBlob: ZERO,
  }));
}

async function benchClassification(): Promise<Row> {
  const diff = entries(syntheticPaths(20_000));
  const median = await timeMedian(7, () => classifyChanges(diff, createClassifier()));
  return {
    name: 'classify 20,000 changed paths',
    median: ms(median),
    target: '< 1000 ms',
    note: '',
  };
}

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

async function benchLockedWorktree(): Promise<Row> {
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

const rows: Row[] = [];
rows.push(await benchClassification());
rows.push(await benchLockedWorktree());
rows.push(await benchDiscovery());
rows.push(...(await benchParsers()));
rows.push(...benchParseMemory());
rows.push(...(await benchActionMemory()));
rows.push(...(await benchVerify()));
rows.push(...benchCoverageCost());
rows.push(...benchStartup());
// testlock's own time on the bundle of this checkout's sources, built in a temporary folder.
const fixedDist = buildBundle();
try {
  rows.push(...benchFixedCost(fixedDist));
} finally {
  rmSync(fixedDist, { recursive: true, force: true });
}
rows.push(...(await benchMerge()));
printTable(rows);
