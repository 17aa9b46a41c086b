// The folders of the repository on the run's PATH, repo-relative: absolute entries inside the
// checkout (through a symlinked path too), never relative ones or folders outside it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryPathDirs } from '../../../src/pipeline/read/follow-executed.js';

const top = mkdtempSync(join(tmpdir(), 'testlock-path-dirs-'));
const root = join(top, 'repo');
mkdirSync(join(root, 'bin'), { recursive: true });
mkdirSync(join(root, 'tools', 'ci'), { recursive: true });
mkdirSync(join(top, 'outside'));
symlinkSync(root, join(top, 'link'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

describe('repositoryPathDirs', () => {
  it('keeps the entries inside the checkout, in PATH order', () => {
    const path = [
      join(root, 'tools', 'ci'),
      '/usr/bin',
      join(top, 'outside'),
      'bin',
      './node_modules/.bin',
      join(root, 'bin'),
      root,
    ].join(':');
    expect(repositoryPathDirs(root, path)).toEqual(['tools/ci', 'bin', '']);
  });

  it('reads an entry through a symlink to the checkout, and a folder not made yet', () => {
    const path = `${join(top, 'link', 'bin')}:${join(root, 'later')}`;
    expect(repositoryPathDirs(root, path)).toEqual(['bin', 'later']);
  });

  it('an unset or empty PATH has none', () => {
    expect(repositoryPathDirs(root, undefined)).toEqual([]);
    expect(repositoryPathDirs(root, '')).toEqual([]);
  });
});
