// Gives a fixture repository a node_modules that exists only in its checkout (ignored by git),
// holding links to this project's installed vitest, as `npm ci` would have left it.
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This project's root, where the real node_modules is. */
export const PROJECT_ROOT: string = fileURLToPath(new URL('../../', import.meta.url));

/** Creates `<dir>/node_modules` with `vitest` and `.bin/vitest` linked from this project. */
export function installVitest(dir: string): void {
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  symlinkSync(join(PROJECT_ROOT, 'node_modules', 'vitest'), join(modules, 'vitest'), 'dir');
  symlinkSync(join('..', 'vitest', 'vitest.mjs'), join(modules, '.bin', 'vitest'));
}
