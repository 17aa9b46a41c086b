import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../src/core/changes/classify-path.js';
import type { FileClass } from '../../../src/core/model/changed-file.js';

// Issue 10: each row is a path a PR could change, the class it must get and the rule that
// decides it. `gaming:` rows are the paths that change what runs; `honest:` rows look alike
// and must not be locked (or, for known files, not be reported as unknown).
type Row = [label: string, path: string, fileClass: FileClass, rule: string];

const classify = createClassifier();

function table(rows: readonly Row[]): void {
  it.each(rows)('%s: %s -> %s (%s)', (_label, path, fileClass, rule) => {
    const found = classify(path);
    expect([found.class, found.rule]).toEqual([fileClass, rule]);
  });
}

describe('run-time configuration of package managers and tools', () => {
  table([
    ['gaming', '.npmrc', 'harness', 'javascript:.npmrc'],
    ['gaming', 'packages/app/.npmrc', 'harness', 'javascript:.npmrc'],
    ['gaming', '.yarnrc', 'harness', 'javascript:.yarnrc'],
    ['gaming', '.yarnrc.yml', 'harness', 'javascript:.yarnrc.yml'],
    [
      'gaming',
      '.yarn/releases/yarn-4.5.0.cjs',
      'harness',
      'javascript:.yarn/ plugins and releases',
    ],
    [
      'gaming',
      '.yarn/plugins/@yarnpkg/plugin-x.cjs',
      'harness',
      'javascript:.yarn/ plugins and releases',
    ],
    ['gaming', '.pnpmfile.cjs', 'harness', 'javascript:.pnpmfile.cjs'],
    ['gaming', 'bunfig.toml', 'harness', 'javascript:bunfig.toml'],
    ['gaming', 'babel.config.js', 'harness', 'javascript:babel'],
    ['gaming', '.babelrc', 'harness', 'javascript:babel'],
    ['gaming', '.swcrc', 'harness', 'javascript:babel'],
    // Severity reads yarn.lock (test/core/changes/installed-dependencies.test.ts).
    ['gaming', '.yarn/cache/lodash-npm-4.17.21.zip', 'harness', 'javascript:yarn-pnp'],
    ['honest', '.yarn/sdks/typescript/lib/tsserver.js', 'source', 'javascript:*.js'],
    ['gaming', '.env', 'harness', 'generic:.env'],
    ['gaming', '.env.test', 'harness', 'generic:.env'],
    ['gaming', 'services/api/.env.local', 'harness', 'generic:.env'],
    ['gaming', '.flaskenv', 'harness', 'generic:.env'],
    ['gaming', '.envrc', 'harness', 'generic:.env'],
    ['honest', '.env.example', 'other', 'other:env-example'],
    ['honest', '.env.sample', 'other', 'other:env-example'],
    ['honest', '.env.template', 'other', 'other:env-example'],
    ['honest', 'services/api/.env.local.example', 'other', 'other:env-example'],
    ['gaming', '.eslintignore', 'harness', 'javascript:eslint'],
    ['gaming', '.prettierignore', 'harness', 'javascript:prettier'],
    ['gaming', '.ignore', 'harness', 'generic:lint-ignore'],
    ['gaming', '.stylelintignore', 'harness', 'generic:lint-ignore'],
    ['gaming', '.stylelintrc.json', 'harness', 'generic:lint-config'],
    ['gaming', '.markdownlint.yaml', 'harness', 'generic:lint-config'],
    ['gaming', '.yamllint', 'harness', 'generic:lint-config'],
    ['gaming', '.editorconfig', 'harness', 'generic:.editorconfig'],
    ['gaming', '.nvmrc', 'harness', 'generic:runtime-version'],
    ['gaming', '.python-version', 'harness', 'generic:runtime-version'],
    ['gaming', '.tool-versions', 'harness', 'generic:runtime-version'],
    ['honest', '.npmignore', 'other', 'other:repo-meta'],
    ['honest', '.dockerignore', 'other', 'other:build-and-deploy'],
  ]);
});

