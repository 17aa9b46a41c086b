import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchName,
  deriveHeadListing,
  diffEntries,
  diffHunks,
  isShallow,
  listFiles,
  listTree,
  RefError,
  readFile,
  readFiles,
  refsAtOnce,
  repoRoot,
  resolveCommit,
  resolveRange,
} from '../../src/adapters/git.js';
import type { DiffSides } from '../../src/adapters/git-diff.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';

const tempDirs: string[] = [];
afterAll(() => {
  cleanupRepos();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-git-'));
  tempDirs.push(dir);
  return dir;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' });
}

const NEWLINE_PATH = 'tests/new\nline_test.py';

/** What `run` asked git, one line of arguments per call, through a logging git first on PATH. */
async function gitCallsOf<T>(run: () => Promise<T>): Promise<{ value: T; calls: string[] }> {
  const bin = tempDir();
  const log = join(bin, 'calls');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path}`;
  try {
    const value = await run();
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    return { value, calls: text.split('\n').filter(Boolean) };
  } finally {
    process.env.PATH = path;
  }
}

describe('diffEntries', () => {
  let repo: TempRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    const sub = createRepo({ 'lib.txt': 'lib\n' });
    sub.commit('sub');
    const longBody = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    repo = createRepo({
      'plain.txt': 'plain\n',
      'mod.txt': 'one\ntwo\n',
      'del.txt': 'bye\n',
      'dir/old name.py': `${longBody}\n`,
      'link-me.txt': 'soon a link\n',
      'image.bin': Buffer.from([0, 1, 2, 3, 255]).toString('latin1'),
    });
    base = repo.commit('base');
    repo.write({
      'with space.txt': 'a\n',
      [NEWLINE_PATH]: 'b\n',
      'ünïcødé/ファイル.ts': 'c\n',
      '-leading-dash.js': 'd\n',
      'tab\tname.txt': 'e\n',
      'mod.txt': 'one\nTWO\n',
      'other/new name.py': `${longBody}\nline 30\n`,
    });
    writeFileSync(join(repo.dir, 'image.bin'), Buffer.from([0, 1, 2, 4, 255]));
    repo.remove('del.txt', 'dir/old name.py', 'link-me.txt');
    symlinkSync('plain.txt', join(repo.dir, 'link-me.txt'));
    repo.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub.dir, 'vendor/sub');
    head = repo.commit('head');
  });

  it('lists every change with kinds, blobs and odd paths intact', async () => {
    const entries = await diffEntries(repo.dir, base, head);
    const byPath = new Map(entries.map((e) => [e.path, e]));
    for (const path of [
      'with space.txt',
      NEWLINE_PATH,
      'ünïcødé/ファイル.ts',
      '-leading-dash.js',
      'tab\tname.txt',
    ]) {
      expect(byPath.get(path)).toMatchObject({
        status: 'added',
        oldKind: 'none',
        newKind: 'file',
        oldPath: null,
      });
    }
    expect(byPath.get('mod.txt')).toMatchObject({
      status: 'modified',
      oldKind: 'file',
      newKind: 'file',
    });
    expect(byPath.get('mod.txt')?.newBlob).toBe(
      git(repo.dir, 'rev-parse', `${head}:mod.txt`).trim(),
    );
    expect(byPath.get('del.txt')).toMatchObject({
      status: 'deleted',
      newKind: 'none',
      newBlob: '0'.repeat(40),
    });
    expect(byPath.get('link-me.txt')).toMatchObject({
      status: 'type-changed',
      oldKind: 'file',
      newKind: 'symlink',
    });
    expect(byPath.get('vendor/sub')).toMatchObject({ status: 'added', newKind: 'submodule' });
    expect(byPath.get('image.bin')).toMatchObject({ status: 'modified' });
    const renamed = byPath.get('other/new name.py');
    expect(renamed).toMatchObject({ status: 'renamed', oldPath: 'dir/old name.py' });
    expect(renamed?.similarity).toBeGreaterThan(50);
    expect(renamed?.similarity).toBeLessThan(100);
    expect(entries).toHaveLength(12);
  });

  it('ignores user settings that would change the diff', async () => {
    const hostile = createRepo({ 'a/old.txt': 'same content that is long enough\n' });
    const from = hostile.commit('one');
    hostile.git('mv', 'a/old.txt', 'a/new.txt');
    const to = hostile.commit('two');
    for (const [key, value] of [
      ['diff.renames', 'false'],
      ['diff.noprefix', 'true'],
      ['core.quotePath', 'true'],
      ['diff.external', 'false'],
      ['color.diff', 'always'],
      ['color.ui', 'always'],
    ]) {
      hostile.git('config', key!, value!);
    }
    const entries = await diffEntries(hostile.dir, from, to);
    expect(entries).toEqual([
      expect.objectContaining({
        status: 'renamed',
        oldPath: 'a/old.txt',
        path: 'a/new.txt',
        similarity: 100,
      }),
    ]);
  });

  it('hunks of a binary change are flagged binary', async () => {
    const entry = (await diffEntries(repo.dir, base, head)).find((e) => e.path === 'image.bin');
    expect(await diffHunks(repo.dir, entry!)).toEqual({
      binary: true,
      hunks: [],
    });
  });
});

describe('deriveHeadListing', () => {
  // What ls-tree itself lists, parsed here independently of git-tree.ts.
  function lsTree(dir: string, commit: string) {
    return git(dir, 'ls-tree', '-r', '-z', '--full-tree', commit)
      .split('\0')
      .filter(Boolean)
      .map((record) => {
        const [meta = '', path = ''] = record.split(/\t(.*)/s);
        const [mode, , object] = meta.split(' ');
        return { path, mode, object };
      });
  }

  it("lists head as ls-tree does, from base's listing and the diff, without listing head", async () => {
    const sub = createRepo({ 'lib.txt': 'lib\n' });
    sub.commit('sub');
    const body = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');
    const repo = createRepo({
      'keep.txt': 'keep\n',
      'mod.txt': 'one\n',
      'del.txt': 'bye\n',
      'dir/old name.py': `${body}\n`,
      'link-me.txt': 'soon a link\n',
      'run.sh': 'echo\n',
      'becomes-dir': 'file\n',
      'legacy.txt': 'old\n',
    });
    const base = repo.commit('base');
    repo.git('rm', '-q', 'becomes-dir');
    repo.write({
      [NEWLINE_PATH]: 'b\n',
      'ünïcødé/ファイル.ts': 'c\n',
      '-leading-dash.js': 'd\n',
      'tab\tname.txt': 'e\n',
      'mod.txt': 'two\n',
      'other/new name.py': `${body}\nline 30\n`,
      'becomes-dir/inside.txt': 'dir\n',
      'a.b': 'sorts before a/\n',
      'a/c': 'after a.b\n',
    });
    repo.remove('del.txt', 'dir/old name.py', 'link-me.txt');
    symlinkSync('keep.txt', join(repo.dir, 'link-me.txt'));
    chmodSync(join(repo.dir, 'run.sh'), 0o755);
    repo.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub.dir, 'vendor/sub');
    const head = repo.commit('head');
    // Settings that would change what a diff shows or in what order.
    writeFileSync(join(repo.dir, '.git', 'order'), 'z*\n');
    repo.git('config', 'diff.orderFile', '.git/order');
    repo.git('config', 'diff.renames', 'copies');
    const { value: derived, calls } = await gitCallsOf(async () => {
      deriveHeadListing(repo.dir, base, head, diffEntries(repo.dir, base, head));
      return (await listTree(repo.dir, head)).map(({ path, mode, object }) => ({
        path,
        mode,
        object,
      }));
    });
    expect(derived).toEqual(lsTree(repo.dir, head));
    expect(derived.map((e) => e.path)).toContain('becomes-dir/inside.txt');
    expect(calls).not.toContain(`ls-tree -r -z --full-tree ${head}`);
  });
});

describe('diffHunks', () => {
  const fileSides = (oldBlob: string, newBlob: string): DiffSides => ({
    oldBlob,
    newBlob,
    oldKind: /^0+$/.test(oldBlob) ? 'none' : 'file',
    newKind: /^0+$/.test(newBlob) ? 'none' : 'file',
  });
  const lines = (n: number): string => Array.from({ length: n }, (_, i) => `l${i + 1}\n`).join('');

  it('gives exact base and head line numbers for a modified file', async () => {
    const repo = createRepo({ 'f.txt': lines(10) });
    repo.commit('base');
    // Change line 3, insert two lines after 6, delete line 9.
    repo.write({ 'f.txt': 'l1\nl2\nL3\nl4\nl5\nl6\nn1\nn2\nl7\nl8\nl10\n' });
    repo.git('config', 'diff.interHunkContext', '5'); // would merge hunks and add context if obeyed
    repo.commit('head');
    const oldBlob = repo.git('rev-parse', 'HEAD~1:f.txt').trim();
    const newBlob = repo.git('rev-parse', 'HEAD:f.txt').trim();
    const { binary, hunks } = await diffHunks(repo.dir, fileSides(oldBlob, newBlob));
    expect(binary).toBe(false);
    expect(hunks.map((h) => ({ removed: h.removed, added: h.added }))).toEqual([
      { removed: [{ line: 3, text: 'l3' }], added: [{ line: 3, text: 'L3' }] },
      {
        removed: [],
        added: [
          { line: 7, text: 'n1' },
          { line: 8, text: 'n2' },
        ],
      },
      { removed: [{ line: 9, text: 'l9' }], added: [] },
    ]);
  });

  it('treats an all-zero id as an absent side', async () => {
    const repo = createRepo({ 'f.txt': 'x\ny' });
    repo.commit('one');
    const blob = repo.git('rev-parse', 'HEAD:f.txt').trim();
    const zero = '0'.repeat(40);
    expect((await diffHunks(repo.dir, fileSides(zero, blob))).hunks).toEqual([
      {
        oldStart: 0,
        oldLines: 0,
        newStart: 1,
        newLines: 2,
        removed: [],
        added: [
          { line: 1, text: 'x' },
          { line: 2, text: 'y' },
        ],
      },
    ]);
    expect((await diffHunks(repo.dir, fileSides(blob, zero))).hunks[0]?.removed).toEqual([
      { line: 1, text: 'x' },
      { line: 2, text: 'y' },
    ]);
    expect(await diffHunks(repo.dir, fileSides(blob, blob))).toEqual({ binary: false, hunks: [] });
  });

  it('reads a gitlink side (a commit id, not a blob) as no file: a test replaced by one is removed', async () => {
    const repo = createRepo({ 'tests/test_x.py': 'def test_x():\n    assert 1\n' });
    const base = repo.commit('base');
    repo.git('rm', '-q', 'tests/test_x.py');
    repo.git('update-index', '--add', '--cacheinfo', `160000,${base},tests/test_x.py`);
    repo.git('commit', '-q', '-m', 'gitlink');
    const entry = (await diffEntries(repo.dir, base, 'HEAD')).find(
      (e) => e.path === 'tests/test_x.py',
    );
    expect([entry?.status, entry?.newKind]).toEqual(['type-changed', 'submodule']);
    const { hunks } = await diffHunks(repo.dir, entry!);
    expect(hunks.flatMap((h) => h.removed.map((r) => r.text))).toEqual([
      'def test_x():',
      '    assert 1',
    ]);
    expect(hunks.flatMap((h) => h.added)).toEqual([]);
  });
});

describe('listFiles and readFiles', () => {
  let repo: TempRepo;
  let commit: string;
  const many = Object.fromEntries(
    Array.from({ length: 120 }, (_, i) => [
      `pkg/m${String(i).padStart(3, '0')}.ts`,
      `export const v = ${i}; // é ✓ 𝄞\n`,
    ]),
  );
  const odd: Record<string, string> = {
    [NEWLINE_PATH]: 'def test_x():\n    assert 1\n',
    'x*/[a].txt': 'glob-like name\n',
    'with space/ü.md': 'ünïcødé\n',
    '-dash.txt': 'dash\n',
    'empty.txt': '',
    'same-as-dash.txt': 'dash\n',
  };

  beforeAll(() => {
    repo = createRepo({ ...many, ...odd });
    // Bytes that are not UTF-8, placed before a text file in the batch.
    writeFileSync(join(repo.dir, 'a-bin.dat'), Buffer.from([0xff, 0x41, 0x41, 0x41, 0x0a, 0xc3]));
    writeFileSync(join(repo.dir, 'b.txt'), 'after binary\n');
    symlinkSync('b.txt', join(repo.dir, 'link.txt'));
    commit = repo.commit('files');
  });

  it('lists every path of the tree', async () => {
    const files = await listFiles(repo.dir, commit);
    expect(files).toHaveLength(120 + Object.keys(odd).length + 3);
    expect(files).toContain(NEWLINE_PATH);
    expect(files).toContain('pkg/m119.ts');
    expect(files).toContain('link.txt');
  });

  it('reads many files in one go, including odd names; missing paths are absent', async () => {
    const wanted = [...Object.keys(many), ...Object.keys(odd), 'b.txt', 'missing.txt', 'pkg'];
    const files = await readFiles(repo.dir, commit, wanted);
    expect(files.size).toBe(wanted.length - 2);
    for (const [path, content] of Object.entries({ ...many, ...odd }))
      expect(files.get(path)).toBe(content);
    expect(files.get('b.txt')).toBe('after binary\n');
    expect(files.has('missing.txt')).toBe(false);
    expect(files.has('pkg')).toBe(false);
  });

  it('reads a few files by pathspec without treating names as globs', async () => {
    const files = await readFiles(repo.dir, commit, [
      'x*/[a].txt',
      NEWLINE_PATH,
      '-dash.txt',
      '../escape',
      '',
    ]);
    expect([...files.keys()].sort()).toEqual(['-dash.txt', NEWLINE_PATH, 'x*/[a].txt'].sort());
  });

  it('splits content that is not UTF-8 from what follows it', async () => {
    const files = await readFiles(repo.dir, commit, ['a-bin.dat', 'b.txt', 'empty.txt']);
    expect(files.get('a-bin.dat')).toBe('\ufffdAAA\n\ufffd');
    expect(files.get('b.txt')).toBe('after binary\n');
    expect(files.get('empty.txt')).toBe('');
  });

  it('reads one file, and null where there is no regular file', async () => {
    expect(await readFile(repo.dir, commit, NEWLINE_PATH)).toBe(odd[NEWLINE_PATH]);
    expect(await readFile(repo.dir, commit, 'nope.txt')).toBeNull();
    expect(await readFile(repo.dir, commit, 'link.txt')).toBeNull();
  });
});

