// Compiles globs into matchers with the options every testlock glob shares: picomatch syntax,
// dotfiles matched, `/` as the only separator, newlines allowed in paths.

import picomatch from 'picomatch/posix.js';
import { errorMessage } from '../text/error-message.js';

const OPTIONS = { dot: true, windows: false, debug: true } as const;

/** Tests repo-relative paths against a fixed set of globs. */
export interface GlobMatcher {
  test(path: string): boolean;
}

// An empty set of globs matches nothing; a function says so without a regex scan of the path
// (`/(?!)/` is tried at every position, and most rule sets are empty for most ecosystems).
const NEVER = { test: (_path: string): boolean => false };

// The build (scripts/build.mjs) fills this with picomatch's answer for every glob the built-in
// rules compile, so a run does not compile those ~250 globs again at start (~10 ms of picomatch);
// undefined where the source runs as it is (tsx, vitest). JSON text: a string is inlined where it
// is used, an object would become a module of its own.
declare const TESTLOCK_GLOB_SOURCES: string | undefined;

// A built-in glob is compiled for its rule and again for its tier's union: picomatch runs once.
const sources = new Map<string, string>(
  typeof TESTLOCK_GLOB_SOURCES === 'string'
    ? Object.entries(JSON.parse(TESTLOCK_GLOB_SOURCES))
    : [],
);

/** Every glob compiled so far with its expression's source: what the build stores. */
export function compiledGlobSources(): Record<string, string> {
  return Object.fromEntries(sources);
}

/** The regular-expression source of one glob (anchored); throws when the glob cannot compile. */
function globSource(glob: string): string {
  let source = sources.get(glob);
  if (source === undefined) {
    source = picomatch.makeRe(glob, OPTIONS).source;
    sources.set(glob, source);
  }
  return source;
}

// The `s` flag lets the `.` inside picomatch's globstar cross newlines, which git allows in
// file names.
function union(globs: readonly string[]): GlobMatcher {
  return globs.length === 0 ? NEVER : new RegExp(globs.map(globSource).join('|'), 's');
}

/** `**\/name` patterns: the part after `**\/` when it is a single path segment, else null. */
function basenamePart(glob: string): string | null {
  if (!glob.startsWith('**/')) return null;
  const rest = glob.slice(3);
  return rest.includes('/') || rest.includes('**') ? null : rest;
}

/**
 * One matcher for any of the globs. `**\/name` globs, the common case, are tested against the
 * file name alone: the same answer, without scanning every directory of the path.
 */
export function compileGlobs(globs: readonly string[]): GlobMatcher {
  const names = globs.map(basenamePart).filter((part): part is string => part !== null);
  const paths = globs.filter((glob) => basenamePart(glob) === null);
  const byName = union(names);
  const byPath = union(paths);
  if (byName === NEVER) return byPath;
  if (byPath === NEVER)
    return { test: (path) => byName.test(path.slice(path.lastIndexOf('/') + 1)) };
  return {
    test(path: string): boolean {
      return byName.test(path.slice(path.lastIndexOf('/') + 1)) || byPath.test(path);
    },
  };
}

/** Why a glob is unusable, or null when it compiles. */
export function globProblem(glob: string): string | null {
  try {
    globSource(glob);
    return null;
  } catch (error) {
    const message = errorMessage(error);
    // V8 puts the whole generated expression before the reason; the user wrote a glob.
    return message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
  }
}
