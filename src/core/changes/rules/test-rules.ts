// The built-in test rules (docs/configuration.md): which paths are tests (the locked set), per ecosystem, and
// the test data around them.

import { RUNNER_PROFILES } from '../../runners/registry.js';
import { CPP_TEST_RULES } from './cpp-rules.js';
import {
  type BuiltinRule,
  C,
  goHelperPackageGlobs,
  JS,
  JS_EXTENSIONS,
  JVM,
  rule,
  SUPPORT_DIRS,
  TEST_DIR,
  TEST_DIR_NAMES,
  TESTS,
} from './globs.js';

/** Test files: the locked set. */
export const TEST_RULES: readonly BuiltinRule[] = [
  rule('python', 'test_*.py', ['**/test_*.py', '**/*_test.py', '**/tests.py']),
  rule('python', 'tests/', ['**/{test,tests}/**/*.py']),
  // `*.test-d.ts` and `test-d/` are tsd's type tests.
  rule('javascript', '*.test.*', [`**/*.{test,spec,e2e-spec,cy,test-d}.${JS}`]),
  rule('javascript', 'tests/', [`**/{${TEST_DIR_NAMES},e2e,test-d}/**/*.${JS}`]),
  // A package's single `test.js` (mocha's `./test`, ava's and tape's default), at the root or a
  // workspace package's root; deeper, `test.ts` is as often a CLI's `test` command.
  rule('javascript', 'test.js', [`{,packages/*/}{test,tests}.${JS}`]),
  rule('go', '*_test.go', ['**/*_test.go']),
  // Go collects `_test.go` files only, and Cargo a package's top-level `tests/`: a `tests/` folder
  // under `src/` is a module of the crate (an in-source test module is spliced back from base).
  rule('rust', 'tests/', [
    'tests/**/*.rs',
    '!(src)/tests/**/*.rs',
    '!(src)/!(src)/tests/**/*.rs',
    '!(src)/!(src)/!(src)/tests/**/*.rs',
  ]),
  rule('java', 'src/test/', [`**/src/{test,androidTest,integrationTest,testFixtures}/**/*.${JVM}`]),
  rule('java', '*Test.java', [
    `**/*{Test,Tests,IT,TestCase}.${JVM}`,
    '**/*{Spec,Suite}.{groovy,scala}',
  ]),
  rule('ruby', '*_spec.rb', ['**/*_spec.rb']),
  rule('ruby', '*_test.rb', ['**/*_test.rb']),
  rule('ruby', 'spec/', ['**/{spec,test}/**/*.rb']),
  rule('csharp', '*Tests.cs', ['**/*{Test,Tests}.{cs,fs,vb}']),
  rule('csharp', '*.Tests/', ['**/*.*{Test,Tests}/**/*.{cs,fs,vb,csproj,fsproj,vbproj}']),
  rule('csharp', 'tests/', [`**/${TESTS}/**/*.{cs,fs,vb}`]),
  rule('php', '*Test.php', ['**/*Test.php']),
  rule('php', 'tests/', [`**/${TESTS}/**/*.php`]),
  rule('cpp', '*_test.cc', [`**/*_{test,tests,unittest}.{${C}}`, `**/test_*.{${C}}`]),
  rule('cpp', 'tests/', [`**/${TESTS}/**/*.{${C},h,hh,hpp,hxx}`]),
  ...CPP_TEST_RULES,
  // Test support code is test code: helpers only tests use take their base version too.
  rule('generic', 'test-support/', [`**/${SUPPORT_DIRS}/**`]),
  rule('generic', 'test-utils.*', [
    `**/{test-utils,testUtils,test-helpers,testHelpers,test_helpers}.${JS}`,
    '**/*.{fixture,fixtures,mock,mocks}.*',
  ]),
  // Nested only: a top-level fixtures/ is as often a web app's seed data as test input.
  rule('generic', 'fixture-code', [`*/**/{fixtures,__fixtures__}/**/*.{py,rb,${JS_EXTENSIONS}}`]),
  // factory_boy's convention; JS/TS and Java `factories` are as often production code.
  rule('python', 'factories', ['**/factories.py', '*/**/factories/**/*.py']),
  // pytest's own layout; a Go `testing/` package is a library's public API, so Go is left out.
  rule('generic', 'testing/', [`testing/**/*.{py,${JS_EXTENSIONS}}`]),
  // Go helper packages named like httptest/fstest; superlatives (latest/, fastest/) are not.
  rule('go', 'xtest/', goHelperPackageGlobs()),
  // The files each runner's profile says it collects by default.
  ...RUNNER_PROFILES.flatMap(({ ecosystem, testFiles }) =>
    testFiles === undefined ? [] : [rule(ecosystem, testFiles.label, testFiles.globs)],
  ),
];

/**
 * Anything else inside a test directory is test data (expected outputs, inputs, helper
 * scripts): harness, checked after the test rules (NOT_TEST_DATA says what is not).
 */
export const TEST_DATA_RULE: BuiltinRule = rule('generic', 'test-data', [
  `**/${TEST_DIR}/**`,
  '**/*.*{Test,Tests}/**',
]);
/**
 * What a test folder holds that is not its data: prose, and Go and Rust code (Go compiles every
 * non-`_test.go` file of a folder into its package; a `tests/` module under a crate's `src/` is
 * the crate's): source by extension unless a test rule or the test-support judgement says more.
 */
export const NOT_TEST_DATA: readonly string[] = ['**/*.{md,markdown,rst,adoc}', '**/*.{go,rs}'];
