import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type ClassificationConfig,
  createClassifier,
} from '../../../src/core/changes/classify-path.js';
import { HARNESS_RULES } from '../../../src/core/changes/rules/harness-rules.js';
import { VENDORED_RULE } from '../../../src/core/changes/rules/other-rules.js';
import { TEST_DATA_RULE, TEST_RULES } from '../../../src/core/changes/rules/test-rules.js';
import type { Ecosystem, FileClass } from '../../../src/core/model/changed-file.js';

type Row = [path: string, fileClass: FileClass, ecosystem: Ecosystem | null, rule: string];

const builtin = createClassifier();

function check(rows: readonly Row[], classify = builtin): void {
  it.each(rows)('%j -> %s (%s, %s)', (path, fileClass, ecosystem, rule) => {
    expect(classify(path)).toEqual({ class: fileClass, ecosystem, rule });
  });
}

describe('built-in rules: python', () => {
  check([
    ['tests/test_limits.py', 'test', 'python', 'python:test_*.py'],
    ['src/pkg/test_util.py', 'test', 'python', 'python:test_*.py'],
    ['pkg/util_test.py', 'test', 'python', 'python:test_*.py'],
    ['app/tests.py', 'test', 'python', 'python:test_*.py'],
    ['tests/helpers.py', 'test', 'python', 'python:tests/'],
    ['tests/deep/a/b/c/d/e/f/g/h/i/j/helper.py', 'test', 'python', 'python:tests/'],
    ['conftest.py', 'harness', 'python', 'python:conftest.py'],
    ['a/b/c/d/e/conftest.py', 'harness', 'python', 'python:conftest.py'],
    ['tests/conftest.py', 'harness', 'python', 'python:conftest.py'],
    ['sitecustomize.py', 'harness', 'python', 'python:sitecustomize.py'],
    ['lib/site/evil.pth', 'harness', 'python', 'python:*.pth'],
    ['pytest.ini', 'harness', 'python', 'python:pytest.ini'],
    [
      'pyproject.toml',
      'harness',
      'python',
      'python:pyproject.toml (tool sections; dependencies too)',
    ],
    ['setup.cfg', 'harness', 'python', 'python:setup.cfg'],
    ['tox.ini', 'harness', 'python', 'python:tox.ini'],
    ['noxfile.py', 'harness', 'python', 'python:noxfile.py'],
    ['.coveragerc', 'harness', 'python', 'python:.coveragerc'],
    ['.ruff.toml', 'harness', 'python', 'python:ruff.toml'],
    ['mypy.ini', 'harness', 'python', 'python:mypy.ini'],
    ['pyrightconfig.json', 'harness', 'python', 'python:pyrightconfig.json'],
    ['tests/fixtures/test_input.py', 'harness', 'generic', 'generic:fixtures'],
    ['src/pkg/mod.py', 'source', 'python', 'python:*.py'],
    ['setup.py', 'source', 'python', 'python:*.py'],
    ['src/testing/x.py', 'source', 'python', 'python:*.py'],
    ['requirements.txt', 'other', null, 'other:lockfile'],
    ['uv.lock', 'other', null, 'other:lockfile'],
  ]);
});

