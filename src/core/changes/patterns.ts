// The built-in classification rules (SPEC §4): which paths are tests, which are harness (what
// decides what runs or passes), and which extensions are source code, per ecosystem.
import type { Ecosystem } from '../model.js';

/** A named set of globs (picomatch, `dot: true`, matched against the repo-relative path). */
export interface BuiltinRule {
  name: string;
  ecosystem: Ecosystem;
  globs: readonly string[];
}

const JS_EXTENSIONS = 'js,jsx,mjs,cjs,ts,tsx,mts,cts';
const JS = `{${JS_EXTENSIONS}}`;
const C = 'c,cc,cpp,cxx,c++';
const JVM = '{java,kt,kts,scala,groovy}';
/** Directories whose contents belong to the test suite in most ecosystems. */
const TEST_DIR_NAMES = 'test,tests,Tests,spec,__tests__';
/** Test directories for ecosystems that do not use `spec/` or `__tests__/`. */
const TESTS = '{test,tests,Tests}';
const TEST_DIR = `{${TEST_DIR_NAMES}}`;
/** Helper folders that by convention only tests import. */
const SUPPORT_DIRS =
  '{testutil,testutils,test_utils,test-utils,testhelper,testhelpers,test_helpers,test-helpers,testsupport,test_support,test-support,testkit}';
/** What is left of a word ending in `test` that is not a Go test helper (latest, contest...). */
const GO_NOT_TEST_PREFIXES =
  'la|con|pro|at|de|fas|grea|shor|smar|hot|ligh|brigh|tigh|quie|poli|swee|nea';
const FIXTURE_DIR =
  '{fixtures,__fixtures__,data,testdata,test-data,test_data,resources,golden,goldens,expected,snapshots}';

function rule(ecosystem: Ecosystem, label: string, globs: readonly string[]): BuiltinRule {
  return { name: `${ecosystem}:${label}`, ecosystem, globs };
}

/**
 * Compiled and binary artefacts: code that runs without its source being in the diff (a `.pyc`
 * in `__pycache__/` is imported instead of the fixed `.py`). Checked before everything else,
 * vendored folders included: there is no honest way for a PR to hide behaviour in one.
 */
export const COMPILED_RULE: BuiltinRule = rule('generic', 'compiled-artefact', [
  '**/__pycache__/**',
  '**/*.{pyc,pyo,pyd,so,dylib,dll,node,wasm,class,jar,war,o,obj,a,lib,exe}',
  '**/*.so.+([0-9.])',
]);

/** Test tools and standard-library modules that tests import, which a same-named module shadows. */
const SHADOWED_MODULES = [
  // test tools and their plugins
  'pytest',
  '_pytest',
  'pluggy',
  'iniconfig',
  'unittest',
  'doctest',
  'coverage',
  'pytest_cov',
  'xdist',
  'hypothesis',
  'mock',
  'nose',
  'nose2',
  'freezegun',
  'responses',
  // standard-library modules tests commonly import
  'os',
  'sys',
  'site',
  'builtins',
  're',
  'json',
  'math',
  'random',
  'time',
  'datetime',
  'typing',
  'types',
  'collections',
  'functools',
  'itertools',
  'operator',
  'pathlib',
  'subprocess',
  'tempfile',
  'shutil',
  'io',
  'logging',
  'warnings',
  'traceback',
  'inspect',
  'importlib',
  'contextlib',
  'copy',
  'dataclasses',
  'decimal',
  'fractions',
  'enum',
  'abc',
  'string',
  'textwrap',
  'threading',
  'asyncio',
  'signal',
  'socket',
  'uuid',
  'hashlib',
  'base64',
  'pickle',
  'struct',
  'statistics',
  'glob',
  'fnmatch',
  'platform',
  'difflib',
  'pprint',
  'csv',
  'sqlite3',
  'argparse',
  'gc',
  'weakref',
].join(',');
/** Folders on `sys.path` when tests run: the repo root, `src/` layouts, common package roots. */
const PY_ROOTS = '{,src/,lib/,python/,**/src/}';

/**
 * Installed dependencies committed to the repository: `node_modules/` holds the test runner
 * itself (`node_modules/.bin/vitest`, `node_modules/vitest/…`), so a PR's copy there replaces
 * what runs the base tests. Harness, never vendored code.
 */
export const INSTALLED_DEPENDENCIES_RULE: BuiltinRule = rule('javascript', 'node_modules', [
  '**/node_modules/**',
]);

/**
 * Yarn Plug'n'Play: the loader decides which file every `require` resolves to and the cache
 * holds the packages' code. Its severity reads whether yarn.lock changed beside it.
 */
