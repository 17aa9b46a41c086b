// Severity of a change to Yarn Plug'n'Play files (`.pnp.cjs`, `.pnp.loader.mjs`, `.yarn/cache/`):
// an install rewrites them together with yarn.lock, an edit that leaves yarn.lock alone does not.
import type { ChangedFile } from '../model/changed-file.js';
import type { HarnessSeverity } from './harness-severity.js';

/** The project folder a Plug'n'Play path belongs to: '' for the root, else ending in '/'. */
export function pnpProjectDir(path: string): string {
  const cache = /^(.*\/)?\.yarn\/(?:cache|unplugged)\//.exec(path);
  if (cache) return cache[1] ?? '';
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/**
 * Warning when the same PR changes the yarn.lock of that project (a re-install; the base
 * version is restored all the same), critical otherwise: code swapped under unchanged versions.
 */
export function pnpSeverity(path: string, changes: readonly ChangedFile[]): HarnessSeverity {
  const lockfile = `${pnpProjectDir(path)}yarn.lock`;
  const installed = changes.some(
    (f) => f.path === lockfile && (f.status === 'modified' || f.status === 'added'),
  );
  return installed
    ? { severity: 'warning', note: `${lockfile} changed too (base version restored)` }
    : {
        severity: 'critical',
        note: `${lockfile} did not change, so the installed code was edited`,
      };
}
