// testlock's version, from the package.json beside the code (dist/ or src/ alike).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The version of the nearest package.json named `testlock` above this module; `unknown` if none. */
export function cliVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === 'testlock' && typeof manifest.version === 'string') {
        return manifest.version;
      }
    } catch {
      // No manifest here: look one folder up.
    }
    dir = dirname(dir);
  }
  return 'unknown';
}
