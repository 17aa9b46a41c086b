// The built-in harness rules (docs/configuration.md): paths that decide what runs or passes, per ecosystem,
// checked before the test rules; compiled artefacts and installed dependencies first of all.
import { CPP_HARNESS_RULES } from './cpp-rules.js';
import { type BuiltinRule, FIXTURE_DIR, rule, TEST_DIR, TESTS } from './globs.js';
import { MIGRATION_RULES } from './migration-rules.js';

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
 * Python environments committed to the repository: a virtualenv (`.venv/bin/pytest`, its
 * `site-packages`), tox's and nox's environments (reused while their config is unchanged). A CI
 * line such as `.venv/bin/pytest` or `tox` starts what is there, so a PR's copy replaces the
 * runner as a committed `node_modules/` does. `venv/` counts only with a virtualenv's own folders,
 * so a package named `venv` stays source.
 */
export const PYTHON_ENVIRONMENTS_RULE: BuiltinRule = rule('python', 'environment', [
  '**/.venv/**',
  '**/venv/{bin,Scripts,lib,lib64,include}/**',
  '**/pyvenv.cfg',
  '**/site-packages/**',
  '**/{.tox,.nox}/**',
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
  // Which environment `poetry run` and `pdm run` start: a PR's file may name one it committed.
  rule('python', 'poetry.toml', ['**/poetry.toml']),
  rule('python', '.pdm-python', ['**/.pdm-python']),
  rule('python', 'conftest.py', ['**/conftest.py']),
  rule('python', 'sitecustomize.py', [
    '**/{sitecustomize,usercustomize}.py',
    '**/{sitecustomize,usercustomize}/**',
  ]),
  rule('python', '*.pth', ['**/*.pth']),
  // Distribution metadata: importlib.metadata finds a `*.dist-info` or `*.egg-info` folder on
  // any sys.path entry (the working folder under `python -m pytest`), and pytest loads the
  // plugins its `entry_points.txt` declares ([pytest11]) before a test runs.
  rule('python', 'distribution metadata', ['**/*.{dist,egg}-info/**', '**/*.egg-info']),
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
  rule('javascript', 'deno.json (tasks, test settings; imports too)', ['**/deno.json{,c}']),
  rule('javascript', 'jest.config', ['**/jest.{config,preset}.*', '**/jest.*.config.*']),
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
  // Workspace members decide which packages' tests `pnpm -r test` / `lerna run test` run.
  rule('javascript', 'pnpm-workspace.yaml', ['**/pnpm-workspace.yaml']),
  rule('javascript', 'lerna.json', ['**/lerna.json']),
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
  ...CPP_HARNESS_RULES,
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
  // The locked tree is checked out from an index: git applies the attributes found there
  // (`eol=crlf`, `working-tree-encoding`) to the base tests and golden files it writes.
  rule('generic', '.gitattributes', ['**/.gitattributes']),
  rule('generic', 'snapshot', [
    '**/__snapshots__/**',
    '**/*-snapshots/**',
    '**/*.{snap,ambr,pending-snap}',
    '**/*.snap.new',
  ]),
  rule('generic', 'golden', ['**/testdata/**', '**/*.golden', '**/*.{approved,verified}.*']),
  rule('generic', 'fixtures', ['**/__fixtures__/**', `**/${TEST_DIR}/**/${FIXTURE_DIR}/**`]),
  ...MIGRATION_RULES,
  // Last: a `.pth`, a `sitecustomize.py` or a snapshot inside an environment keeps its own rule.
  PYTHON_ENVIRONMENTS_RULE,
];
