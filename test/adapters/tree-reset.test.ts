// Between two checks the locked tree is put back as it was built: tracked files from the index,
// rewritten ones (merged manifests, splices) from what they held, new files git does not ignore
// removed; ignored output and linked dependency folders stay, and nothing is written through a
// link that took a folder's place.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchTree } from '../../src/adapters/tree-reset.js';
import { cleanupTempDirs, tempDir } from '../e2e/helpers/hostile-fixture.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(() => {
  cleanupRepos();
  cleanupTempDirs();
});

function tree() {
  const repo = createRepo({
    '.gitignore': 'cache/\n*.log\n',
    'src/app.py': 'VALUE = 1\n',
    'src/util.py': 'def f():\n    return 1\n',
    'package.json': '{"scripts": {"test": "head"}}\n',
  });
  repo.commit('base');
  // The locked tree rewrote the manifest after it was checked out.
  writeFileSync(join(repo.dir, 'package.json'), '{"scripts": {"test": "base"}}\n');
  return repo.dir;
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

describe('watchTree', () => {
  it('puts back changed and removed files and rewritten ones, removes new ones', async () => {
    const dir = tree();
    mkdirSync(join(dir, 'deps'));
    symlinkSync(join(dir, 'deps'), join(dir, 'node_modules'));
    const reset = await watchTree({
      root: dir,
      rewritten: ['package.json'],
      linked: ['node_modules'],
    });
    writeFileSync(join(dir, 'src/app.py'), 'VALUE = 2\n');
    rmSync(join(dir, 'src/util.py'));
    writeFileSync(join(dir, 'package.json'), '{}\n');
    writeFileSync(join(dir, 'mypy.ini'), '[mypy]\nignore_errors = True\n');
    mkdirSync(join(dir, 'stubs'));
    writeFileSync(join(dir, 'stubs/app.pyi'), 'VALUE: int\n');
    mkdirSync(join(dir, 'cache'));
    writeFileSync(join(dir, 'cache/kept.bin'), 'x');
    writeFileSync(join(dir, 'run.log'), 'x');

    const { restored, removed } = await reset.reset();
    expect(restored.sort()).toEqual(['package.json', 'src/app.py', 'src/util.py']);
    expect(removed.sort()).toEqual(['mypy.ini', 'stubs']);
    expect(read(dir, 'src/app.py')).toBe('VALUE = 1\n');
    expect(read(dir, 'src/util.py')).toBe('def f():\n    return 1\n');
    expect(read(dir, 'package.json')).toBe('{"scripts": {"test": "base"}}\n');
    expect(existsSync(join(dir, 'mypy.ini'))).toBe(false);
    expect(existsSync(join(dir, 'cache/kept.bin'))).toBe(true);
    expect(existsSync(join(dir, 'run.log'))).toBe(true);
    expect(existsSync(join(dir, 'node_modules'))).toBe(true);
  });

  it('a new ignore file hiding what a check left goes, and what it hid with it', async () => {
    const dir = tree();
    const reset = await watchTree({ root: dir, rewritten: ['package.json'], linked: [] });
    // Ignored by itself and by the line in it: git status would show neither.
    writeFileSync(join(dir, 'src/.gitignore'), '*\n');
    writeFileSync(join(dir, 'src/app.pyi'), 'VALUE: str\n');
    // Not ignored, but hiding its neighbour.
    mkdirSync(join(dir, 'types'));
    writeFileSync(join(dir, 'types/.gitignore'), 'hack.d.ts\n');
    writeFileSync(join(dir, 'types/hack.d.ts'), 'declare const x: any;\n');
    const { removed } = await reset.reset();
    // A wholly new folder goes whole, its ignore file with it.
    expect(removed.sort()).toEqual(['src/.gitignore', 'src/app.pyi', 'types']);
    expect(existsSync(join(dir, 'src/app.pyi'))).toBe(false);
    expect(existsSync(join(dir, 'types'))).toBe(false);
    expect(existsSync(join(dir, 'src/app.py'))).toBe(true);
  });

  it("CI's build folder stays for the next check's build; the files beside it go", async () => {
    const dir = tree();
    const reset = await watchTree({
      root: dir,
      rewritten: ['package.json'],
      linked: [],
      builds: ['out/build'],
    });
    mkdirSync(join(dir, 'out/build'), { recursive: true });
    writeFileSync(join(dir, 'out/build/CMakeCache.txt'), 'cache\n');
    writeFileSync(join(dir, 'mypy.ini'), '[mypy]\n');
    const { removed } = await reset.reset();
    expect(removed).toEqual(['mypy.ini']);
    expect(read(dir, 'out/build/CMakeCache.txt')).toBe('cache\n');
  });

  it('names with spaces, newlines and quotes', async () => {
    const repo = createRepo({ 'docs/a file.md': 'one\n', 'src/app.py': 'VALUE = 1\n' });
    repo.commit('base');
    const dir = repo.dir;
    const reset = await watchTree({ root: dir, rewritten: [], linked: [] });
    writeFileSync(join(dir, 'docs/a file.md'), 'two\n');
    writeFileSync(join(dir, 'src/new\nline "q".py'), 'x = 1\n');
    const { restored, removed } = await reset.reset();
    expect(restored).toEqual(['docs/a file.md']);
    expect(removed).toEqual(['src/new\nline "q".py']);
    expect(read(dir, 'docs/a file.md')).toBe('one\n');
    expect(existsSync(join(dir, 'src/new\nline "q".py'))).toBe(false);
  });

  it('a tree left as it was built is left alone', async () => {
    const dir = tree();
    const reset = await watchTree({ root: dir, rewritten: ['package.json'], linked: [] });
    expect(await reset.reset()).toEqual({ restored: [], removed: [] });
    expect(read(dir, 'package.json')).toBe('{"scripts": {"test": "base"}}\n');
  });

  it('keeps a linked dependency folder', async () => {
    const dir = tree();
    const outside = tempDir('reset-deps');
    symlinkSync(outside, join(dir, 'node_modules'));
    const reset = await watchTree({ root: dir, rewritten: [], linked: ['node_modules'] });
    await reset.reset();
    expect(existsSync(join(dir, 'node_modules'))).toBe(true);
  });

  it('a folder replaced by a link out of the tree: the link goes, nothing is written outside', async () => {
    const dir = tree();
    const outside = tempDir('reset-outside');
    writeFileSync(join(outside, 'app.py'), 'OUTSIDE = 1\n');
    const reset = await watchTree({ root: dir, rewritten: ['package.json'], linked: [] });
    rmSync(join(dir, 'src'), { recursive: true });
    symlinkSync(outside, join(dir, 'src'));
    const { removed } = await reset.reset();
    expect(removed).toEqual(['src']);
    expect(read(dir, 'src/app.py')).toBe('VALUE = 1\n');
    expect(read(outside, 'app.py')).toBe('OUTSIDE = 1\n');
  });

  it('refuses to write a rewritten file through a link, in one line', async () => {
    const dir = tree();
    mkdirSync(join(dir, 'pkg'));
    writeFileSync(join(dir, 'pkg/Cargo.toml'), '[package]\nname = "x"\n');
    const outside = tempDir('reset-link');
    const reset = await watchTree({ root: dir, rewritten: ['pkg/Cargo.toml'], linked: [] });
    rmSync(join(dir, 'pkg'), { recursive: true });
    symlinkSync(outside, join(dir, 'pkg'));
    // `pkg` is new to git (untracked), so it is removed first; the write then finds no folder.
    await expect(reset.reset()).rejects.toThrow(
      /^Refusing to restore 'pkg\/Cargo.toml' in the locked worktree: 'pkg' is no longer a folder\.$/,
    );
    expect(existsSync(join(outside, 'Cargo.toml'))).toBe(false);
  });
});
