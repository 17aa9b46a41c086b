// The locked worktree writes every file once (issue 14): the index is prepared first and checked
// out after, with the same tree, index and modes as a checkout at head followed by `git rm` and
// `git restore --source=base`. A smudge filter that logs each write counts them.
import {
  chmodSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCleanups } from '../../src/adapters/cleanup.js';
import { createLockedWorktree } from '../../src/adapters/workspace.js';
import type { LockedTreeActions } from '../../src/core/locked/plan-locked-tree.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';

const scratch: string[] = [];
afterAll(async () => {
  await runCleanups();
  cleanupRepos();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-single-write-'));
  scratch.push(dir);
  return dir;
}

function actions(restore: string[], remove: string[]): LockedTreeActions {
  const plan = { restored: restore, removed: remove, merged: [], spliced: [], unspliced: [] };
  return { restore, remove, merge: [], lockAdded: [], splice: [], plan };
}

/** A PR that edits, deletes, renames and adds tests, with a symlink, an exec bit and CRLF text. */
function pr(): { repo: TempRepo; base: string; head: string } {
  const repo = createRepo({
    '.gitattributes': '*.txt text eol=crlf\n',
    'notes.txt': 'line one\nline two\n',
    'src/app.py': 'VALUE = 1\n',
    'tests/test_app.py': 'assert VALUE == 1\n',
    'tests/test_gone.py': 'base gone\n',
    'tests/test_moved.py': 'base moved\n',
    'tests/run.sh': '#!/bin/sh\nexit 0\n',
  });
  chmodSync(join(repo.dir, 'tests/run.sh'), 0o755);
  const base = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({
    'src/app.py': 'VALUE = 2\n',
    'tests/test_app.py': 'assert VALUE == 2\n',
    'tests/test_new.py': 'added by the PR\n',
    'tests/run.sh': '#!/bin/sh\nexit 0 # edited\n',
  });
  chmodSync(join(repo.dir, 'tests/run.sh'), 0o644);
  symlinkSync('notes.txt', join(repo.dir, 'link'));
  repo.remove('tests/test_gone.py');
  repo.git('mv', 'tests/test_moved.py', 'tests/test_renamed.py');
  const head = repo.commit('pr');
  return { repo, base, head };
}

const ACTIONS = actions(
  ['tests/test_app.py', 'tests/test_gone.py', 'tests/test_moved.py', 'tests/run.sh'],
  ['tests/test_new.py', 'tests/test_renamed.py'],
);

/** Every file of a tree (not .git): its kind, mode bits and content or link target. */
function snapshot(dir: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(join(dir, rel))) {
    if (rel === '' && name === '.git') continue;
    const path = rel === '' ? name : `${rel}/${name}`;
    const stat = lstatSync(join(dir, path));
    if (stat.isSymbolicLink()) out[path] = `link -> ${readlinkSync(join(dir, path))}`;
    else if (stat.isDirectory()) Object.assign(out, snapshot(dir, path));
    else
      out[path] =
        `${(stat.mode & 0o111) !== 0 ? 'x' : '-'} ${readFileSync(join(dir, path), 'utf8')}`;
  }
  return out;
}

/** The way the locked tree was built before: check out head, then `git rm` and `git restore`. */
function oldWay(repo: TempRepo, base: string, head: string): string {
  const dir = join(tempDir(), 'old');
  repo.git('worktree', 'add', '-q', '--detach', dir, head);
  const git = (...args: string[]) => repo.git('-C', dir, ...args);
  git('rm', '-q', '-f', '--', ...ACTIONS.remove);
  git('restore', `--source=${base}`, '--staged', '--worktree', '--', ...ACTIONS.restore);
  return dir;
}

describe('the locked worktree, written once', () => {
  it('ends with the same files, modes, index and status as checkout-then-replace', async () => {
    const { repo, base, head } = pr();
    const old = oldWay(repo, base, head);
    const tree = await createLockedWorktree({ repo: repo.dir, base, head, actions: ACTIONS });
    try {
      expect(snapshot(tree.dir)).toEqual(snapshot(old));
      expect(snapshot(tree.dir)['tests/run.sh']).toBe('x #!/bin/sh\nexit 0\n');
      expect(snapshot(tree.dir)['notes.txt']).toBe('- line one\r\nline two\r\n');
      const index = (dir: string) => repo.git('-C', dir, 'ls-files', '-s', '-z');
      expect(index(tree.dir)).toBe(index(old));
      const status = (dir: string) => repo.git('-C', dir, 'status', '--porcelain', '-z');
      expect(status(tree.dir)).toBe(status(old));
      // Nothing is left unstaged: the index holds what was written.
      expect(repo.git('-C', tree.dir, 'diff', '--name-only')).toBe('');
    } finally {
      await tree.dispose();
      repo.git('worktree', 'remove', '--force', old);
    }
  });

  it('writes each file exactly once (a logging smudge filter sees every write)', async () => {
    const { repo, base, head } = pr();
    const log = join(tempDir(), 'writes.log');
    // The filter is configured in the repository (never by the PR), for every path.
    repo.git('config', 'filter.count.smudge', `sh -c 'echo "$1" >> ${log}; cat' -- %f`);
    repo.write({ '.git/info/attributes': '* filter=count\n' });
    const tree = await createLockedWorktree({ repo: repo.dir, base, head, actions: ACTIONS });
    try {
      const writes = readFileSync(log, 'utf8').trim().split('\n').sort();
      const files = Object.keys(snapshot(tree.dir))
        .filter((p) => p !== 'link')
        .sort();
      expect(writes).toEqual(files);
    } finally {
      await tree.dispose();
    }
  });

  it('gaming: a PR that turns the tests folder into a symlink cannot make a restore write outside', async () => {
    const outside = tempDir();
    const repo = createRepo({ 'src/a.py': 'A = 1\n', 'tests/test_a.py': 'base test\n' });
    const base = repo.commit('base');
    rmSync(join(repo.dir, 'tests'), { recursive: true });
    symlinkSync(outside, join(repo.dir, 'tests'));
    const head = repo.commit('tests -> outside');
    const tree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head,
      actions: actions(['tests/test_a.py'], []),
    });
    try {
      expect(lstatSync(join(tree.dir, 'tests')).isDirectory()).toBe(true);
      expect(readFileSync(join(tree.dir, 'tests/test_a.py'), 'utf8')).toBe('base test\n');
      expect(readdirSync(outside)).toEqual([]);
    } finally {
      await tree.dispose();
    }
  });

  it('honest: a symlink the PR adds among its sources stays a symlink', async () => {
    const repo = createRepo({ 'src/a.py': 'A = 1\n', 'tests/test_a.py': 'base test\n' });
    const base = repo.commit('base');
    symlinkSync('a.py', join(repo.dir, 'src/alias.py'));
    const head = repo.commit('alias');
    const tree = await createLockedWorktree({
      repo: repo.dir,
      base,
      head,
      actions: actions([], []),
    });
    try {
      expect(readlinkSync(join(tree.dir, 'src/alias.py'))).toBe('a.py');
      expect(readFileSync(join(tree.dir, 'src/alias.py'), 'utf8')).toBe('A = 1\n');
    } finally {
      await tree.dispose();
    }
  });
});