describe('built-in rules: javascript / typescript', () => {
  check([
    ['src/a.test.ts', 'test', 'javascript', 'javascript:*.test.*'],
    ['src/a.spec.tsx', 'test', 'javascript', 'javascript:*.test.*'],
    ['cypress/e2e/login.cy.ts', 'test', 'javascript', 'javascript:*.test.*'],
    // Root-level single test files (mocha, ava, tape defaults) and tsd type tests.
    ['test.js', 'test', 'javascript', 'javascript:test.js'],
    ['test.mjs', 'test', 'javascript', 'javascript:test.js'],
    ['tests.ts', 'test', 'javascript', 'javascript:test.js'],
    ['packages/core/test.js', 'test', 'javascript', 'javascript:test.js'],
    ['index.test-d.ts', 'test', 'javascript', 'javascript:*.test.*'],
    ['test-d/index.ts', 'test', 'javascript', 'javascript:tests/'],
    // Deeper, a `test.ts` is source: a CLI's `test` command, a runner's own module.
    ['src/commands/test.ts', 'source', 'javascript', 'javascript:*.ts'],
    ['lib/test.js', 'source', 'javascript', 'javascript:*.js'],
    ['testing.js', 'source', 'javascript', 'javascript:*.js'],
    ['src/__tests__/a.ts', 'test', 'javascript', 'javascript:tests/'],
    ['test/a.mjs', 'test', 'javascript', 'javascript:tests/'],
    ['e2e/login.ts', 'test', 'javascript', 'javascript:tests/'],
    ['src/__mocks__/x.ts', 'harness', 'javascript', 'javascript:__mocks__'],
    ['tests/__snapshots__/a.snap', 'harness', 'generic', 'generic:snapshot'],
    ['src/__tests__/__snapshots__/a.test.ts.snap', 'harness', 'generic', 'generic:snapshot'],
    ['tests/a.spec.ts-snapshots/home.png', 'harness', 'generic', 'generic:snapshot'],
    [
      'package.json',
      'harness',
      'javascript',
      'javascript:package.json (scripts; dependencies too)',
    ],
    [
      'packages/a/package.json',
      'harness',
      'javascript',
      'javascript:package.json (scripts; dependencies too)',
    ],
    ['jest.config.js', 'harness', 'javascript', 'javascript:jest.config'],
    ['web/jest.ci.config.js', 'harness', 'javascript', 'javascript:jest.config'],
    ['src/jest.fn.ts', 'source', 'javascript', 'javascript:*.ts'],
    ['vitest.config.mts', 'harness', 'javascript', 'javascript:vitest.config'],
    ['vite.config.ts', 'harness', 'javascript', 'javascript:vite.config'],
    ['.mocharc.yml', 'harness', 'javascript', 'javascript:.mocharc'],
    ['.taprc', 'harness', 'javascript', 'javascript:.taprc'],
    ['packages/a/.taprc.yml', 'harness', 'javascript', 'javascript:.taprc'],
    ['turbo.json', 'harness', 'ci', 'ci:task-runner'],
    ['nx.json', 'harness', 'ci', 'ci:task-runner'],
    ['mise.toml', 'harness', 'generic', 'generic:mise'],
    ['.mise.toml', 'harness', 'generic', 'generic:mise'],
    ['.config/mise.toml', 'harness', 'generic', 'generic:mise'],
    ['mise.local.toml', 'harness', 'generic', 'generic:mise'],
    ['.drone.yml', 'harness', 'ci', 'ci:ci-config'],
    ['.woodpecker/test.yml', 'harness', 'ci', 'ci:ci-config'],
    ['appveyor.yml', 'harness', 'ci', 'ci:ci-config'],
    ['.cirrus.yml', 'harness', 'ci', 'ci:ci-config'],
    ['.semaphore/semaphore.yml', 'harness', 'ci', 'ci:ci-config'],
    ['config/promise.toml', 'other', null, 'other:data'],
    ['packages/turbo/src/index.json', 'other', null, 'other:data'],
    ['karma.conf.js', 'harness', 'javascript', 'javascript:karma.conf'],
    ['vitest.setup.ts', 'harness', 'javascript', 'javascript:setup-file'],
    ['src/setupTests.ts', 'harness', 'javascript', 'javascript:setup-file'],
    ['test/setup.ts', 'harness', 'javascript', 'javascript:setup-file'],
    ['.nycrc.json', 'harness', 'javascript', 'javascript:coverage-config'],
    ['.c8rc', 'harness', 'javascript', 'javascript:coverage-config'],
    ['eslint.config.mjs', 'harness', 'javascript', 'javascript:eslint'],
    ['.eslintignore', 'harness', 'javascript', 'javascript:eslint'],
    ['biome.jsonc', 'harness', 'javascript', 'javascript:biome'],
    ['packages/x/tsconfig.build.json', 'harness', 'javascript', 'javascript:tsconfig'],
    ['playwright.config.ts', 'harness', 'javascript', 'javascript:playwright.config'],
    ['src/index.ts', 'source', 'javascript', 'javascript:*.ts'],
    ['src/App.vue', 'source', 'javascript', 'javascript:*.vue'],
    ['src/test.ts', 'source', 'javascript', 'javascript:*.ts'],
    ['package-lock.json', 'other', null, 'other:lockfile'],
  ]);
});

