// The guard's watch on real git worktrees: writes undone before the check ends, moved folders,
// planted bytecode and its blocked place, next to the honest writes a run makes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardLockedTree } from '../../src/adapters/locked-guard.js';
import { createClassifier } from '../../src/core/changes/classify-path.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(cleanupRepos);

const classify = createClassifier();
const TEST = 'def test_add():\n    assert 1 + 1 == 2\n';

function tree(files: Record<string, string>): string {
  const repo = createRepo(files);
  repo.commit('base');
  return repo.dir;
}

const base = (): string =>
  tree({
    '.gitignore': 'tests/output/\n',
    'src/app.py': 'x = 1\n',
    'tests/test_app.py': TEST,
    'tests/unit/test_deep.py': TEST,
    'conftest.py': '\n',
  });

// Writes as the PR's code would: the owner's write bit is off, so it is put back first.
function rewrite(path: string, text: string): void {
  const mode = statSync(path).mode;
  writeFileSync(path, text, { mode });
}

describe('the guard armed for a check (file-system events)', () => {
  it('attack: a test file rewritten and put back before the check ends is undone, not clean', async () => {
    const dir = base();
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    expect(await guard.arm()).toBe(true);
    const path = join(dir, 'tests/unit/test_deep.py');
    rmSync(path);
    writeFileSync(path, 'def test_add(): pass\n');
    rmSync(path);
    writeFileSync(path, TEST);
    const changes = await guard.verify();
    expect(changes).toEqual([{ path: 'tests/unit/test_deep.py', change: 'undone' }]);
    await guard.restore(changes);
    expect(readFileSync(path, 'utf8')).toBe(TEST);
    // Disarmed, the next verify compares only, and finds the tree as built.
    expect(await guard.verify()).toEqual([]);
  });

  it('attack: a root harness file written with the same text is seen', async () => {
    const dir = base();
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    await guard.arm();
    rewrite(join(dir, 'conftest.py'), '\n');
    expect(await guard.verify()).toEqual([{ path: 'conftest.py', change: 'undone' }]);
  });

  it('attack: the test folder moved aside, another in its place, then moved back', async () => {
    const dir = base();
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    await guard.arm();
    renameSync(join(dir, 'tests'), join(dir, 'tests.real'));
    mkdirSync(join(dir, 'tests'));
    writeFileSync(join(dir, 'tests/test_app.py'), 'def test_add(): pass\n');
    rmSync(join(dir, 'tests'), { recursive: true });
    renameSync(join(dir, 'tests.real'), join(dir, 'tests'));
    const changes = await guard.verify();
    expect(changes.map((c) => c.path)).toContain('tests');
    expect(changes.every((c) => c.change === 'undone')).toBe(true);
  });

  it('attack: a conftest present for a moment in a new folder is seen', async () => {
    const dir = base();
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    await guard.arm();
    mkdirSync(join(dir, 'tests/extra'));
    writeFileSync(join(dir, 'tests/extra/conftest.py'), 'import pytest\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    rmSync(join(dir, 'tests/extra'), { recursive: true });
    expect(await guard.verify()).toEqual([{ path: 'tests/extra/conftest.py', change: 'undone' }]);
  });

  it('attack: the bytecode place of a test folder taken back and a .pyc planted there is seen', async () => {
    const dir = base();
    const guard = await guardLockedTree({ root: dir, classify, keep: [], blockBytecode: true });
    await guard.arm();
    // Armed, a plain file stands where the bytecode folders of guarded modules would be.
    for (const place of ['tests/__pycache__', 'tests/unit/__pycache__', '__pycache__']) {
      expect(statSync(join(dir, place)).isFile()).toBe(true);
    }
    rmSync(join(dir, 'tests/__pycache__'));
    mkdirSync(join(dir, 'tests/__pycache__'));
    const pyc = join(dir, 'tests/__pycache__/test_app.cpython-311-pytest-9.0.3.pyc');
    writeFileSync(pyc, 'planted');
    const changes = await guard.verify();
    expect(changes).toEqual([
      { path: 'tests/__pycache__', change: 'changed' },
      { path: 'tests/__pycache__/test_app.cpython-311-pytest-9.0.3.pyc', change: 'appeared' },
    ]);
    await guard.restore(changes);
    expect(() => statSync(pyc)).toThrow();
    // The next check finds the place blocked again, and the verify after it nothing.
    await guard.arm();
    expect(statSync(join(dir, 'tests/__pycache__')).isFile()).toBe(true);
    expect(await guard.verify()).toEqual([]);
    await guard.release();
    expect(() => statSync(join(dir, 'tests/__pycache__'))).toThrow();
  });

  it('attack: the last writes of a process that has just exited are seen, after a flood of others', async () => {
    const dir = base();
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    // The child runs while this process's event loop is blocked: every event is still queued in
    // the kernel when the verify starts, the flood of ignored output first, the attack last (a
    // test file and the root harness rewritten as they were).
    const script = [
      "const fs = require('node:fs');",
      "fs.mkdirSync('tests/output', { recursive: true });",
      "for (let i = 0; i < 3000; i++) fs.writeFileSync('tests/output/r' + (i % 50) + '.xml', String(i));",
      "const t = 'tests/unit/test_deep.py'; const real = fs.readFileSync(t);",
      "fs.rmSync(t); fs.writeFileSync(t, 'def test_add(): pass\\n'); fs.rmSync(t); fs.writeFileSync(t, real);",
      "fs.chmodSync('conftest.py', 0o644); fs.writeFileSync('conftest.py', fs.readFileSync('conftest.py'));",
    ].join('\n');
    for (let round = 0; round < 3; round += 1) {
      await guard.arm();
      execFileSync(process.execPath, ['-e', script], { cwd: dir });
      const changes = await guard.verify();
      const paths = changes.map((c) => c.path);
      expect(paths).toEqual(['conftest.py', 'tests/unit/test_deep.py']);
      await guard.restore(changes);
    }
  });

  it('honest: source writes, a cache beside source, scratch and ignored output under tests/ are no change', async () => {
    const dir = base();
    const guard = await guardLockedTree({ root: dir, classify, keep: [], blockBytecode: true });
    await guard.arm();
    writeFileSync(join(dir, 'src/app.py'), 'x = 2\n');
    writeFileSync(join(dir, 'src/.app-cache.json'), '{}');
    mkdirSync(join(dir, 'src/__pycache__'));
    writeFileSync(join(dir, 'src/__pycache__/app.cpython-311.pyc'), 'bytecode');
    mkdirSync(join(dir, 'tests/output'));
    writeFileSync(join(dir, 'tests/output/report.xml'), '<x/>');
    mkdirSync(join(dir, 'tests/tmp'));
    writeFileSync(join(dir, 'tests/tmp/scratch.txt'), 'x');
    rmSync(join(dir, 'tests/tmp'), { recursive: true });
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build/out.js'), 'x');
    expect(await guard.verify()).toEqual([]);
  });

  it('gives the guarded files their modes back when released', async () => {
    const dir = base();
    const path = join(dir, 'tests/test_app.py');
    const before = statSync(path).mode;
    const guard = await guardLockedTree({ root: dir, classify, keep: [] });
    expect(statSync(path).mode & 0o222).toBe(0);
    await guard.arm();
    await guard.release();
    expect(statSync(path).mode).toBe(before);
  });
});
