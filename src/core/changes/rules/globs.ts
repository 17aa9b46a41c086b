// The glob fragments the built-in classification rules (docs/configuration.md) share, and the shape of a rule.
import type { Ecosystem } from '../../model/changed-file.js';

/** A named set of globs (picomatch, `dot: true`, matched against the repo-relative path). */
export interface BuiltinRule {
  name: string;
  ecosystem: Ecosystem;
  globs: readonly string[];
}

export const JS_EXTENSIONS = 'js,jsx,mjs,cjs,ts,tsx,mts,cts';
export const JS = `{${JS_EXTENSIONS}}`;
export const C = 'c,cc,cpp,cxx,c++';
export const JVM = '{java,kt,kts,scala,groovy}';
/** Directories whose contents belong to the test suite in most ecosystems. */
export const TEST_DIR_NAMES = 'test,tests,Tests,spec,__tests__';
/** Test directories for ecosystems that do not use `spec/` or `__tests__/`. */
export const TESTS = '{test,tests,Tests}';
export const TEST_DIR = `{${TEST_DIR_NAMES}}`;
/** Helper folders that by convention only tests import. */
export const SUPPORT_DIRS =
  '{testutil,testutils,test_utils,test-utils,testhelper,testhelpers,test_helpers,test-helpers,testsupport,test_support,test-support,testkit}';
/** Words ending in `test` that name no Go test helper package (latest/, contest/...). */
const GO_NOT_TEST_WORDS = [
  'latest',
  'contest',
  'protest',
  'attest',
  'detest',
  'fastest',
  'greatest',
  'shortest',
  'smartest',
  'hottest',
  'lightest',
  'brightest',
  'tightest',
  'quietest',
  'politest',
  'sweetest',
  'neatest',
];

/**
 * Folders of Go helper packages named like httptest/fstest: a word ending in `test` with a
 * prefix (a bare `test/` package is a `test` subcommand as often as helpers), one glob per first
 * letter so the words above are left out.
 */
export function goHelperPackageGlobs(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789_';
  return [...letters].map((letter) => {
    const rests = GO_NOT_TEST_WORDS.filter((w) => w.startsWith(letter)).map((w) =>
      w.slice(1, -'test'.length),
    );
    return rests.length === 0
      ? `**/${letter}*test/*.go`
      : `**/${letter}!(${rests.join('|')})test/*.go`;
  });
}

export const FIXTURE_DIR =
  '{fixtures,__fixtures__,data,testdata,test-data,test_data,resources,golden,goldens,expected,snapshots}';

/** A built-in rule named `ecosystem:label`. */
export function rule(ecosystem: Ecosystem, label: string, globs: readonly string[]): BuiltinRule {
  return { name: `${ecosystem}:${label}`, ecosystem, globs };
}
