// The locked-tree guard on real git worktrees: what it records, makes read-only, finds changed
// and puts back, and what it costs on a 5,000-file tree.
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardLockedTree } from '../../src/adapters/locked-guard.js';
import { createClassifier } from '../../src/core/changes/classify-path.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(cleanupRepos);

const classify = createClassifier();

function tree(files: Record<string, string>): string {
  const repo = createRepo(files);
  repo.commit('base');
  return repo.dir;
}

describe('guardLockedTree', () => {
  it('guards tests and harness, not source, and makes them read-only', async () => {
    const dir = tree({
      'src/app.py': 'x = 1\n',
      'tests/test_app.py': 'def test(): pass\n',
      'tests/conftest.py': '\n',
    });
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    expect(guard.size).toEqual({ files: 2, folders: 1 });
    expect(statSync(join(dir, 'tests/test_app.py')).mode & 0o222).toBe(0);
    expect(statSync(join(dir, 'src/app.py')).mode & 0o200).not.toBe(0);
    expect(await guard.verify()).toEqual([]);
  });

  it('honest: source edits, caches and scratch files are no change', async () => {
    const dir = tree({ 'src/app.py': 'x = 1\n', 'tests/test_app.py': 'def test(): pass\n' });
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    writeFileSync(join(dir, 'src/app.py'), 'x = 2\n');
    mkdirSync(join(dir, 'tests/__pycache__'));
    writeFileSync(join(dir, 'tests/__pycache__/test_app.cpython-312.pyc'), 'bytecode');
    mkdirSync(join(dir, 'tests/tmp'));
    writeFileSync(join(dir, 'tests/tmp/out.txt'), 'scratch');
    expect(await guard.verify()).toEqual([]);
  });

  it('honest: output a test writes under tests/ that git ignores is no change; a planted ignored test is', async () => {
    const dir = tree({
      '.gitignore': 'tests/output/\n',
      'tests/test_app.py': 'def test(): pass\n',
    });
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    mkdirSync(join(dir, 'tests/output'));
    writeFileSync(join(dir, 'tests/output/report.xml'), '<x/>');
    expect(await guard.verify()).toEqual([]);
    writeFileSync(join(dir, 'tests/output/test_planted.py'), 'def test(): pass\n');
    expect(await guard.verify()).toEqual([
      { path: 'tests/output/test_planted.py', change: 'appeared' },
    ]);
  });

  it('honest: an ignored artefact a co-located test builds is no change, while base ignore rules stand', async () => {
    const files = {
      '.gitignore': '*.so\n',
      'main.go': 'package main\n',
      'main_test.go': 'package main\n',
    };
    const trusted = tree(files);
    const guard = await guardLockedTree({ root: trusted, classify, keep: [], trustIgnores: true });
    mkdirSync(join(trusted, 'dynamic'));
    writeFileSync(join(trusted, 'dynamic/plugin.so'), 'ELF');
    expect(await guard.verify()).toEqual([]);
    // The PR changed the ignore rules: an ignored artefact still counts (it may be loaded next).
    const untrusted = tree(files);
    const strict = await guardLockedTree({
      root: untrusted,
      classify,
      keep: [],
      trustIgnores: false,
    });
    mkdirSync(join(untrusted, 'dynamic'));
    writeFileSync(join(untrusted, 'dynamic/plugin.so'), 'ELF');
    expect(await strict.verify()).toEqual([{ path: 'dynamic/plugin.so', change: 'appeared' }]);
  });

  it('gaming: an artefact git does not ignore counts even with base ignore rules', async () => {
    const dir = tree({ 'main.go': 'package main\n', 'main_test.go': 'package main\n' });
    const guard = await guardLockedTree({ root: dir, classify, keep: [], trustIgnores: true });
    writeFileSync(join(dir, 'helper.so'), 'ELF');
    expect(await guard.verify()).toEqual([{ path: 'helper.so', change: 'appeared' }]);
  });

  it('gaming: finds changed, vanished and planted files, and restores all of them', async () => {
    const dir = tree({
      'tests/test_a.py': 'def test_a(): assert 1\n',
      'tests/test_b.py': 'def test_b(): assert 2\n',
      'tests/data/link': 'target\n',
    });
    unlinkSync(join(dir, 'tests/data/link'));
    symlinkSync('elsewhere', join(dir, 'tests/data/link'));
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    rmSync(join(dir, 'tests/test_a.py'));
    writeFileSync(join(dir, 'tests/test_a.py'), 'def test_a(): pass\n');
    rmSync(join(dir, 'tests/test_b.py'));
    writeFileSync(join(dir, 'tests/test_c.py'), 'def test_c(): pass\n');
    const changes = await guard.verify();
    expect(changes).toEqual([
      { path: 'tests/test_a.py', change: 'changed' },
      { path: 'tests/test_b.py', change: 'vanished' },
      { path: 'tests/test_c.py', change: 'appeared' },
    ]);
    await guard.restore(changes);
    expect(readFileSync(join(dir, 'tests/test_a.py'), 'utf8')).toBe('def test_a(): assert 1\n');
    expect(readFileSync(join(dir, 'tests/test_b.py'), 'utf8')).toBe('def test_b(): assert 2\n');
    expect(lstatSync(join(dir, 'tests/test_c.py'), { throwIfNoEntry: false })).toBeUndefined();
    expect(statSync(join(dir, 'tests/test_a.py')).mode & 0o222).toBe(0);
    expect(await guard.verify()).toEqual([]);
  });

  it('a kept file (a merged manifest) is restored to its worktree content, not the index', async () => {
    const dir = tree({ 'package.json': '{"name":"head"}\n', 'test/a.test.ts': 'it()\n' });
    writeFileSync(join(dir, 'package.json'), '{"name":"merged"}\n');
    const guard = await guardLockedTree({ root: dir, classify, keep: ['package.json'] });
    writeFileSync(join(dir, 'package.json'), '{"name":"tampered"}\n');
    const changes = await guard.verify();
    expect(changes).toEqual([{ path: 'package.json', change: 'changed' }]);
    await guard.restore(changes);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe('{"name":"merged"}\n');
    expect(await guard.verify()).toEqual([]);
  });

  it('a linked dependency folder is not walked or guarded', async () => {
    const dir = tree({ 'test/a.test.ts': 'it()\n' });
    const outside = tree({ 'pkg/test/b.test.ts': 'it()\n' });
    symlinkSync(outside, join(dir, 'test/linked'));
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    writeFileSync(join(outside, 'pkg/test/new.test.ts'), 'it()\n');
    expect(await guard.verify()).toEqual([]);
  });

  it('verifies a 5,000-file test tree in well under a second (recording is printed)', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5_000; i++) {
      files[`tests/pkg${i % 50}/test_${i}.py`] =
        `def test_${i}():\n    assert ${i} == ${i}\n${'#'.repeat(i % 4000)}\n`;
    }
    const dir = tree(files);
    const setStart = performance.now();
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    const setMs = performance.now() - setStart;
    const verifyStart = performance.now();
    const changes = await guard.verify();
    const verifyMs = performance.now() - verifyStart;
    console.log(
      `locked guard, 5000 files: set ${setMs.toFixed(0)} ms, verify ${verifyMs.toFixed(0)} ms`,
    );
    expect(guard.size.files).toBe(5_000);
    expect(changes).toEqual([]);
    // The cost is measured by `npm run bench` (bench/locked-watch.ts), not bounded here.
  }, 60_000);
});
