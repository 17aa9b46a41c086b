// A Go folder that holds only `_test.go` files at base is a package of tests only: nothing can
// import it, and only `go test` builds it. A non-test file the PR adds there is compiled into the
// tests' own package: its `init` and package-level initialisers run before them, and its
// declarations share their scope (a package-level `len` shadows the builtin in every test file),
// as a conftest.py does. It is harness, left out of the locked run.
import { dirOf } from '../../discovery/paths.js';
import type { FileClass } from '../../model/changed-file.js';
import type { DiffEntry } from '../../model/diff.js';
import { arrivingPath } from '../../model/diff-sides.js';
import type { HarnessSeverity, HarnessText } from '../harness-text.js';
import { TEST_SUPPORT_RULE_PREFIX } from './test-support.js';

/** The derived rule of such a file starts so; the folder follows in parentheses. */
export const GO_TEST_PACKAGE_RULE_PREFIX = `${TEST_SUPPORT_RULE_PREFIX} Go file in a package of tests only`;

const GO_SOURCE = /\.go$/;
const GO_TEST = /_test\.go$/;

/** The non-test Go files the PR adds, copies or moves somewhere, that the rules make source. */
export function goFileCandidates(
  entries: readonly DiffEntry[],
  classOf: (path: string) => FileClass,
): string[] {
  const paths = entries
    .flatMap((e) => arrivingPath(e) ?? [])
    .filter((p) => GO_SOURCE.test(p) && !GO_TEST.test(p) && classOf(p) === 'source');
  return [...new Set(paths)];
}

/**
 * The candidates whose folder's base Go files (that folder only: a Go package is one folder) are
 * tests and harness by `classOf`, at least one a test; `paths` is the base listing of the
 * candidates' folders.
 */
export function goTestPackageFiles(
  candidates: readonly string[],
  paths: readonly string[],
  classOf: (path: string) => FileClass,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of candidates) {
    const folder = dirOf(file);
    const inside = paths.filter((p) => GO_SOURCE.test(p) && dirOf(p) === folder);
    const classes = inside.map(classOf);
    const onlyTests = classes.every((c) => c === 'test' || c === 'harness');
    if (onlyTests && classes.includes('test')) {
      found.set(file, `${GO_TEST_PACKAGE_RULE_PREFIX} (${folder === '' ? '.' : folder}/)`);
    }
  }
  return found;
}

/**
 * A file that declares nothing (a package clause under a comment: `doc.go`) is a warning; any
 * other is critical, as for every harness file.
 */
export function goTestPackageSeverity(text: HarnessText): HarnessSeverity {
  return text.head !== null && declaresNothing(text.head)
    ? { severity: 'warning', note: 'it declares nothing (a package clause and comments)' }
    : { severity: 'critical', note: 'it declares code that runs with the tests' };
}

// Comments go first (a `/*` inside a `//` comment is part of that comment, and the reverse), then
// what is left must be one package clause. A string literal cannot occur before code does.
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const PACKAGE_CLAUSE = /^package[ \t]+[\p{L}_][\p{L}\p{Nd}_]*;?$/u;

function declaresNothing(text: string): boolean {
  return PACKAGE_CLAUSE.test(text.replace(COMMENT, ' ').trim());
}
