// A cached base inventory kept in a file: `testlock inventory --out FILE` writes it,
// `verify --inventory FILE` reads it (size-capped before it is read).
import { readFile, stat, writeFile } from 'node:fs/promises';
import { INVENTORY_CACHE_MAX_BYTES } from '../../core/inventory/cache-file.js';
import type { InventoryStore } from './cache.js';

/** A store in one file; `writable` only for the command that writes it. */
export function fileStore(path: string, writable: boolean): InventoryStore {
  return writable ? writableFile(path) : readOnly(path);
}

/** The file `testlock inventory --out` writes. */
export function writableFile(
  path: string,
): InventoryStore & { save: NonNullable<InventoryStore['save']> } {
  return { ...readOnly(path), save: (_key, text) => writeFile(path, text) };
}

function readOnly(path: string): InventoryStore {
  return {
    describe: `file ${path}`,
    async load() {
      let size: number;
      try {
        size = (await stat(path)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      if (size > INVENTORY_CACHE_MAX_BYTES) {
        throw new Error(`larger than ${INVENTORY_CACHE_MAX_BYTES} bytes`);
      }
      return readFile(path, 'utf8');
    },
  };
}