describe('built-in rules: go, rust', () => {
  check([
    ['pkg/x_test.go', 'test', 'go', 'go:*_test.go'],
    // Go collects `_test.go` files only: a `test` package is source by the rules (the
    // test-support judgement makes a helper package only tests import test support).
    ['test/e2e/framework.go', 'source', 'go', 'go:*.go'],
    ['internal/test/cmd.go', 'source', 'go', 'go:*.go'],
    ['internal/httptest/server.go', 'test', 'go', 'go:xtest/'],
    ['pkg/fstest/fs.go', 'test', 'go', 'go:xtest/'],
    ['internal/latest/v.go', 'source', 'go', 'go:*.go'],
    ['internal/contest/v.go', 'source', 'go', 'go:*.go'],
    ['pkg/testdata/x.golden', 'harness', 'generic', 'generic:golden'],
    ['pkg/testdata/input.json', 'harness', 'generic', 'generic:golden'],
    ['.golangci.yml', 'harness', 'go', 'go:.golangci'],
    ['cmd/main.go', 'source', 'go', 'go:*.go'],
    ['go.mod', 'other', null, 'other:dependency-manifest'],
    ['tests/integration.rs', 'test', 'rust', 'rust:tests/'],
    ['crates/x/tests/common/mod.rs', 'test', 'rust', 'rust:tests/'],
    // Cargo's integration tests are a package's top-level `tests/`; under `src/` it is a module.
    ['src/stats/tests/mod.rs', 'source', 'rust', 'rust:*.rs'],
    ['crates/x/src/stats/tests/mod.rs', 'source', 'rust', 'rust:*.rs'],
    ['Cargo.toml', 'harness', 'rust', 'rust:Cargo.toml (test parts; dependencies too)'],
    ['.cargo/config.toml', 'harness', 'rust', 'rust:.cargo/config'],
    ['.clippy.toml', 'harness', 'rust', 'rust:clippy.toml'],
    ['src/snapshots/crate__name.snap', 'harness', 'generic', 'generic:snapshot'],
    ['src/lib.rs', 'source', 'rust', 'rust:*.rs'],
    ['benches/throughput.rs', 'source', 'rust', 'rust:*.rs'],
    ['Cargo.lock', 'other', null, 'other:lockfile'],
  ]);
});

describe('built-in rules: java, ruby, csharp, php, cpp', () => {
  check([
    ['src/test/java/com/x/FooTest.java', 'test', 'java', 'java:src/test/'],
    ['app/src/test/kotlin/Helpers.kt', 'test', 'java', 'java:src/test/'],
    ['lib/FooTest.java', 'test', 'java', 'java:*Test.java'],
    ['src/it/FooIT.java', 'test', 'java', 'java:*Test.java'],
    ['src/test/resources/data.json', 'harness', 'generic', 'generic:fixtures'],
    ['pom.xml', 'harness', 'java', 'java:pom.xml (surefire; dependencies too)'],
    ['build.gradle.kts', 'harness', 'java', 'java:build.gradle (test settings; dependencies too)'],
    ['src/main/java/com/x/Foo.java', 'source', 'java', 'java:*.java'],
    ['spec/models/user_spec.rb', 'test', 'ruby', 'ruby:*_spec.rb'],
    ['test/models/user_test.rb', 'test', 'ruby', 'ruby:*_test.rb'],
    ['spec/support/helpers.rb', 'test', 'ruby', 'ruby:spec/'],
    ['spec/spec_helper.rb', 'harness', 'ruby', 'ruby:spec_helper.rb'],
    ['test/test_helper.rb', 'harness', 'ruby', 'ruby:test_helper.rb'],
    ['.rspec', 'harness', 'ruby', 'ruby:.rspec'],
    ['app/models/user.rb', 'source', 'ruby', 'ruby:*.rb'],
    ['Gemfile.lock', 'other', null, 'other:lockfile'],
    ['Foo.Tests/FooTests.cs', 'test', 'csharp', 'csharp:*Tests.cs'],
    ['src/Foo.Tests/Helpers.cs', 'test', 'csharp', 'csharp:*.Tests/'],
    ['tests/Foo.UnitTests/Foo.UnitTests.csproj', 'test', 'csharp', 'csharp:*.Tests/'],
    ['coverlet.runsettings', 'harness', 'csharp', 'csharp:runsettings'],
    ['src/Foo/Foo.cs', 'source', 'csharp', 'csharp:*.cs'],
    ['tests/Feature/LoginTest.php', 'test', 'php', 'php:*Test.php'],
    ['tests/TestCase.php', 'test', 'php', 'php:tests/'],
    ['tests/Pest.php', 'harness', 'php', 'php:Pest.php'],
    ['phpunit.xml.dist', 'harness', 'php', 'php:phpunit.xml'],
    ['src/Controller.php', 'source', 'php', 'php:*.php'],
    ['composer.json', 'other', null, 'other:dependency-manifest'],
    ['test/foo_test.cc', 'test', 'cpp', 'cpp:*_test.cc'],
    ['src/foo_unittest.cc', 'test', 'cpp', 'cpp:*_test.cc'],
    ['tests/helpers.h', 'test', 'cpp', 'cpp:tests/'],
    ['tests/CMakeLists.txt', 'harness', 'cpp', 'cpp:ctest'],
    ['.clang-tidy', 'harness', 'cpp', 'cpp:lint-config'],
    ['src/foo.cc', 'source', 'cpp', 'cpp:*.cc'],
    ['include/foo.h', 'source', 'cpp', 'cpp:*.h'],
    ['CMakeLists.txt', 'harness', 'cpp', 'cpp:CMakeLists.txt (test and flag parts; sources too)'],
    ['cmake/Warnings.cmake', 'harness', 'cpp', 'cpp:CMake module (test and flag parts)'],
    ['CMakePresets.json', 'harness', 'cpp', 'cpp:CMakePresets.json (test and sanitizer presets)'],
    ['build/CTestTestfile.cmake', 'harness', 'cpp', 'cpp:CTestTestfile'],
  ]);
});