describe('listTree by paths', () => {
  it("answers from the commit's whole listing, when the run has it, exactly as git does", async () => {
    const repo = createRepo({
      'a.txt': 'a\n',
      'dir/b.txt': 'b\n',
      'dir/sub/c.txt': 'c\n',
      'dirx/f.txt': 'f\n',
      'dir two/d e.txt': 'd\n',
      'x*/[a].txt': 'glob-like\n',
      // Names that sort between a folder and what is under it, in git's order.
      'q/x.txt': 'x\n',
      'q/y/z.txt': 'z\n',
      'q.b': 'b\n',
      'q-c/w.txt': 'w\n',
      q0: '0\n',
      'q/x.txt.d/v.txt': 'v\n',
    });
    const commit = repo.commit('files');
    const cases = [
      ['dir'],
      ['dir/sub/c.txt'],
      ['missing', 'dir/sub'],
      ['dir two/d e.txt', 'a.txt'],
      ['x*/[a].txt'],
      ['di'],
      ['q'],
      ['q.b', 'q'],
      ['q/y', 'q', 'q-c'],
      ['q/x.txt', 'q/x.txt.d'],
      ['q0', 'q/y/z.txt'],
      ['q/x', 'q/y/z', 'q/x.tx'],
      ['dir', 'dir/sub'],
      ['dir/sub', 'dir'],
    ];
    // Before the whole listing exists: each is git's own answer.
    const byGit = await Promise.all(cases.map((paths) => listTree(repo.dir, commit, paths)));
    expect(byGit[0]?.map((e) => e.path)).toEqual(['dir/b.txt', 'dir/sub/c.txt']);
    await listTree(repo.dir, commit);
    // With git's objects gone, only the listing in hand can answer.
    rmSync(join(repo.dir, '.git', 'objects'), { recursive: true, force: true });
    const fromListing = await Promise.all(cases.map((paths) => listTree(repo.dir, commit, paths)));
    expect(fromListing).toEqual(byGit);
    // A pathspec that is not a plain path still goes to git (here: which fails).
    await expect(listTree(repo.dir, commit, ['./a.txt'])).rejects.toThrow();
  });
});

