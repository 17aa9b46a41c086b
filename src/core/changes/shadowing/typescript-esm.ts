// TypeScript's ESM convention: a test imports `./sum.js` and the compiler maps it to `sum.ts`,
// but a runner that finds a real `sum.js` on disk loads that one.
import type { ShadowResolver } from './resolver.js';
import { splitExtension } from './resolver.js';

// JavaScript flavour -> the TypeScript files an import of that name can mean.
const TS_SIBLINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['.js', ['.ts', '.tsx']],
  ['.jsx', ['.tsx', '.ts']],
  ['.mjs', ['.mts']],
  ['.cjs', ['.cts']],
]);

export const typescriptEsmResolver: ShadowResolver = {
  name: 'TypeScript ESM',
  shadows(path) {
    const [stem, ext] = splitExtension(path);
    return (TS_SIBLINGS.get(ext) ?? []).map((e) => ({
      path: `${stem}${e}`,
      why: `an import of ${ext} names the ${e} file to the compiler, the runner loads the ${ext} on disk`,
    }));
  },
};