describe('built-in rules: ci and generic', () => {
  check([
    ['.github/workflows/ci.yml', 'harness', 'ci', 'ci:.github/workflows'],
    ['.github/workflows/sub/x.yaml', 'harness', 'ci', 'ci:.github/workflows'],
    ['.github/actions/setup/action.yml', 'harness', 'ci', 'ci:.github/actions'],
    ['.github/testlock.yml', 'harness', 'ci', 'ci:testlock.yml'],
    ['Makefile', 'harness', 'ci', 'ci:Makefile'],
    ['services/api/Makefile', 'harness', 'ci', 'ci:Makefile'],
    ['justfile', 'harness', 'ci', 'ci:justfile'],
    ['Taskfile.yml', 'harness', 'ci', 'ci:Taskfile'],
    ['.github/codecov.yml', 'harness', 'generic', 'generic:codecov.yml'],
    ['x.approved.txt', 'harness', 'generic', 'generic:golden'],
    ['tests/data/expected.txt', 'harness', 'generic', 'generic:fixtures'],
    ['tests/input.json', 'harness', 'generic', 'generic:test-data'],
    ['tests/run.sh', 'harness', 'generic', 'generic:test-data'],
    ['tests/README.md', 'other', null, 'other:docs'],
    ['scripts/test.sh', 'source', 'generic', 'generic:*.sh'],
    ['.github/dependabot.yml', 'other', null, 'other:repo-meta'],
    ['README.md', 'other', null, 'other:docs'],
    ['img/logo.png', 'other', null, 'other:assets'],
    ['LICENSE', 'other', null, 'other:docs'],
    ['.gitignore', 'other', null, 'other:repo-meta'],
  ]);
});

describe('vendored code is not the project suite', () => {
  check([
    ['vendor/github.com/x/y/foo_test.go', 'source', 'go', 'generic:vendored'],
    ['third_party/gtest/Makefile', 'other', null, 'generic:vendored'],
    ['src/vendor/vendor_test.go', 'test', 'go', 'go:*_test.go'],
  ]);
});

describe('unusual path characters', () => {
  check([
    ['tests/with space/test_a b.py', 'test', 'python', 'python:test_*.py'],
    ['tests/ünïcødé/test_ü.py', 'test', 'python', 'python:test_*.py'],
    ['tests/a\nb/helper.py', 'test', 'python', 'python:tests/'],
    ['weird\nname/x_test.go', 'test', 'go', 'go:*_test.go'],
    ['src/new\nline.py', 'source', 'python', 'python:*.py'],
    ['a/.hidden/test_x.py', 'test', 'python', 'python:test_*.py'],
    ['src/UPPER.PY', 'source', 'python', 'python:*.py'],
  ]);
});

const config: ClassificationConfig = {
  tests: {
    include: ['e2e/**/*.lua', 'spec/contracts/**'],
    exclude: ['tests/perf/**', 'legacy/**'],
  },
  harness: { include: ['scripts/ci/**', 'spec/contracts/golden/**'], exclude: ['Makefile'] },
};

