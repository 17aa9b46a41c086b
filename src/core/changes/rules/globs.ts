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
/** What is left of a word ending in `test` that is not a Go test helper (latest, contest...). */
export const GO_NOT_TEST_PREFIXES =
  'la|con|pro|at|de|fas|grea|shor|smar|hot|ligh|brigh|tigh|quie|poli|swee|nea';
export const FIXTURE_DIR =
  '{fixtures,__fixtures__,data,testdata,test-data,test_data,resources,golden,goldens,expected,snapshots}';

/** A built-in rule named `ecosystem:label`. */
export function rule(ecosystem: Ecosystem, label: string, globs: readonly string[]): BuiltinRule {
  return { name: `${ecosystem}:${label}`, ecosystem, globs };
}
