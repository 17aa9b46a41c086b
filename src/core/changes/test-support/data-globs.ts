// The data files a base test reaches by a glob rather than by name: `glob('examples/*.json')`,
// `Path(...).glob("cases/*.yaml")`, `filepath.Glob("testdata/*.in")`, `import.meta.glob(...)`. A
// file such a glob matches is read by the test as surely as one it names (issue 42.5); the
// glob's own folder decides, so a README beside the data is not matched by `*.json`.
import { posix } from 'node:path';
import { compileGlobs } from '../../config/glob.js';

export const DATA_GLOB_RULE_PREFIX = 'test-data-glob:';

// A call whose name says glob, then its first string argument.
const GLOB_CALL =
  /\b(?:i?glob|rglob|Glob|globSync|glob\.sync|fg|fastGlob|globby)\s*\(\s*[rbf]?(['"`])([^'"`\n]+)\1/g;

/** The repo-relative globs one base test file names: each as written from the root, and from its folder. */
export function dataGlobs(testPath: string, text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(GLOB_CALL)) {
    const pattern = (match[2] ?? '').trim();
    if (!/[*?[]/.test(pattern) || pattern.startsWith('/')) continue;
    // `**` alone, or a pattern without a name part, would reach everything.
    if (!/[\w-]/.test(pattern.replace(/\*\*/g, ''))) continue;
    const bare = pattern.replace(/^\.\//, '');
    if (!bare.startsWith('../')) found.add(bare);
    const beside = posix.normalize(posix.join(posix.dirname(testPath), pattern));
    if (!beside.startsWith('../')) found.add(beside);
  }
  return [...found];
}

/** The candidates the tests' globs match, with the test and glob that reach each. */
export function globbedData(
  candidates: readonly string[],
  globsByTest: ReadonlyMap<string, readonly string[]>,
): Map<string, string> {
  const data = new Map<string, string>();
  for (const [test, globs] of globsByTest) {
    for (const glob of globs) {
      const matcher = compileGlobs([glob]);
      for (const path of candidates) {
        if (!data.has(path) && matcher.test(path)) {
          data.set(path, `${DATA_GLOB_RULE_PREFIX} ${test} globs ${glob}`);
        }
      }
    }
  }
  return data;
}
