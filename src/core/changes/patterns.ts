// The built-in classification rules (SPEC §4): which paths are tests, which are harness (what
// decides what runs or passes), and which extensions are source code, per ecosystem.
import type { Ecosystem } from '../model.js';

/** A named set of globs (picomatch, `dot: true`, matched against the repo-relative path). */
export interface BuiltinRule {
  name: string;
  ecosystem: Ecosystem;
  globs: readonly string[];
}

const JS = '{js,jsx,mjs,cjs,ts,tsx,mts,cts}';
const C = 'c,cc,cpp,cxx,c++';
const JVM = '{java,kt,kts,scala,groovy}';
/** Directories whose contents belong to the test suite in most ecosystems. */
const TEST_DIR_NAMES = 'test,tests,Tests,spec,__tests__';
/** Test directories for ecosystems that do not use `spec/` or `__tests__/`. */
const TESTS = '{test,tests,Tests}';
const TEST_DIR = `{${TEST_DIR_NAMES}}`;
const FIXTURE_DIR =
  '{fixtures,__fixtures__,data,testdata,test-data,test_data,resources,golden,goldens,expected,snapshots}';

function rule(ecosystem: Ecosystem, label: string, globs: readonly string[]): BuiltinRule {
  return { name: `${ecosystem}:${label}`, ecosystem, globs };
}

/**
 * Files that change what runs or what passes without being tests. Checked before the test
 * rules, so a snapshot or fixture inside `tests/` is harness. Manifests that also carry
 * dependencies say so in their name: the locked worktree takes only their test parts.
 */
export const HARNESS_RULES: readonly BuiltinRule[] = [
  rule('ci', '.github/workflows', ['.github/workflows/**']),
  rule('ci', '.github/actions', ['.github/actions/**']),
  rule('ci', 'testlock.yml', ['.github/testlock.{yml,yaml}']),
  rule('ci', 'ci-config', [
    '.gitlab-ci.yml',
    '.circleci/**',
    '.travis.yml',
    'azure-pipelines.yml',
    '.buildkite/**',
    '**/Jenkinsfile',
    'bitbucket-pipelines.yml',
  ]),
  rule('ci', 'Makefile', ['**/{Makefile,makefile,GNUmakefile}', '**/*.mk']),
  rule('ci', 'justfile', ['**/{justfile,Justfile,JUSTFILE,.justfile}', '**/*.just']),
  rule('ci', 'Taskfile', ['**/{Taskfile,taskfile}{,.dist}.{yml,yaml}']),
  rule('ci', 'pre-commit', ['**/.pre-commit-config.{yaml,yml}']),
  rule('python', 'tox.ini', ['**/tox.ini']),
  rule('python', 'noxfile.py', ['**/noxfile.py']),
  rule('python', 'pytest.ini', ['**/{pytest,.pytest}.{ini,toml}']),
  rule('python', 'pyproject.toml (tool sections; dependencies too)', ['**/pyproject.toml']),
  rule('python', 'setup.cfg', ['**/setup.cfg']),
  rule('python', 'hatch.toml', ['**/hatch.toml']),
  rule('python', 'conftest.py', ['**/conftest.py']),
  rule('python', 'sitecustomize.py', ['**/{sitecustomize,usercustomize}.py']),
  rule('python', '*.pth', ['**/*.pth']),
  rule('python', '.coveragerc', ['**/.coveragerc']),
  rule('python', 'ruff.toml', ['**/{ruff,.ruff}.toml']),
  rule('python', 'mypy.ini', ['**/{mypy,.mypy}.ini']),
  rule('python', 'pyrightconfig.json', ['**/pyrightconfig.json']),
  rule('python', 'lint-config', ['**/{.flake8,.pylintrc,pylintrc,.pydocstyle,.isort.cfg,.bandit}']),
  rule('javascript', 'package.json (scripts; dependencies too)', ['**/package.json']),
  rule('javascript', 'jest.config', ['**/jest.{config,preset}.*']),
  rule('javascript', 'vitest.config', ['**/vitest.{config,workspace}.*', '**/vitest.*.config.*']),
  rule('javascript', 'vite.config', ['**/vite.config.*']),
  rule('javascript', '.mocharc', ['**/.mocharc*']),
  rule('javascript', 'karma.conf', ['**/karma.conf.*']),
  rule('javascript', 'ava.config', ['**/ava.config.*']),
  rule('javascript', 'playwright.config', ['**/playwright{,-ct}.config.*']),
  rule('javascript', 'cypress', ['**/cypress.{config.*,json}', '**/cypress/{support,fixtures}/**']),
  rule('javascript', '__mocks__', ['**/__mocks__/**']),
  rule('javascript', 'setup-file', [
    '**/{jest,vitest,test}{.,-}setup{,-*}.*',
    '**/setup{Tests,Test,-tests,_tests}.*',
    `**/${TEST_DIR}/setup.*`,
    '**/global{Setup,Teardown,-setup,-teardown}.*',
  ]),
  rule('javascript', 'coverage-config', ['**/.nycrc*', '**/.c8rc*']),
  rule('javascript', 'eslint', ['**/.eslintrc*', '**/eslint.config.*', '**/.eslintignore']),
  rule('javascript', 'biome', ['**/{biome,.biome}.{json,jsonc}']),
  rule('javascript', 'prettier', ['**/.prettierrc*', '**/prettier.config.*', '**/.prettierignore']),
  rule('javascript', 'tsconfig', ['**/tsconfig*.json', '**/jsconfig*.json']),
  rule('go', '.golangci', ['**/.golangci.{yml,yaml,toml,json}']),
  rule('rust', 'Cargo.toml (test parts; dependencies too)', ['**/Cargo.toml']),
  rule('rust', '.cargo/config', ['**/.cargo/config{,.toml}']),
  rule('rust', 'clippy.toml', ['**/{clippy,.clippy}.toml']),
  rule('rust', 'rustfmt.toml', ['**/{rustfmt,.rustfmt}.toml']),
  rule('rust', 'nextest.toml', ['**/.config/nextest.toml']),
  rule('rust', 'tarpaulin.toml', ['**/{tarpaulin,.tarpaulin}.toml']),
  rule('java', 'pom.xml (surefire; dependencies too)', ['**/pom.xml']),
  rule('java', 'build.gradle (test settings; dependencies too)', ['**/build.gradle{,.kts}']),
  rule('java', 'lint-config', ['**/checkstyle*.xml', '**/{detekt,.detekt}.{yml,yaml}']),
  rule('ruby', '.rspec', ['**/.rspec{,-local}']),
  rule('ruby', 'spec_helper.rb', ['**/{spec_helper,rails_helper}.rb']),
  rule('ruby', 'test_helper.rb', ['**/test_helper.rb']),
  rule('ruby', 'Rakefile', ['**/Rakefile']),
  rule('ruby', '.simplecov', ['**/.simplecov']),
  rule('ruby', 'rubocop', ['**/.rubocop*.yml']),
  rule('csharp', 'runsettings', ['**/*.runsettings', '**/xunit.runner.json', '**/stylecop.json']),
  rule('php', 'phpunit.xml', ['**/phpunit.xml*', '**/phpunit.dist.xml']),
  rule('php', 'Pest.php', [`**/${TESTS}/{Pest,bootstrap}.php`]),
  rule('php', 'lint-config', [
    '**/phpstan{,.dist}.neon*',
    '**/psalm.xml*',
    '**/.php-cs-fixer*',
    '**/{,.}phpcs.xml*',
  ]),
  rule('cpp', 'lint-config', ['**/.clang-tidy', '**/.clang-format']),
  rule('cpp', 'ctest', [`**/${TESTS}/**/CMakeLists.txt`, '**/CTest{Config,Custom}.cmake']),
  rule('generic', 'codecov.yml', ['**/{codecov,.codecov}.{yml,yaml}']),
  rule('generic', 'snapshot', [
    '**/__snapshots__/**',
    '**/*-snapshots/**',
    '**/*.{snap,ambr,pending-snap}',
    '**/*.snap.new',
  ]),
  rule('generic', 'golden', ['**/testdata/**', '**/*.golden', '**/*.{approved,verified}.*']),
  rule('generic', 'fixtures', ['**/__fixtures__/**', `**/${TEST_DIR}/**/${FIXTURE_DIR}/**`]),
];