describe('refs', () => {
  it('resolves refs to full commit ids', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    const sha = repo.commit('one');
    repo.git('tag', 'v1');
    expect(await resolveCommit(repo.dir, 'main')).toBe(sha);
    expect(await resolveCommit(repo.dir, 'v1')).toBe(sha);
    expect(await resolveCommit(repo.dir, sha.slice(0, 10))).toBe(sha);
  });

  it.each(['nope', '--help', 'main..x'])(
    'rejects the unknown ref %j with one line',
    async (ref) => {
      const repo = createRepo({ 'a.txt': 'a\n' });
      repo.commit('one');
      const error = await resolveCommit(repo.dir, ref).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RefError);
      expect((error as Error).message).toBe(
        `unknown ref '${ref}' (not a branch, tag or commit in ${repo.dir})`,
      );
    },
  );

  it('says when a folder is not a repository', async () => {
    const dir = tempDir();
    await expect(repoRoot(dir)).rejects.toThrow(new RefError(`not a git repository: ${dir}`));
    await expect(resolveCommit(dir, 'HEAD')).rejects.toThrow(`not a git repository: ${dir}`);
    await expect(repoRoot(join(dir, 'missing'))).rejects.toThrow(
      /not a git repository: .*missing \(no such directory\)/,
    );
  });

  it('finds the repository root from a subfolder', async () => {
    const repo = createRepo({ 'sub/a.txt': 'a\n' });
    repo.commit('one');
    const root = git(repo.dir, 'rev-parse', '--show-toplevel').trim();
    expect(await repoRoot(join(repo.dir, 'sub'))).toBe(root);
  });

  it('names branches for branch_id', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    const sha = repo.commit('one');
    repo.git('checkout', '-q', '-b', 'feature/rate-limit');
    expect(await branchName(repo.dir, 'HEAD')).toBe('feature/rate-limit');
    expect(await branchName(repo.dir, 'main')).toBe('main');
    expect(await branchName(repo.dir, sha)).toBe(sha.slice(0, 12));
    repo.git('checkout', '-q', '--detach');
    expect(await branchName(repo.dir, 'HEAD')).toBe(sha.slice(0, 12));
  });
});