export const YARN_PNP_RULE: BuiltinRule = rule('javascript', 'yarn-pnp', [
  '**/.pnp.{cjs,js,loader.mjs,data.json}',
  '**/.yarn/{cache,unplugged}/**',
]);

/**
 * Files that change what runs or what passes without being tests. Checked before the test
 * rules, so a snapshot or fixture inside `tests/` is harness. Manifests that also carry
 * dependencies say so in their name: the locked worktree takes only their test parts.
 */
export const HARNESS_RULES: readonly BuiltinRule[] = [
  // Plug'n'Play first: `.yarn/unplugged/<pkg>/node_modules/` is Yarn's, judged with yarn.lock.
  YARN_PNP_RULE,
  INSTALLED_DEPENDENCIES_RULE,
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
    '{.drone,.woodpecker,appveyor,.appveyor,.cirrus}.{yml,yaml}',
    '{.woodpecker,.semaphore}/**',
  ]),
  rule('ci', 'Makefile', ['**/{Makefile,makefile,GNUmakefile}', '**/*.mk']),
  rule('ci', 'justfile', ['**/{justfile,Justfile,JUSTFILE,.justfile}', '**/*.just']),
  rule('ci', 'Taskfile', ['**/{Taskfile,taskfile}{,.dist}.{yml,yaml}']),
  rule('ci', 'pre-commit', ['**/.pre-commit-config.{yaml,yml}']),
  // Monorepo task runners define what `turbo run test` / `nx test` run, and may replay a cached
  // result instead of running it.
  rule('ci', 'task-runner', ['**/{turbo,nx}.json']),
  // mise sets environment variables (`[env]`, NODE_OPTIONS included) and tasks for every command.
  rule('generic', 'mise', ['**/{,.}mise{,.*}.toml', '**/.mise/**']),
  rule('python', 'tox.ini', ['**/tox.ini']),
  rule('python', 'noxfile.py', ['**/noxfile.py']),
  rule('python', 'pytest.ini', ['**/{pytest,.pytest}.{ini,toml}']),
  rule('python', 'pyproject.toml (tool sections; dependencies too)', ['**/pyproject.toml']),
  rule('python', 'setup.cfg', ['**/setup.cfg']),
  rule('python', 'hatch.toml', ['**/hatch.toml']),
  rule('python', 'conftest.py', ['**/conftest.py']),
  rule('python', 'sitecustomize.py', [
    '**/{sitecustomize,usercustomize}.py',
    '**/{sitecustomize,usercustomize}/**',
  ]),
  rule('python', '*.pth', ['**/*.pth']),
  rule('python', 'shadowing-module', [
    `${PY_ROOTS}{${SHADOWED_MODULES}}.py`,
    `${PY_ROOTS}{${SHADOWED_MODULES}}/**/*.py`,
  ]),
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
  rule('javascript', '.taprc', ['**/.taprc{,.*}']),
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
  rule('javascript', 'babel', ['**/.babelrc{,.*}', '**/babel.config.*', '**/.swcrc']),
  rule('javascript', '.npmrc', ['**/.npmrc']),
  rule('javascript', '.yarnrc', ['**/.yarnrc']),
  rule('javascript', '.yarnrc.yml', ['**/.yarnrc.yml']),
  rule('javascript', '.yarn/ plugins and releases', ['**/.yarn/{plugins,releases}/**']),
  rule('javascript', '.pnpmfile.cjs', ['**/.pnpmfile.{cjs,mjs,js}']),
  rule('javascript', 'bunfig.toml', ['**/{bunfig,.bunfig}.toml']),
  rule('go', '.golangci', ['**/.golangci.{yml,yaml,toml,json}']),
  rule('go', 'go.work', ['**/go.work']),
  rule('go', 'go.work.sum', ['**/go.work.sum']),
  rule('rust', 'Cargo.toml (test parts; dependencies too)', ['**/Cargo.toml']),
  rule('rust', '.cargo/config', ['**/.cargo/config{,.toml}']),
  rule('rust', 'clippy.toml', ['**/{clippy,.clippy}.toml']),
  rule('rust', 'rustfmt.toml', ['**/{rustfmt,.rustfmt}.toml']),
  rule('rust', 'nextest.toml', ['**/.config/nextest.toml']),
  rule('rust', 'tarpaulin.toml', ['**/{tarpaulin,.tarpaulin}.toml']),
  rule('rust', 'rust-toolchain', ['**/rust-toolchain{,.toml}']),
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
  // Examples of `.env` files are documentation (other:env-example): nothing loads them.
  rule('generic', '.env', [
    '**/.env',
    '**/.env.!(*example|*sample|*template|*dist)',
    '**/.flaskenv',
    '**/.envrc',
  ]),
  rule('generic', 'runtime-version', [
    '**/.{nvmrc,node-version,python-version,ruby-version,java-version,go-version,tool-versions}',
  ]),
  rule('generic', 'lint-ignore', [
    '**/.{ignore,stylelintignore,markdownlintignore,jshintignore,semgrepignore}',
  ]),
  rule('generic', 'lint-config', [
    '**/.stylelintrc*',
    '**/stylelint.config.*',
    '**/.markdownlint{,-cli2}.{json,jsonc,yaml,yml,cjs,mjs}',
    '**/.markdownlintrc',
    '**/.yamllint{,.yml,.yaml}',
    '**/.{shellcheckrc,jshintrc}',
    '**/.hadolint.{yml,yaml}',
  ]),
  rule('generic', '.editorconfig', ['**/.editorconfig']),
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
  // `*.test-d.ts` and `test-d/` are tsd's type tests.
  rule('javascript', '*.test.*', [`**/*.{test,spec,e2e-spec,cy,test-d}.${JS}`]),
  rule('javascript', 'tests/', [`**/{${TEST_DIR_NAMES},e2e,test-d}/**/*.${JS}`]),
  // A package's single `test.js` (mocha's `./test`, ava's and tape's default), at the root or a
  // workspace package's root; deeper, `test.ts` is as often a CLI's `test` command.
  rule('javascript', 'test.js', [`{,packages/*/}{test,tests}.${JS}`]),
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
  rule('go', 'xtest/', [`**/!(${GO_NOT_TEST_PREFIXES})test/*.go`]),
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
// Not `node_modules/`: installed packages there run (INSTALLED_DEPENDENCIES_RULE).
export const VENDORED_RULE: BuiltinRule = rule('generic', 'vendored', [
  'vendor/**',
  '**/{third_party,third-party}/**',
]);

