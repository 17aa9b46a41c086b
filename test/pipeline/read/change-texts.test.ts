// The texts of the changed files the content rules read, in one batch per commit, on a real git
// repository: each side is what reading that one file at that commit gives, null where none.
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from '../../../src/adapters/git.js';
import type { ChangedFile } from '../../../src/core/model/changed-file.js';
import { type ChangeTexts, readChangeTexts } from '../../../src/pipeline/read/change-texts.js';
import { aChangeOf } from '../../builders/changed-file.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';

afterAll(() => cleanupRepos());

const CHANGES: ChangedFile[] = [
  aChangeOf('modified', 'package.json', 'harness'),
  aChangeOf('added', 'web/package.json', 'harness'),
  aChangeOf('deleted', 'old/setup.py', 'harness'),
  aChangeOf('renamed', 'api/pyproject.toml', 'harness', { oldPath: 'pyproject.toml' }),
  aChangeOf('type-changed', 'lib/package.json', 'harness', { newKind: 'symlink' }),
  aChangeOf('modified', 'a dir/.npmrc', 'harness'),
];

let repo: TempRepo;
let base: string;
let head: string;
let texts: ChangeTexts;

beforeAll(async () => {
  repo = createRepo({
    'package.json': '{"name":"base"}\n',
    'old/setup.py': 'setup()\n',
    'pyproject.toml': '[project]\nname = "base"\n',
    'lib/package.json': '{"name":"lib"}\n',
    'a dir/.npmrc': 'registry=a\n',
  });
  base = repo.commit('base');
  repo.write({
    'package.json': '{"name":"head"}\n',
    'web/package.json': '{"name":"web"}\n',
    'api/pyproject.toml': '[project]\nname = "head"\n',
    'a dir/.npmrc': 'registry=b\n',
  });
  repo.remove('old/setup.py', 'pyproject.toml', 'lib/package.json');
  symlinkSync('../package.json', join(repo.dir, 'lib/package.json'));
  head = repo.commit('head');
  texts = await readChangeTexts(repo.dir, base, head, CHANGES);
});

describe('readChangeTexts', () => {
  it.each<[string, string | null, string | null]>([
    ['package.json', '{"name":"base"}\n', '{"name":"head"}\n'],
    ['web/package.json', null, '{"name":"web"}\n'],
    ['old/setup.py', 'setup()\n', null],
    ['api/pyproject.toml', '[project]\nname = "base"\n', '[project]\nname = "head"\n'],
    // A symlink's text is its target, not a manifest: no head text.
    ['lib/package.json', '{"name":"lib"}\n', null],
    ['a dir/.npmrc', 'registry=a\n', 'registry=b\n'],
  ])('%s: base and head texts', (path, baseText, headText) => {
    expect(texts.get(path)).toEqual({ base: baseText, head: headText });
  });

  it('gives each side what reading that one file at that commit gives', async () => {
    for (const file of CHANGES) {
      const basePath = file.status === 'added' ? null : (file.oldPath ?? file.path);
      const one = {
        base: basePath === null ? null : await readFile(repo.dir, base, basePath),
        head: file.status === 'deleted' ? null : await readFile(repo.dir, head, file.path),
      };
      expect(texts.get(file.path)).toEqual(one);
    }
  });

  it('holds the changes asked for and no others, and reads nothing for none', async () => {
    expect([...texts.keys()].sort()).toEqual(CHANGES.map((f) => f.path).sort());
    expect((await readChangeTexts(repo.dir, base, head, [])).size).toBe(0);
  });
});
