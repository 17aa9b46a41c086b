// The bundle the benchmarks run: built by scripts/build.mjs exactly as dist/ is (the same chunks,
// so the same start-up), into a temporary folder, never the checkout's dist/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Builds the bundle into `dir` (a fresh temporary folder by default) and returns the folder. */
export function buildBundle(dir = mkdtempSync(join(tmpdir(), 'testlock-bench-dist-'))): string {
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    env: { ...process.env, TESTLOCK_DIST_DIR: dir },
    stdio: 'inherit',
  });
  // dist/ sits under the package's `"type": "module"`: so does the bundle, or node would first
  // try each file as CommonJS and compile it twice.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  return dir;
}
