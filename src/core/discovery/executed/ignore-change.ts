// Judges a PR's change to an ignore file a base linter honours. Honest changes ignore build
// output nobody tracks (`dist/`); a change that makes the linter skip a tracked file hides it
// from the check, so it is harness. Gitignore syntax, simplified: no escapes, `**` as in git.
import { compileGlobs } from '../../config/glob.js';
import { dirOf, isWithin } from '../paths.js';

/** Meaningful lines: comments and blanks dropped, trailing spaces trimmed. */
function patterns(text: string | null): Set<string> {
  const lines = (text ?? '').split(/\r?\n/).map((l) => l.replace(/\s+$/, ''));
  return new Set(lines.filter((l) => l !== '' && !l.startsWith('#')));
}

/** The globs (relative to the repository) that match what one gitignore line ignores under `dir`. */
function globsFor(line: string, dir: string): string[] {
  const directoryOnly = line.endsWith('/');
  let body = line.replace(/\/+$/, '');
  const anchored = body.startsWith('/') || body.includes('/');
  body = body.replace(/^\//, '');
  if (body === '') return [];
  const prefix = dir === '' ? '' : `${dir}/`;
  const at = anchored ? `${prefix}${body}` : `${prefix}**/${body}`;
  // A pattern naming a folder ignores everything below it.
  return directoryOnly ? [`${at}/**`] : [at, `${at}/**`];
}

/**
 * The first tracked path (at base or head, under the ignore file's folder) that the change newly
 * ignores: an added ignore line, or a removed `!` exception. Null when the change only ignores
 * untracked paths (or un-ignores, which makes the linter stricter).
 */
export function newlyIgnoredPath(
  ignoreFile: string,
  baseText: string | null,
  headText: string | null,
  tracked: readonly string[],
): string | null {
  const before = patterns(baseText);
  const after = patterns(headText);
  const added = [...after].filter((l) => !before.has(l) && !l.startsWith('!'));
  const lostExceptions = [...before]
    .filter((l) => l.startsWith('!') && !after.has(l))
    .map((l) => l.slice(1));
  const dir = dirOf(ignoreFile);
  const globs = [...added, ...lostExceptions].flatMap((line) => globsFor(line, dir));
  if (globs.length === 0) return null;
  let matcher: ReturnType<typeof compileGlobs>;
  try {
    matcher = compileGlobs(globs);
  } catch {
    // A line picomatch cannot read: judge it harmful rather than guess.
    return ignoreFile;
  }
  return (
    tracked.find(
      (path) => path !== ignoreFile && isWithin(dirOf(path), dir) && matcher.test(path),
    ) ?? null
  );
}