describe('refsAtOnce', () => {
  let repo: TempRepo;
  let first: string;
  let second: string;
  beforeAll(() => {
    repo = createRepo({ 'sub/a.txt': 'a\n' });
    first = repo.commit('one');
    repo.git('tag', 'v1');
    repo.write({ 'sub/a.txt': 'b\n' });
    second = repo.commit('two');
    repo.git('checkout', '-q', '-b', 'feature/rate-limit');
  });

  // What the one-at-a-time calls answer is what the one call must answer.
  async function oneByOne(dir: string, base: string, head: string) {
    return {
      root: await repoRoot(dir),
      base: await resolveCommit(dir, base),
      head: await resolveCommit(dir, head),
      branch: await branchName(dir, head),
    };
  }

  const pairs: Array<[string, string]> = [
    ['main', 'HEAD'],
    ['v1', 'feature/rate-limit'],
    ['HEAD~1', 'main'],
    ['main@{0}', 'v1'],
  ];
  it.each(pairs)('answers base %j and head %j as the separate calls do', async (base, head) => {
    const expected = await oneByOne(repo.dir, base, head);
    expect(await refsAtOnce(repo.dir, base, head, true)).toEqual(expected);
    expect(await refsAtOnce(join(repo.dir, 'sub'), base, head, true)).toEqual(expected);
    expect(await refsAtOnce(repo.dir, base, head, false)).toEqual({ ...expected, branch: null });
  });

  it('answers commit ids, full and short, and a detached HEAD', async () => {
    for (const ref of [first, second.slice(0, 10)]) {
      expect(await refsAtOnce(repo.dir, ref, ref, true)).toEqual(
        await oneByOne(repo.dir, ref, ref),
      );
    }
    const detached = createRepo({ 'a.txt': 'a\n' });
    const sha = detached.commit('one');
    detached.git('checkout', '-q', '--detach');
    const found = await refsAtOnce(detached.dir, 'main', 'HEAD', true);
    expect(found?.branch).toBe(sha.slice(0, 12));
    expect(found).toEqual(await oneByOne(detached.dir, 'main', 'HEAD'));
  });

  it.each([
    ['an unknown base', 'nope', 'main'],
    ['an unknown head', 'main', 'nope'],
    ['an option', '--help', 'main'],
    ['a range', 'main..v1', 'main'],
    ['the parents of a commit', 'main^@', 'main'],
    ['a path at a commit', 'main:sub/a.txt', 'main'],
  ])('leaves %s to the separate calls', async (_name, base, head) => {
    expect(await refsAtOnce(repo.dir, base, head, true)).toBeNull();
  });

  it('leaves a folder that is no repository, or none at all, to the separate calls', async () => {
    const dir = tempDir();
    expect(await refsAtOnce(dir, 'main', 'HEAD', true)).toBeNull();
    expect(await refsAtOnce(join(dir, 'missing'), 'main', 'HEAD', true)).toBeNull();
  });

  it('asks git once', async () => {
    const { value, calls } = await gitCallsOf(() => refsAtOnce(repo.dir, 'main', 'HEAD', true));
    expect(value).not.toBeNull();
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['rev-parse']);
  });
});