/** A rule that places a path in class `other` on purpose: nothing that runs reads it. */
export interface KnownRule {
  name: string;
  globs: readonly string[];
}

/** The rule of a changed path that no rule places: reported as `unclassified-change`. */
export const UNCLASSIFIED_RULE = 'unclassified';

/**
 * What real repositories contain besides code, tests and harness: prose, data, assets,
 * lockfiles, repository and editor metadata, build and deployment files. Checked after the
 * source extensions; whatever matches none of these is `unclassified`.
 */
export const KNOWN_OTHER_RULES: readonly KnownRule[] = [
  {
    name: 'other:env-example',
    globs: ['**/.env.{*example,*sample,*template,*dist}', '**/{env,dotenv}.{example,sample}'],
  },
  {
    name: 'other:lockfile',
    globs: [
      '**/*.lock',
      '**/{package-lock,npm-shrinkwrap}.json',
      '**/pnpm-lock.yaml',
      '**/bun.lockb',
      '**/go.sum',
      '**/requirements*.txt',
      '**/.yarn/{cache,sdks,versions,patches}/**',
      '**/.yarn/install-state.gz',
    ],
  },
  {
    name: 'other:dependency-manifest',
    globs: [
      '**/go.mod',
      '**/{Gemfile,Pipfile,gemfile}',
      '**/*.gemspec',
      '**/composer.json',
      '**/{pnpm-workspace,lerna}.{yaml,json}',
      '**/{deno,bunfig}.json{,c}',
      '**/environment.{yml,yaml}',
      '**/{setup,requirements}.in',
      '**/MANIFEST.in',
      '**/*.{csproj,fsproj,vbproj,sln,props,targets}',
      '**/{settings.gradle,gradle.properties}{,.kts}',
      '**/gradle/wrapper/gradle-wrapper.properties',
      '**/{gradlew,mvnw}{,.bat,.cmd}',
      '**/.mvn/**',
    ],
  },
  {
    name: 'other:build-and-deploy',
    globs: [
      '**/{Dockerfile,Containerfile,Procfile,Vagrantfile,Brewfile,Caddyfile}{,.*}',
      '**/*.{dockerfile,tf,tfvars,hcl,nix,bzl,bazel,cmake,in,am,ac,m4,spec,service,plist}',
      '**/{BUILD,WORKSPACE,MODULE}{,.bazel}',
      '**/.bazel{rc,version}',
      '**/CMakeLists.txt',
      '**/{docker-compose,compose}{,.*}.{yml,yaml}',
      '**/{netlify,vercel,fly,app,now,firebase,wrangler}.{toml,json,yaml,yml}',
      '**/{.terraform.lock.hcl,.dockerignore}',
      '**/{meson.build,meson_options.txt,configure,configure.ac,SConstruct,build.ninja}',
    ],
  },
  {
    name: 'other:repo-meta',
    globs: [
      '**/.git{ignore,attributes,modules,keep,-blame-ignore-revs}',
      '**/.keep',
      '**/.mailmap',
      '.github/**',
      '.gitlab/**',
      '**/{renovate,.renovaterc}{,.json,.json5}',
      '**/.{npmignore,vscodeignore,gcloudignore,slugignore,helmignore}',
      '**/.{all-contributorsrc,releaserc*,changeset/**,czrc,commitlintrc*,lintstagedrc*,huskyrc*}',
      '**/.husky/**',
      '**/{commitlint,lint-staged,release}.config.*',
      '**/CITATION.cff',
      '**/.zenodo.json',
    ],
  },
  {
    name: 'other:editor',
    globs: ['**/.{vscode,idea,devcontainer,fleet,zed}/**', '**/*.code-workspace', '**/.vimrc'],
  },
  {
    name: 'other:docs',
    globs: [
      '**/*.{md,markdown,mdx,rst,txt,adoc,asciidoc,org,tex,rtf,pdf,ipynb,1,man}',
      '**/{LICENSE,LICENCE,COPYING,COPYRIGHT,NOTICE,AUTHORS,CONTRIBUTORS,CHANGELOG,CHANGES,HISTORY,NEWS,README,CODEOWNERS,MAINTAINERS,OWNERS,SECURITY,SUPPORT,CONTRIBUTING,CODE_OF_CONDUCT,PATENTS,VERSION,TODO}{,.*,-*}',
      '**/{license,licence,copying,readme,changelog}{,.*}',
      '**/docs/**/*.{html,css,png,svg,jpg,json,yml,yaml,toml,ico,woff2}',
    ],
  },
  {
    name: 'other:data',
    globs: [
      '**/*.{json,jsonc,json5,jsonl,ndjson,geojson,yaml,yml,toml,xml,csv,tsv,ini,cfg,conf,properties,env,sql,graphql,gql,proto,avsc,thrift,xsd,wsdl,plist,po,pot,mo,arb,xlf,xliff,strings,resx,parquet,arrow,feather,avro,db,sqlite,sqlite3,npy,npz,h5,hdf5,pkl,pickle,bin,dat,gz,zip,tar,tgz,bz2,xz,zst,7z,log,patch,diff,pem,crt,pub,asc,sig,gpg,key}',
    ],
  },
  {
    name: 'other:assets',
    globs: [
      '**/*.{png,jpg,jpeg,gif,webp,avif,ico,icns,bmp,tif,tiff,svg,psd,ai,eps,xcf,heic}',
      '**/*.{woff,woff2,ttf,otf,eot}',
      '**/*.{mp3,wav,ogg,flac,m4a,mp4,webm,mov,avi,mkv}',
      '**/*.{html,htm,xhtml,css,scss,sass,less,styl,pcss}',
      '**/*.{hbs,handlebars,ejs,pug,jade,jinja,jinja2,j2,njk,liquid,mustache,twig,erb,haml,slim,tmpl,tpl,template,vm}',
      '**/*.{glsl,frag,vert,wgsl,hlsl,obj,mtl,gltf,glb,fbx,stl,blend}',
      '**/favicon*',
      '**/*.{webmanifest,manifest,map}',
    ],
  },
];

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
  ...byEcosystem('generic', ['sh', 'bash', 'zsh', 'fish', 'ps1', 'psm1', 'bat', 'cmd']),
  // Other languages: code the PR's version of runs, with no testlock rules of their own.
  ...byEcosystem('generic', [
    'swift',
    'm',
    'mm',
    'dart',
    'lua',
    'ex',
    'exs',
    'erl',
    'hrl',
    'hs',
    'ml',
    'mli',
    'clj',
    'cljs',
    'cljc',
    'r',
    'jl',
    'pl',
    'pm',
    'zig',
    'nim',
    'sol',
    'cu',
    'f90',
    'f',
    'elm',
    'purs',
    'cr',
    'v',
    'vhd',
    'sv',
    'asm',
    's',
    'tcl',
    'awk',
    'sed',
    'vim',
    'el',
    'scm',
    'rkt',
    'gleam',
    'odin',
    'd',
    'pas',
    'ada',
    'cob',
    'coffee',
    'astro',
  ]),
]);

function byEcosystem(ecosystem: Ecosystem, extensions: readonly string[]): [string, Ecosystem][] {
  return extensions.map((extension) => [extension, ecosystem]);
}
