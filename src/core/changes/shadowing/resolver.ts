// One module resolver's rule for shadowing: given a file the PR adds, the base files that the
// resolver would have picked for the same import and now passes over for the new file.

/** A base file the added file takes the place of, and the resolver rule that says so. */
export interface Shadowed {
  path: string;
  /** `vite resolves .mjs before .ts`: why the resolver picks the added file. */
  why: string;
}

export interface ShadowResolver {
  /** The resolver, as a report names it (`vite`, `jest`, `python import`). */
  name: string;
  /** The base paths the added file at `path` would shadow, were they present at base and head. */
  shadows(path: string): Shadowed[];
}

/** `src/calc.ts` -> [`src/calc`, `.ts`]; an extensionless or dot-file name has no extension. */
export function splitExtension(path: string): [string, string] {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
}

/**
 * The rule of a resolver that tries extensions in `order` for an extensionless import, files
 * before a folder's index: an added `stem.ext` shadows `stem.later` and `stem/index.any`.
 */
export function extensionOrder(name: string, order: readonly string[]): ShadowResolver {
  return {
    name,
    shadows(path) {
      const [stem, ext] = splitExtension(path);
      const at = order.indexOf(ext);
      if (at < 0 || path.endsWith('.d.ts')) return [];
      const later = order.slice(at + 1).map((e) => ({
        path: `${stem}${e}`,
        why: `${name} resolves ${ext} before ${e}`,
      }));
      const indexes = order.map((e) => ({
        path: `${stem}/index${e}`,
        why: `${name} resolves a file before a folder's index`,
      }));
      return [...later, ...indexes];
    },
  };
}
