// The base inventory in the Actions cache (@actions/cache): restored before verify, saved after a
// listing. The service is optional: absent or failing, it is a warning and the listing runs.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INVENTORY_CACHE_MAX_BYTES } from '../core/inventory/cache-file.js';
import type { InventoryStore } from '../pipeline/inventory/cache.js';
import type { Env } from './settings.js';

/**
 * The Actions cache as a store; null, with a warning line, when the runner offers no cache service.
 * @actions/cache reads the service URL and token from the process environment itself.
 */
export function actionsCacheStore(env: Env, warn: (line: string) => void): InventoryStore | null {
  if (!env.ACTIONS_CACHE_URL && !env.ACTIONS_RESULTS_URL) {
    warn(
      'testlock: no Actions cache service here (ACTIONS_CACHE_URL / ACTIONS_RESULTS_URL unset): the base inventory is listed',
    );
    return null;
  }
  // The cache version hashes the paths: one fixed path per runner, so saves and restores meet.
  const dir = join(env.RUNNER_TEMP || tmpdir(), 'testlock-inventory-cache');
  const path = join(dir, 'inventory.json');
  return {
    describe: 'the Actions cache',
    async load(key) {
      const cache = await import('@actions/cache');
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      // restoreCache warns and returns undefined when the service errors: a miss, listed again.
      const hit = await cache.restoreCache([path], key);
      if (hit !== key) return null;
      if ((await stat(path)).size > INVENTORY_CACHE_MAX_BYTES) {
        throw new Error(`larger than ${INVENTORY_CACHE_MAX_BYTES} bytes`);
      }
      return readFile(path, 'utf8');
    },
    async save(key, text) {
      const cache = await import('@actions/cache');
      await mkdir(dir, { recursive: true });
      await writeFile(path, text);
      // -1: the library already warned (another job saving the key, the service failing).
      const id = await cache.saveCache([path], key);
      if (id === -1) throw new Error('the cache service did not keep it');
    },
  };
}
