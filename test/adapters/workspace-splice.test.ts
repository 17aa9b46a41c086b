// The locked worktree's Rust splices: the PR's code with base's test module, written inside the
// tree only; a splice the adapter cannot do is an error, never the PR's module running.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCleanups } from '../../src/adapters/cleanup.js';
import { createLockedWorktree } from '../../src/adapters/workspace.js';
import type { LockedTreeActions } from '../../src/core/locked/plan-locked-tree.js';
import type { SpliceTarget } from '../../src/core/locked/rust-splice-targets.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(async () => {
  await runCleanups();
  cleanupRepos();
});

const LIB = (body: string, expected: number): string =>
  `pub fn add(a: i32, b: i32) -> i32 {\n    ${body}\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(2, 2), ${expected});\n    }\n}\n`;

function splicing(splice: SpliceTarget[]): LockedTreeActions {
  const plan = {
    restored: [],
    removed: [],
    merged: [],
    spliced: splice.map((t) => t.path),
    unspliced: [],
  };
  return { restore: [], remove: [], merge: [], lockAdded: [], splice, plan };
}

function pr(): { dir: string; base: string; head: string } {
  const repo = createRepo({ 'src/lib.rs': LIB('a + b', 4) });
  const base = repo.commit('base');
  repo.write({ 'src/lib.rs': LIB('a - b', 0) });
  const head = repo.commit('gaming');
  return { dir: repo.dir, base, head };
}

describe('createLockedWorktree: Rust splices', () => {
  it('writes the PR code with the base test module, and leaves the checkout alone', async () => {
    const { dir, base, head } = pr();
    const tree = await createLockedWorktree({
      repo: dir,
      base,
      head,
      actions: splicing([{ path: 'src/lib.rs', basePath: 'src/lib.rs' }]),
    });
    try {
      expect(readFileSync(join(tree.dir, 'src/lib.rs'), 'utf8')).toBe(LIB('a - b', 4));
      expect(tree.plan.spliced).toEqual(['src/lib.rs']);
    } finally {
      await tree.dispose();
    }
    expect(readFileSync(join(dir, 'src/lib.rs'), 'utf8')).toBe(LIB('a - b', 0));
  });

  it.each<[string, SpliceTarget]>([
    ['a path outside the tree', { path: '../escape.rs', basePath: 'src/lib.rs' }],
    ['a path that is not a file at head', { path: 'src/missing.rs', basePath: 'src/lib.rs' }],
  ])('refuses %s', async (_name, target) => {
    const { dir, base, head } = pr();
    await expect(
      createLockedWorktree({ repo: dir, base, head, actions: splicing([target]) }),
    ).rejects.toThrow(/Cannot splice|Refusing to write/);
  });
});
