// Installs npm test runners that this project does not depend on (uvu, tape, ava...) once into a
// cached folder under the system temp dir, and gives a fixture a node_modules linking to them, as
// `npm ci` would have left it. The cache is keyed by the exact versions, so reruns install nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The cached node_modules holding `packages` (e.g. `['uvu@0.5.6']`), installing it the first time. */
export function runnerModules(packages: readonly string[]): string {
  const key = [...packages]
    .sort()
    .join('+')
    .replace(/[^\w.@+-]/g, '_');
  const root = join(tmpdir(), 'testlock-npm-runners', key);
  const done = join(root, '.installed');
  const lock = `${root}.lock`;
  const deadline = Date.now() + 300_000;
  mkdirSync(join(tmpdir(), 'testlock-npm-runners'), { recursive: true });
  while (!existsSync(done)) {
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is installing the same set; a lock older than five minutes is stale.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
      sleep(500);
      continue;
    }
    try {
      if (!existsSync(done)) {
        mkdirSync(root, { recursive: true });
        execFileSync(
          'npm',
          ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', root, ...packages],
          { stdio: 'pipe', timeout: 280_000 },
        );
        mkdirSync(done);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return join(root, 'node_modules');
}

/** Creates `<dir>/node_modules` with links to every package (and `.bin`) of the cached folder. */
export function linkRunnerModules(dir: string, modules: string): void {
  const target = join(dir, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    symlinkSync(join(modules, entry), join(target, entry), 'dir');
  }
}
