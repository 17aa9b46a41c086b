// package.json `imports` (`#helpers` → `./test/helpers.mjs`) and a deno.json import map decide
// what every file of the package gets for a specifier, the base tests included: an entry that
// points at the test suite's own files is the suite's, so the locked tree keeps base's, and a
// head entry that would win over it for the same specifiers is left out. Entries for the code
// under test stay head's.
import { createClassifier, type PathClassifier } from '../changes/classify-path.js';
import { isObject, type Json } from '../text/json-value.js';

/** The paths of an entry: a string, or the string leaves of its conditions and fallbacks. */
function targets(value: Json | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(targets);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(targets);
  return [];
}

/**
 * Whether `specifier` is one of those a key maps: `#a/*` (package.json's pattern), `@t/` (an
 * import map's prefix) or an exact key.
 */
function covers(key: string, specifier: string): boolean {
  if (key.endsWith('/') && specifier.startsWith(key)) return true;
  const star = key.indexOf('*');
  if (star < 0) return key === specifier;
  const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
  return (
    specifier.length >= prefix.length + suffix.length &&
    specifier.startsWith(prefix) &&
    specifier.endsWith(suffix)
  );
}

// The built-in rules: `.github/testlock.yml` globs are not known where the manifest is merged.
let builtIn: PathClassifier | null = null;

function locksTarget(path: string): boolean {
  builtIn ??= createClassifier();
  const relative = path.replace(/^\.\//, '');
  if (relative.startsWith('/') || relative.startsWith('..')) return false;
  const cls = builtIn(relative).class;
  return cls === 'test' || cls === 'harness';
}

/**
 * Head's `imports` with base's entries for the test suite's files, or undefined when head's
 * are already those (nothing to lock).
 */
export function lockedImports(base: Json | undefined, head: Json | undefined): Json | undefined {
  if (!isObject(base)) return undefined;
  const baseMap = base;
  const locked = Object.keys(baseMap).filter((key) => targets(baseMap[key]).some(locksTarget));
  if (locked.length === 0) return undefined;
  const headMap = isObject(head) ? head : {};
  const entries: Array<[string, Json]> = Object.entries(headMap).filter(
    ([key]) => locked.includes(key) || !locked.some((mine) => covers(mine, key)),
  );
  for (const key of locked) {
    const at = entries.findIndex(([k]) => k === key);
    if (at >= 0) entries[at] = [key, baseMap[key] as Json];
    else entries.push([key, baseMap[key] as Json]);
  }
  const result = Object.fromEntries(entries);
  return JSON.stringify(result) === JSON.stringify(headMap) ? undefined : result;
}