describe('resolveRange', () => {
  // origin: main c1..c5, then pr branches off c5 with `prCommits` commits, then main moves on.
  function makeOrigin(prCommits: number): {
    origin: TempRepo;
    forkPoint: string;
    mainTip: string;
    prTip: string;
  } {
    const origin = createRepo({ 'f.txt': '0\n' });
    for (let i = 1; i <= 5; i++) {
      origin.write({ 'f.txt': `${i}\n` });
      origin.commit(`c${i}`);
    }
    const forkPoint = origin.git('rev-parse', 'HEAD').trim();
    origin.git('checkout', '-q', '-b', 'pr');
    for (let i = 1; i <= prCommits; i++) {
      origin.write({ 'p.txt': `${i}\n` });
      origin.commit(`p${i}`);
    }
    const prTip = origin.git('rev-parse', 'HEAD').trim();
    origin.git('checkout', '-q', 'main');
    origin.write({ 'm.txt': 'm\n' });
    const mainTip = origin.commit('m1');
    return { origin, forkPoint, mainTip, prTip };
  }

  function shallowClone(origin: TempRepo, ...extra: string[]): string {
    const dir = join(tempDir(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '1', ...extra, `file://${origin.dir}`, dir]);
    return dir;
  }

  it('uses what is there in a full repository', async () => {
    const { origin, forkPoint, mainTip, prTip } = makeOrigin(3);
    expect(await resolveRange(origin.dir, 'main', 'pr')).toEqual({
      base: mainTip,
      head: prTip,
      mergeBase: forkPoint,
    });
  });

  it.each(['main', 'origin/main', 'refs/heads/main'])(
    'fetches base %j into a shallow single-branch clone and deepens to the merge base',
    async (baseRef) => {
      const { origin, forkPoint, mainTip, prTip } = makeOrigin(3);
      const clone = shallowClone(origin, '--single-branch', '--branch', 'pr');
      expect(await isShallow(clone)).toBe(true);
      expect(await resolveRange(clone, baseRef, 'HEAD')).toEqual({
        base: mainTip,
        head: prTip,
        mergeBase: forkPoint,
      });
    },
  );

  it('fetches a base given as a full commit id', async () => {
    const { origin, forkPoint, prTip } = makeOrigin(2);
    const clone = shallowClone(origin, '--single-branch', '--branch', 'pr');
    expect(await resolveRange(clone, forkPoint, 'HEAD')).toEqual({
      base: forkPoint,
      head: prTip,
      mergeBase: forkPoint,
    });
  });

  it('deepens step by step when the merge base is far behind', async () => {
    const { origin, forkPoint, prTip } = makeOrigin(60);
    const clone = shallowClone(origin, '--single-branch', '--branch', 'pr');
    const range = await resolveRange(clone, 'main', 'HEAD');
    expect(range.head).toBe(prTip);
    expect(range.mergeBase).toBe(forkPoint);
  });

  it('fetches a missing branch into a full clone without making it shallow', async () => {
    const { origin, forkPoint } = makeOrigin(1);
    const clone = join(tempDir(), 'full');
    execFileSync('git', [
      'clone',
      '-q',
      '--single-branch',
      '--branch',
      'pr',
      `file://${origin.dir}`,
      clone,
    ]);
    const range = await resolveRange(clone, 'main', 'HEAD');
    expect(range.mergeBase).toBe(forkPoint);
    expect(await isShallow(clone)).toBe(false);
  });

  it('fails with one clear line when origin is gone and the base is not local', async () => {
    const { origin } = makeOrigin(3);
    const clone = shallowClone(origin, '--single-branch', '--branch', 'pr');
    rmSync(origin.dir, { recursive: true, force: true });
    const error = (await resolveRange(clone, 'main', 'HEAD').catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(RefError);
    expect(error.message).toMatch(
      /^unknown ref 'main': not in .*'git fetch --depth=1 origin \+refs\/heads\/main:refs\/remotes\/origin\/main' failed: [^;]*; with actions\/checkout use fetch-depth: 0/,
    );
    expect(error.message).not.toContain('\n');
  });

  it('fails with one clear line when the merge base cannot be fetched', async () => {
    const { origin } = makeOrigin(3);
    const clone = shallowClone(origin, '--no-single-branch', '--branch', 'pr');
    rmSync(origin.dir, { recursive: true, force: true });
    const error = (await resolveRange(clone, 'origin/main', 'HEAD').catch(
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(RefError);
    expect(error.message).toMatch(
      /^no merge base between 'origin\/main' \(\w{12}\) and 'HEAD' \(\w{12}\): the clone is shallow/,
    );
    expect(error.message).toContain('(--deepen=50 (failed:');
    expect(error.message).toContain('fetch-depth: 0');
    expect(error.message).not.toContain('\n');
  });

  it('fails when the base branch exists nowhere', async () => {
    const { origin } = makeOrigin(1);
    const clone = shallowClone(origin, '--single-branch', '--branch', 'pr');
    await expect(resolveRange(clone, 'no-such-branch', 'HEAD')).rejects.toThrow(
      /^unknown ref 'no-such-branch': not in /,
    );
  });

  it('fails when the histories are unrelated', async () => {
    const repo = createRepo({ 'a.txt': 'a\n' });
    repo.commit('one');
    repo.git('checkout', '-q', '--orphan', 'other');
    repo.commit('unrelated');
    await expect(resolveRange(repo.dir, 'main', 'other')).rejects.toThrow(
      /^no common history between 'main'/,
    );
  });

  it('rejects an unknown head without fetching', async () => {
    const { origin } = makeOrigin(1);
    await expect(resolveRange(origin.dir, 'main', 'nope')).rejects.toThrow(
      `unknown ref 'nope' (not a branch, tag or commit in ${origin.dir})`,
    );
  });
});