describe('python start-up hooks and shadowing modules', () => {
  table([
    ['gaming', 'sitecustomize.py', 'harness', 'python:sitecustomize.py'],
    ['gaming', 'src/usercustomize.py', 'harness', 'python:sitecustomize.py'],
    ['gaming', 'sitecustomize/__init__.py', 'harness', 'python:sitecustomize.py'],
    ['gaming', 'lib/python3.12/site-packages/evil.pth', 'harness', 'python:*.pth'],
    // Which environment `poetry run` / `pdm run` start.
    ['gaming', 'poetry.toml', 'harness', 'python:poetry.toml'],
    ['gaming', 'services/api/poetry.toml', 'harness', 'python:poetry.toml'],
    ['gaming', '.pdm-python', 'harness', 'python:.pdm-python'],
    ['honest', 'docs/pdm-python.md', 'other', 'other:docs'],
    ['honest', 'src/poetry_config.py', 'source', 'python:*.py'],
    // A [pytest11] entry point in distribution metadata loads a plugin under `python -m pytest`.
    ['gaming', 'evil-1.0.dist-info/entry_points.txt', 'harness', 'python:distribution metadata'],
    ['gaming', 'evil-1.0.dist-info/METADATA', 'harness', 'python:distribution metadata'],
    ['gaming', 'src/fake.egg-info/entry_points.txt', 'harness', 'python:distribution metadata'],
    ['gaming', 'src/fake.egg-info', 'harness', 'python:distribution metadata'],
    // Only a folder named like distribution metadata counts.
    ['honest', 'docs/dist-info.md', 'other', 'other:docs'],
    ['honest', 'src/mypkg/egg_info.py', 'source', 'python:*.py'],
    ['gaming', 'pytest.py', 'harness', 'python:shadowing-module'],
    ['gaming', '_pytest/assertion/rewrite.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'pluggy/__init__.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'src/unittest/__init__.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'unittest.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'mock.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'coverage/__init__.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'hypothesis/__init__.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'src/os.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'json.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'packages/core/src/random.py', 'harness', 'python:shadowing-module'],
    ['gaming', 'python/math.py', 'harness', 'python:shadowing-module'],
    // Inside a package the module is `pkg.os`: nothing is shadowed.
    ['honest', 'src/mypkg/os.py', 'source', 'python:*.py'],
    ['honest', 'mypkg/types.py', 'source', 'python:*.py'],
    ['honest', 'mypkg/json.py', 'source', 'python:*.py'],
    ['honest', 'src/mypkg/mock.py', 'source', 'python:*.py'],
    ['honest', 'src/mypkg/testing/helpers.py', 'source', 'python:*.py'],
    // Other languages may name a folder after a module.
    ['honest', 'src/json/index.ts', 'source', 'javascript:*.ts'],
    ['honest', 'time/time.go', 'source', 'go:*.go'],
  ]);
});

describe('go and rust toolchain files', () => {
  table([
    ['gaming', 'go.work', 'harness', 'go:go.work'],
    ['gaming', 'go.work.sum', 'harness', 'go:go.work.sum'],
    ['gaming', 'rust-toolchain', 'harness', 'rust:rust-toolchain'],
    ['gaming', 'rust-toolchain.toml', 'harness', 'rust:rust-toolchain'],
    ['gaming', '.cargo/config', 'harness', 'rust:.cargo/config'],
    ['gaming', 'crates/x/.cargo/config.toml', 'harness', 'rust:.cargo/config'],
    ['honest', 'go.mod', 'other', 'other:dependency-manifest'],
    ['honest', 'go.sum', 'other', 'other:lockfile'],
    ['honest', 'Cargo.lock', 'other', 'other:lockfile'],
  ]);
});

describe('compiled and binary artefacts', () => {
  const rule = 'generic:compiled-artefact';
  table([
    ['gaming', '__pycache__/mod.cpython-311.pyc', 'harness', rule],
    ['gaming', 'src/pkg/__pycache__/limits.cpython-312.pyc', 'harness', rule],
    ['gaming', 'tests/__pycache__/conftest.cpython-311-pytest-8.0.pyc', 'harness', rule],
    ['gaming', 'limits.pyc', 'harness', rule],
    ['gaming', 'src/pkg/_speedups.cpython-311-x86_64-linux-gnu.so', 'harness', rule],
    ['gaming', 'native/libfoo.so.1.2', 'harness', rule],
    ['gaming', 'lib/libfoo.dylib', 'harness', rule],
    ['gaming', 'bin/foo.dll', 'harness', rule],
    ['gaming', 'build/Release/addon.node', 'harness', rule],
    ['gaming', 'pkg/limits_bg.wasm', 'harness', rule],
    ['gaming', 'target/classes/Limits.class', 'harness', rule],
    ['gaming', 'libs/junit-hacked.jar', 'harness', rule],
    ['gaming', 'src/limits.o', 'harness', rule],
    ['gaming', 'lib/liblimits.a', 'harness', rule],
    ['gaming', 'tools/run.exe', 'harness', rule],
    // vendored folders skip the other built-in rules, not this one
    ['gaming', 'vendor/github.com/x/y/lib.so', 'harness', rule],
    ['gaming', 'third_party/py/__pycache__/x.pyc', 'harness', rule],
    ['honest', 'src/pkg/limits.py', 'source', 'python:*.py'],
    ['honest', 'docs/solib.md', 'other', 'other:docs'],
    ['honest', 'src/native/addon.cc', 'source', 'cpp:*.cc'],
  ]);
});

describe('test support code is test code', () => {
  table([
    ['gaming', 'internal/testutil/clock.go', 'test', 'generic:test-support/'],
    ['gaming', 'pkg/testutils/db.go', 'test', 'generic:test-support/'],
    ['gaming', 'src/testhelpers/render.ts', 'test', 'generic:test-support/'],
    ['gaming', 'packages/test-utils/src/index.ts', 'test', 'generic:test-support/'],
    ['gaming', 'src/test_support/fake_clock.py', 'test', 'generic:test-support/'],
    ['gaming', 'internal/xtest/assert.go', 'test', 'go:xtest/'],
    ['gaming', 'pkg/limits/limitstest/fake.go', 'test', 'go:xtest/'],
    ['gaming', 'tests/helpers/assertions.py', 'test', 'python:tests/'],
    ['gaming', 'test/support/factory.ts', 'test', 'javascript:tests/'],
    ['gaming', 'spec/support/helpers.rb', 'test', 'ruby:spec/'],
    ['gaming', 'src/test-utils.tsx', 'test', 'generic:test-utils.*'],
    ['gaming', 'src/testUtils.ts', 'test', 'generic:test-utils.*'],
    ['gaming', 'src/api/user.fixture.ts', 'test', 'generic:test-utils.*'],
    ['gaming', 'src/api/server.mock.ts', 'test', 'generic:test-utils.*'],
    ['gaming', 'src/api/handlers.mocks.js', 'test', 'generic:test-utils.*'],
    ['gaming', 'myproj/fixtures/db.py', 'test', 'generic:fixture-code'],
    ['gaming', 'src/app/fixtures/users.ts', 'test', 'generic:fixture-code'],
    ['gaming', 'myapp/factories.py', 'test', 'python:factories'],
    ['gaming', 'testing/helpers.py', 'test', 'generic:testing/'],
    ['gaming', 'testing/test_limits.py', 'test', 'python:test_*.py'],
    ['gaming', 'tests/fixtures/users.json', 'harness', 'generic:fixtures'],
    // a Go `testing` package, `latest/` and other words ending in -test are a library's code
    ['honest', 'testing/assert.go', 'source', 'go:*.go'],
    ['honest', 'pkg/testing/assert.go', 'source', 'go:*.go'],
    ['honest', 'latest/resolve.go', 'source', 'go:*.go'],
    ['honest', 'pkg/contest/score.go', 'source', 'go:*.go'],
    ['honest', 'geo/nearest/nearest.go', 'source', 'go:*.go'],
    // a top-level fixtures/ is as often seed data, JS/Java factories production code
    ['honest', 'fixtures/seed.json', 'other', 'other:data'],
    ['honest', 'fixtures/seed.py', 'source', 'python:*.py'],
    ['honest', 'src/factories/user.ts', 'source', 'javascript:*.ts'],
    ['honest', 'src/app/user.factory.js', 'source', 'javascript:*.js'],
    ['honest', 'src/main/java/com/x/factories/Users.java', 'source', 'java:*.java'],
    ['honest', 'src/mocking.ts', 'source', 'javascript:*.ts'],
  ]);

  it('gives a test support file the ecosystem of its extension', () => {
    expect(classify('internal/testutil/clock.go').ecosystem).toBe('go');
    expect(classify('src/test_support/fake_clock.py').ecosystem).toBe('python');
    expect(classify('src/test-utils.tsx').ecosystem).toBe('javascript');
  });
});

describe('no unknown file stays silent', () => {
  table([
    ['honest', 'README.md', 'other', 'other:docs'],
    ['honest', 'docs/guide.rst', 'other', 'other:docs'],
    ['honest', 'CHANGELOG', 'other', 'other:docs'],
    ['honest', 'LICENSE-APACHE', 'other', 'other:docs'],
    ['honest', 'AUTHORS', 'other', 'other:docs'],
    ['honest', 'notes.adoc', 'other', 'other:docs'],
    ['honest', 'config/settings.yaml', 'other', 'other:data'],
    ['honest', 'data/cities.csv', 'other', 'other:data'],
    ['honest', 'schema/api.proto', 'other', 'other:data'],
    ['honest', 'migrations/001.sql', 'other', 'other:data'],
    ['honest', 'public/logo.svg', 'other', 'other:assets'],
    ['honest', 'assets/hero.png', 'other', 'other:assets'],
    ['honest', 'fonts/inter.woff2', 'other', 'other:assets'],
    ['honest', 'templates/index.html', 'other', 'other:assets'],
    ['honest', 'styles/main.scss', 'other', 'other:assets'],
    ['honest', 'yarn.lock', 'other', 'other:lockfile'],
    ['honest', 'pnpm-lock.yaml', 'other', 'other:lockfile'],
    ['honest', 'poetry.lock', 'other', 'other:lockfile'],
    ['honest', 'requirements-dev.txt', 'other', 'other:lockfile'],
    ['honest', 'Gemfile', 'other', 'other:dependency-manifest'],
    ['honest', '.gitignore', 'other', 'other:repo-meta'],
    ['gaming', '.gitattributes', 'harness', 'generic:.gitattributes'],
    ['gaming', 'tests/golden/.gitattributes', 'harness', 'generic:.gitattributes'],
    ['honest', '.github/CODEOWNERS', 'other', 'other:repo-meta'],
    ['honest', '.github/ISSUE_TEMPLATE/bug.md', 'other', 'other:repo-meta'],
    ['honest', '.vscode/settings.json', 'other', 'other:editor'],
    ['honest', 'Dockerfile', 'other', 'other:build-and-deploy'],
    ['honest', 'deploy/main.tf', 'other', 'other:build-and-deploy'],
    ['honest', 'docker-compose.yml', 'other', 'other:build-and-deploy'],
    ['honest', 'Makefile.am', 'other', 'other:build-and-deploy'],
    ['honest', 'ios/App/AppDelegate.swift', 'source', 'generic:*.swift'],
    ['honest', 'scripts/release.ps1', 'source', 'generic:*.ps1'],
    ['unknown', 'tools/blob.xyz', 'other', 'unclassified'],
    ['unknown', '.foorc', 'other', 'unclassified'],
    ['unknown', 'bin/runme', 'other', 'unclassified'],
  ]);
});
