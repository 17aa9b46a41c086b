// CI's in-tree build folders kept between runs: moved out of a tree and back into the next one,
// never through a link, never over a file the tree holds.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  keepableFolders,
  restoreBuildFolders,
  saveBuildFolders,
} from '../../src/adapters/kept-build-folders.js';
import { checkBuildFolders } from '../../src/core/tools/cmake-build/build-folders.js';
import { aTestCheck } from '../builders/check.js';

const made: string[] = [];
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-kept-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('kept build folders', () => {
  it('the folders a script makes with cmake -B or mkdir, from where each line runs', () => {
    const check = aTestCheck('bash', ['{0}'], {
      script:
        'cmake -B $GITHUB_WORKSPACE/build -DX=1\ncmake --build build\nmkdir -p out && cd out && cmake ..\nctest',
      cwd: '',
    });
    expect(checkBuildFolders([check])).toEqual(['build', 'out']);
    expect(checkBuildFolders([{ ...check, script: 'cmake -B "$HOME/b" -S .' }])).toEqual([]);
  });

  it('a folder that holds a tracked file is never kept', () => {
    expect(keepableFolders(['build', 'out'], ['out/README.md', 'src/a.c'])).toEqual(['build']);
  });

  it('saved from one tree and restored into the next at the same path', async () => {
    const [tree, store, next] = [folder(), folder(), folder()];
    mkdirSync(join(tree, 'build', 'CMakeFiles'), { recursive: true });
    writeFileSync(join(tree, 'build', 'CMakeCache.txt'), 'cache');
    await saveBuildFolders(tree, store, ['build']);
    expect(existsSync(join(tree, 'build'))).toBe(false);
    await restoreBuildFolders(next, store, ['build']);
    expect(readFileSync(join(next, 'build', 'CMakeCache.txt'), 'utf8')).toBe('cache');
  });

  it('gaming: a link the PR commits where a folder was is neither followed nor replaced', async () => {
    const [tree, store, elsewhere] = [folder(), folder(), folder()];
    mkdirSync(join(store, 'out', 'build'), { recursive: true });
    writeFileSync(join(store, 'out', 'build', 'CMakeCache.txt'), 'cache');
    symlinkSync(elsewhere, join(tree, 'out'));
    await restoreBuildFolders(tree, store, ['out/build']);
    expect(existsSync(join(elsewhere, 'build'))).toBe(false);
    symlinkSync(elsewhere, join(tree, 'build'));
    await saveBuildFolders(tree, store, ['build']);
    expect(existsSync(join(store, 'build'))).toBe(false);
  });
});