/** Test files: the locked set. */
export const TEST_RULES: readonly BuiltinRule[] = [
  rule('python', 'test_*.py', ['**/test_*.py', '**/*_test.py', '**/tests.py']),
  rule('python', 'tests/', ['**/{test,tests}/**/*.py']),
  rule('javascript', '*.test.*', [`**/*.{test,spec,e2e-spec,cy}.${JS}`]),
  rule('javascript', 'tests/', [`**/{${TEST_DIR_NAMES},e2e}/**/*.${JS}`]),
  rule('go', '*_test.go', ['**/*_test.go']),
  rule('go', 'tests/', ['**/{test,tests}/**/*.go']),
  rule('rust', 'tests/', ['**/tests/**/*.rs']),
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
];

/**
 * Anything else inside a test directory is test data (expected outputs, inputs, helper
 * scripts): harness, checked after the test rules. Prose there is not.
 */
export const TEST_DATA_RULE: BuiltinRule = rule('generic', 'test-data', [
  `**/${TEST_DIR}/**`,
  '**/*.*{Test,Tests}/**',
]);
export const TEST_DATA_PROSE: readonly string[] = ['**/*.{md,markdown,rst,adoc}'];

/**
 * Third-party code kept in the repository: its tests are not the project's tests, and
 * updating a vendored library must not read as test tampering.
 */
export const VENDORED_RULE: BuiltinRule = rule('generic', 'vendored', [
  'vendor/**',
  '**/node_modules/**',
  '**/{third_party,third-party}/**',
]);

/** Source extensions (lower case, without the dot) and the ecosystem they belong to. */
export const SOURCE_EXTENSIONS: ReadonlyMap<string, Ecosystem> = new Map<string, Ecosystem>([
  ...byEcosystem('python', ['py', 'pyi', 'pyx', 'pxd']),
  ...byEcosystem('javascript', ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts']),
  ...byEcosystem('javascript', ['vue', 'svelte']),
  ...byEcosystem('go', ['go']),
  ...byEcosystem('rust', ['rs']),
  ...byEcosystem('java', ['java', 'kt', 'kts', 'scala', 'groovy']),
  ...byEcosystem('ruby', ['rb', 'rake']),
  ...byEcosystem('csharp', ['cs', 'fs', 'fsx', 'vb']),
  ...byEcosystem('php', ['php']),
  ...byEcosystem('cpp', ['c', 'h', 'cc', 'cpp', 'cxx', 'c++', 'hh', 'hpp', 'hxx', 'ipp', 'inl']),
  ...byEcosystem('generic', ['sh', 'bash']),
]);

function byEcosystem(ecosystem: Ecosystem, extensions: readonly string[]): [string, Ecosystem][] {
  return extensions.map((extension) => [extension, ecosystem]);
}