describe('configured globs', () => {
  check(
    [
      ['e2e/login.lua', 'test', 'generic', 'config:tests.include[0]'],
      ['e2e/login.py', 'source', 'python', 'python:*.py'],
      ['spec/contracts/a.ts', 'test', 'javascript', 'config:tests.include[1]'],
      // harness include beats tests include when both match
      ['spec/contracts/golden/a.json', 'harness', null, 'config:harness.include[1]'],
      ['scripts/ci/run.sh', 'harness', 'generic', 'config:harness.include[0]'],
      // excluded from tests: source by extension, the exclude named as the reason
      ['tests/perf/test_load.py', 'source', 'python', 'config:tests.exclude[0]'],
      ['legacy/README', 'other', null, 'config:tests.exclude[1]'],
      // a tests exclude does not stop harness rules
      ['tests/perf/conftest.py', 'harness', 'python', 'python:conftest.py'],
      ['Makefile', 'other', null, 'config:harness.exclude[0]'],
      // untouched paths keep the built-in answer
      ['tests/test_x.py', 'test', 'python', 'python:test_*.py'],
    ],
    createClassifier(config),
  );

  it('lets an exclude win over an include of the same class', () => {
    const classify = createClassifier({
      tests: { include: ['qa/**'], exclude: ['qa/manual/**'] },
      harness: { include: [], exclude: [] },
    });
    expect(classify('qa/auto/a.py').class).toBe('test');
    expect(classify('qa/manual/a.py')).toEqual({
      class: 'source',
      ecosystem: 'python',
      rule: 'config:tests.exclude[0]',
    });
  });

  it('lets an exclude take a built-in harness file out', () => {
    const classify = createClassifier({
      tests: { include: [], exclude: [] },
      harness: { include: [], exclude: ['docs/**'] },
    });
    expect(classify('docs/package.json').class).toBe('other');
    expect(classify('package.json').class).toBe('harness');
  });
});

describe('answers kept for the run', () => {
  it('answers a path asked again with the same frozen object, and equal answers share one', () => {
    const classify = createClassifier();
    const first = classify('pkg/a/test_one.py');
    expect(classify('pkg/a/test_one.py')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another path with the same class, ecosystem and rule: the same object, not a copy.
    expect(classify('pkg/b/test_two.py')).toBe(first);
    expect(classify('pkg/b/two.py')).not.toBe(first);
    expect(classify('pkg/b/two.py')).toEqual({
      class: 'source',
      ecosystem: 'python',
      rule: 'python:*.py',
    });
  });

  it('keeps each classifier its own: the derived harness of one never answers for another', () => {
    const plain = createClassifier();
    const derived = createClassifier(undefined, new Map([['scripts/run.py', 'executed:ci']]));
    expect(plain('scripts/run.py').class).toBe('source');
    expect(derived('scripts/run.py')).toEqual({
      class: 'harness',
      ecosystem: 'python',
      rule: 'executed:ci',
    });
    expect(plain('scripts/run.py').class).toBe('source');
  });

  it('makes a file the checks name as their tests a test, before derived harness; a tests exclude wins', () => {
    const tests = new Map([
      ['checks/check_calc.py', 'command:unittest discover checks/**/check_*.py'],
      ['checks/check_slow.py', 'command:unittest discover checks/**/check_*.py'],
    ]);
    const harness = new Map([['checks/check_calc.py', 'executed:ci']]);
    const excluded = {
      tests: { include: [], exclude: ['checks/check_slow.py'] },
      harness: { include: [], exclude: [] },
    };
    const classify = createClassifier(excluded, harness, tests);
    expect(classify('checks/check_calc.py')).toEqual({
      class: 'test',
      ecosystem: 'python',
      rule: 'command:unittest discover checks/**/check_*.py',
    });
    expect(classify('checks/check_slow.py').class).toBe('source');
  });
});

describe('a large diff', () => {
  // Its cost is measured by `npm run bench` (the `classify` lap of bench/fixed-cost.ts), not here.
  it('classifies 20,000 paths, each by its own rule', () => {
    const classify = createClassifier(config);
    const paths = Array.from({ length: 20_000 }, (_, i) =>
      i % 2 === 0
        ? `packages/p${i}/src/deep/dir/module_${i}.ts`
        : `services/s${i}/tests/test_${i}.py`,
    );
    const classes = paths.map((path) => classify(path).class);
    expect(classes.filter((c) => c === 'test')).toHaveLength(10_000);
  });
});

describe('docs/configuration.md', () => {
  it('lists every built-in rule', () => {
    const docs = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    const names = [...HARNESS_RULES, ...TEST_RULES, TEST_DATA_RULE, VENDORED_RULE].map(
      (r) => r.name,
    );
    expect(names.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });
});
