// Global setup: the runs of the suite keep their per-repository cache folders (stable locked
// worktrees, Cargo target folders, docs/caches.md) in one temporary folder, deleted at the end,
// instead of leaving one in the OS temp folder for every test repository.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-test-caches-'));
  process.env.TESTLOCK_CACHE_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
