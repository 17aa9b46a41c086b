// A Python package that holds only tests runs its `__init__.py` before any test in it: unittest's
// discovery and pytest import the package first. That entry judges the tests as a conftest.py
// does (it can patch `assertEqual` or the function under test), so it keeps its base version. A
// package with product modules beside its tests is product code, and its entry stays source.
import { dirOf, isWithin } from '../../discovery/paths.js';
import type { FileClass } from '../../model/changed-file.js';
import type { DiffEntry } from '../../model/diff.js';
import { arrivingPath, changedBasePath } from '../../model/diff-sides.js';
import type { HarnessSeverity, HarnessText } from '../harness-text.js';
import { TEST_SUPPORT_RULE_PREFIX } from './test-support.js';

/** The derived rule of such an entry starts so; the folder follows in parentheses. */
export const TEST_PACKAGE_RULE_PREFIX = `${TEST_SUPPORT_RULE_PREFIX} entry of a package of tests only`;

const ENTRY = /(?:^|\/)__init__\.py$/;

/**
 * The changed package entries the rules make source: base paths of those the PR changes or
 * removes, head paths of those it adds (a new `checks/__init__.py` beside base tests would run
 * before them as much as a changed one).
 */
export function packageEntryCandidates(
  entries: readonly DiffEntry[],
  classOf: (path: string) => FileClass,
): string[] {
  const paths = entries
    .flatMap((e) => [changedBasePath(e) ?? [], arrivingPath(e) ?? []].flat())
    .filter((path) => ENTRY.test(path) && classOf(path) === 'source');
  return [...new Set(paths)];
}

/** The folder of each candidate: what the base listing must hold for the judgement. */
export function packageFolders(candidates: readonly string[]): string[] {
  return [...new Set(candidates.map(dirOf))];
}

/**
 * The candidates whose package (its folder, subpackages included) holds at least one test and
 * no Python file but tests and harness, besides package entries; `paths` is the base listing
 * of the candidates' folders.
 */
export function testPackageEntries(
  candidates: readonly string[],
  paths: readonly string[],
  classOf: (path: string) => FileClass,
): Map<string, string> {
  const python = paths.filter((p) => p.endsWith('.py') && !ENTRY.test(p));
  const found = new Map<string, string>();
  for (const entry of candidates) {
    const folder = dirOf(entry);
    const inside = python.filter((p) => isWithin(dirOf(p), folder)).map(classOf);
    const onlyTests = inside.every((c) => c === 'test' || c === 'harness');
    if (onlyTests && inside.includes('test')) {
      found.set(entry, `${TEST_PACKAGE_RULE_PREFIX} (${folder === '' ? '.' : folder}/)`);
    }
  }
  return found;
}

/**
 * A change that leaves the entry's code as it was (a docstring, comments, blank lines) is a
 * warning; any other is critical, as for every harness file.
 */
export function packageEntrySeverity(text: HarnessText): HarnessSeverity {
  const same = text.head !== null && entryCode(text.base ?? '') === entryCode(text.head);
  return same
    ? { severity: 'warning', note: 'its code is unchanged (docstring and comments only)' }
    : { severity: 'critical', note: 'its code changed' };
}

// A string literal alone on the first code lines. Its text holds no quote that would close it,
// so a literal that code follows (`"""a""" + run() + """b"""`) is not taken for a docstring.
const DOCSTRING =
  /^[rRuU]?(?:"""(?:(?!""")[\s\S])*"""|'''(?:(?!''')[\s\S])*'''|"[^"\n]*"|'[^'\n]*')[ \t]*(?:\n|$)/;

// The module's lines without comment lines, blank lines and its leading docstring. Only whole
// lines go: a comment after code, or code after the docstring's end, stays (and so counts).
function entryCode(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  return lines.join('\n').replace(DOCSTRING, '');
}
