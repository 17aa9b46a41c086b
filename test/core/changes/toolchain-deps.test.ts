import { describe, expect, it } from 'vitest';
import { cargoMemberTests } from '../../../src/core/changes/toolchain/cargo-files.js';
import { isDependencyFile, toolchainAnomalies } from '../../../src/core/changes/toolchain-deps.js';
import type { Severity } from '../../../src/core/model/anomaly.js';

const pkg = (fields: Record<string, unknown>): string =>
  `${JSON.stringify({ name: 'app', version: '1.0.0', ...fields }, null, 2)}\n`;

/** What a case expects: the severity per package name (absent names: no anomaly). */
type Expected = Record<string, Severity>;

interface Case {
  name: string;
  path: string;
  base: string | null;
  head: string;
  expected: Expected;
}

function found(path: string, base: string | null, head: string): Expected {
  const out: Expected = {};
  for (const anomaly of toolchainAnomalies(path, base, head)) {
    expect(anomaly.kind).toBe('harness-modified');
    expect(anomaly.path).toBe(path);
    const name = /^test toolchain dependency (\S+):/.exec(anomaly.detail)?.[1] ?? anomaly.detail;
    out[name] = anomaly.severity;
  }
  return out;
}

const DEV = (vitest: string, extra: Record<string, string> = {}): string =>
  pkg({ devDependencies: { vitest, typescript: '^5.9.0', ...extra } });

const PACKAGE_JSON: Case[] = [
  {
    name: 'gaming: vitest pointed at a local folder with file:',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('file:./vendor/vitest'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: jest from a GitHub shorthand',
    path: 'package.json',
    base: pkg({ devDependencies: { jest: '^29.0.0' } }),
    head: pkg({ devDependencies: { jest: 'me/jest' } }),
    expected: { jest: 'critical' },
  },
  {
    name: 'gaming: jest from github: protocol',
    path: 'package.json',
    base: pkg({ devDependencies: { jest: '^29.0.0' } }),
    head: pkg({ devDependencies: { jest: 'github:me/jest#main' } }),
    expected: { jest: 'critical' },
  },
  {
    name: 'gaming: vitest from a tarball URL',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('https://example.com/vitest-4.1.0.tgz'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: vitest from git+https',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('git+https://github.com/me/vitest.git'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: a link: to a folder',
    path: 'packages/app/package.json',
    base: DEV('^4.1.0'),
    head: DEV('link:../fake-vitest'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: a yarn portal:',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('portal:./fake'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: workspace: with a path',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('workspace:./fake'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: vitest as a workspace package by name',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('workspace:*'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: npm alias to another package',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('npm:always-pass@1.0.0'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: plain relative path',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('./my-vitest'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: a new @vitest/ plugin from a local path',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('^4.1.0', { '@vitest/coverage-v8': 'file:../cov' }),
    expected: { '@vitest/coverage-v8': 'critical' },
  },
  {
    name: 'gaming: npm overrides point vitest at a folder',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: pkg({
      devDependencies: { vitest: '^4.1.0', typescript: '^5.9.0' },
      overrides: { vitest: 'file:./v' },
    }),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: nested npm override',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: pkg({
      devDependencies: { vitest: '^4.1.0', typescript: '^5.9.0' },
      overrides: { vitest: { '@vitest/runner': 'file:./r' } },
    }),
    expected: { '@vitest/runner': 'critical' },
  },
  {
    name: 'gaming: yarn resolutions with a glob key',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: pkg({
      devDependencies: { vitest: '^4.1.0', typescript: '^5.9.0' },
      resolutions: { '**/@vitest/expect': 'portal:./e' },
    }),
    expected: { '@vitest/expect': 'critical' },
  },
  {
    name: 'gaming: pnpm.overrides with a parent selector',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: pkg({
      devDependencies: { vitest: '^4.1.0', typescript: '^5.9.0' },
      pnpm: { overrides: { 'vitest>chai': 'link:./chai' } },
    }),
    expected: { chai: 'critical' },
  },
  {
    name: 'gaming: pnpm.patchedDependencies patches vitest',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: pkg({
      devDependencies: { vitest: '^4.1.0', typescript: '^5.9.0' },
      pnpm: { patchedDependencies: { 'vitest@4.1.0': 'patches/vitest.patch' } },
    }),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: a fake jest-dom matcher library',
    path: 'package.json',
    base: pkg({ devDependencies: { '@testing-library/jest-dom': '^6.0.0' } }),
    head: pkg({ devDependencies: { '@testing-library/jest-dom': 'file:./jd' } }),
    expected: { '@testing-library/jest-dom': 'critical' },
  },
  {
    name: 'gaming: vite from a folder when vitest runs',
    path: 'package.json',
    base: DEV('^4.1.0', { vite: '^7.0.0' }),
    head: DEV('^4.1.0', { vite: 'file:./vite' }),
    expected: { vite: 'critical' },
  },
  {
    name: 'honest: vitest patch bump through the registry',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('^4.1.2'),
    expected: { vitest: 'warning' },
  },
  {
    name: 'honest: a dependabot bump of typescript',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: pkg({ devDependencies: { vitest: '^4.1.0', typescript: '^5.9.3' } }),
    expected: { typescript: 'warning' },
  },
  {
    name: 'honest: an unrelated dependency added from a folder',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('^4.1.0', { 'my-utils': 'file:../utils' }),
    expected: {},
  },
  {
    name: 'honest: monorepo workspace dependency',
    path: 'packages/web/package.json',
    base: DEV('^4.1.0'),
    head: DEV('^4.1.0', { '@acme/ui': 'workspace:*' }),
    expected: {},
  },
  {
    name: 'honest: a workspace jest preset by name is a warning',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('^4.1.0', { 'jest-preset-acme': 'workspace:^' }),
    expected: { 'jest-preset-acme': 'warning' },
  },
  {
    name: 'honest: vite from a folder without vitest is not the test toolchain',
    path: 'package.json',
    base: pkg({ devDependencies: { vite: '^7.0.0' } }),
    head: pkg({ devDependencies: { vite: 'file:./vite' } }),
    expected: {},
  },
  {
    name: 'honest: npm alias of vitest to itself',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('npm:vitest@^4.1.2'),
    expected: { vitest: 'warning' },
  },
  {
    name: 'honest: scripts and name change only',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: DEV('^4.1.0').replace('"app"', '"app2"'),
    expected: {},
  },
  {
    name: 'honest: vitest removed',
    path: 'package.json',
    base: DEV('^4.1.0'),
    head: pkg({ devDependencies: { typescript: '^5.9.0' } }),
    expected: {},
  },
];

const lock3 = (
  vitest: { version: string; resolved?: string; integrity?: string },
  extra: Record<string, unknown> = {},
): string =>
  `${JSON.stringify(
    {
      name: 'app',
      lockfileVersion: 3,
      packages: {
        '': { name: 'app', devDependencies: { vitest: '^4.1.0' } },
        'node_modules/vitest': {
          version: vitest.version,
          resolved:
            vitest.resolved ?? `https://registry.npmjs.org/vitest/-/vitest-${vitest.version}.tgz`,
          integrity: vitest.integrity ?? `sha512-${vitest.version}`,
          dev: true,
        },
        'node_modules/left-pad': {
          version: '1.3.0',
          resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz',
          integrity: 'sha512-lp',
        },
        ...extra,
      },
    },
    null,
    2,
  )}\n`;

const PACKAGE_LOCK: Case[] = [
  {
    name: 'gaming: integrity changed without a version change',
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0' }),
    head: lock3({ version: '4.1.0', integrity: 'sha512-evil' }),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: resolved to a host outside the registry',
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0' }),
    head: lock3({ version: '4.1.2', resolved: 'https://evil.example/vitest/-/vitest-4.1.2.tgz' }),
    expected: { vitest: 'critical' },
  },
  {
    name: "gaming: resolved to another package's tarball on the registry",
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0' }),
    head: lock3({
      version: '4.1.2',
      resolved: 'https://registry.npmjs.org/always-pass/-/always-pass-4.1.2.tgz',
    }),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: resolved to a git commit',
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0' }),
    head: lock3({
      version: '4.1.0',
      resolved: 'git+ssh://git@github.com/me/vitest.git#abc',
      integrity: '',
    }),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: a linked install folder',
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0' }),
    head: lock3(
      { version: '4.1.0' },
      { 'node_modules/@vitest/runner': { resolved: 'fake/runner', link: true } },
    ),
    expected: { '@vitest/runner': 'critical' },
  },
  {
    name: 'honest: a patch bump through the registry',
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0' }),
    head: lock3({ version: '4.1.2' }),
    expected: { vitest: 'warning' },
  },
  {
    name: 'honest: dependabot churn of unrelated packages',
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0' }),
    head: lock3(
      { version: '4.1.0' },
      {
        'node_modules/left-pad': {
          version: '1.3.1',
          resolved: 'https://evil.example/left-pad-1.3.1.tgz',
          integrity: 'sha512-x',
        },
      },
    ),
    expected: {},
  },
  {
    name: 'honest: a company registry the base lockfile already uses',
    path: 'package-lock.json',
    base: lock3({ version: '4.1.0', resolved: 'https://npm.acme.dev/vitest/-/vitest-4.1.0.tgz' }),
    head: lock3({ version: '4.1.2', resolved: 'https://npm.acme.dev/vitest/-/vitest-4.1.2.tgz' }),
    expected: { vitest: 'warning' },
  },
];

const lock1 = (version: string): string =>
  JSON.stringify({
    lockfileVersion: 1,
    dependencies: { mocha: { version, integrity: `sha512-${version}` } },
  });

const PNPM = (
  version: string,
  integrity: string,
  importer = `${version}`,
): string => `lockfileVersion: '9.0'

importers:
  .:
    devDependencies:
      vitest:
        specifier: ^4.1.0
        version: ${importer}
      left-pad:
        specifier: ^1.3.0
        version: 1.3.0

packages:
  vitest@${version}:
    resolution: {integrity: ${integrity}}
  left-pad@1.3.0:
    resolution: {integrity: sha512-lp}
`;

const YARN1 = (version: string, resolved: string, integrity: string): string => `# yarn lockfile v1


"vitest@^4.1.0", vitest@^4.1.2:
  version "${version}"
  resolved "${resolved}"
  integrity ${integrity}

left-pad@^1.3.0:
  version "1.3.0"
  resolved "https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz"
  integrity sha512-lp
`;

const BERRY = (range: string, resolution: string, checksum: string): string => `__metadata:
  version: 8

"vitest@${range}":
  version: 4.1.0
  resolution: "${resolution}"
  checksum: ${checksum}
`;

const BUN = (entry: string): string => `{
  "lockfileVersion": 1,
  "packages": {
    "vitest": [${entry}],
  },
}
`;

const LOCKFILES: Case[] = [
  {
    name: 'gaming: lockfile v1 version becomes a file: spec',
    path: 'package-lock.json',
    base: lock1('10.0.0'),
    head: lock1('file:fake-mocha'),
    expected: { mocha: 'critical' },
  },
  {
    name: 'honest: lockfile v1 bump',
    path: 'package-lock.json',
    base: lock1('10.0.0'),
    head: lock1('10.0.1'),
    expected: { mocha: 'warning' },
  },
  {
    name: 'gaming: pnpm integrity changed for the same version',
    path: 'pnpm-lock.yaml',
    base: PNPM('4.1.0', 'sha512-a'),
    head: PNPM('4.1.0', 'sha512-b'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: pnpm importer linked to a folder',
    path: 'pnpm-lock.yaml',
    base: PNPM('4.1.0', 'sha512-a'),
    head: PNPM('4.1.0', 'sha512-a', 'link:../fake'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'honest: pnpm patch bump',
    path: 'pnpm-lock.yaml',
    base: PNPM('4.1.0', 'sha512-a'),
    head: PNPM('4.1.2', 'sha512-b'),
    expected: { vitest: 'warning' },
  },
  {
    name: 'gaming: yarn v1 resolved outside the registry',
    path: 'yarn.lock',
    base: YARN1('4.1.0', 'https://registry.yarnpkg.com/vitest/-/vitest-4.1.0.tgz#a', 'sha512-a'),
    head: YARN1('4.1.0', 'https://evil.example/vitest-4.1.0.tgz', 'sha512-b'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'honest: yarn v1 bump',
    path: 'yarn.lock',
    base: YARN1('4.1.0', 'https://registry.yarnpkg.com/vitest/-/vitest-4.1.0.tgz#a', 'sha512-a'),
    head: YARN1('4.1.2', 'https://registry.yarnpkg.com/vitest/-/vitest-4.1.2.tgz#b', 'sha512-b'),
    expected: { vitest: 'warning' },
  },
  {
    name: 'gaming: yarn berry patch: protocol',
    path: 'yarn.lock',
    base: BERRY('npm:^4.1.0', 'vitest@npm:4.1.0', 'abc'),
    head: BERRY(
      'patch:vitest@npm%3A^4.1.0#./.yarn/patches/v.patch',
      'vitest@patch:vitest@npm%3A4.1.0#./.yarn/patches/v.patch',
      'def',
    ),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: yarn berry checksum changed for the same version',
    path: 'yarn.lock',
    base: BERRY('npm:^4.1.0', 'vitest@npm:4.1.0', 'abc'),
    head: BERRY('npm:^4.1.0', 'vitest@npm:4.1.0', 'def'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: bun.lock vitest from a folder',
    path: 'bun.lock',
    base: BUN('"vitest@4.1.0", "", {}, "sha512-a"'),
    head: BUN('"vitest@file:./fake", {}'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'honest: bun.lock bump',
    path: 'bun.lock',
    base: BUN('"vitest@4.1.0", "", {}, "sha512-a"'),
    head: BUN('"vitest@4.1.2", "", {}, "sha512-b"'),
    expected: { vitest: 'warning' },
  },
  {
    name: 'gaming: patch-package patch of vitest',
    path: 'patches/vitest+4.1.0.patch',
    base: null,
    head: 'diff --git a/x b/x\n',
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: patch-package patch of a scoped plugin',
    path: 'patches/@vitest+runner+4.1.0.patch',
    base: 'a\n',
    head: 'b\n',
    expected: { '@vitest/runner': 'critical' },
  },
  {
    name: 'honest: patch-package patch of an unrelated package',
    path: 'patches/left-pad+1.3.0.patch',
    base: null,
    head: 'diff\n',
    expected: {},
  },
];

const PYPROJECT = (deps: string, rest = ''): string =>
  `[project]\nname = "app"\nversion = "0.1.0"\ndependencies = ["requests>=2"]\n\n[project.optional-dependencies]\ntest = [${deps}]\n${rest}`;

const PYTHON: Case[] = [
  {
    name: 'gaming: pytest @ git+https in optional-dependencies',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8"'),
    head: PYPROJECT('"pytest @ git+https://github.com/me/pytest"'),
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: pytest @ file:// path',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8"'),
    head: PYPROJECT('"pytest @ file:///tmp/fake"'),
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: uv source path for pytest',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8"'),
    head: PYPROJECT('"pytest>=8"', '\n[tool.uv.sources]\npytest = { path = "./fake-pytest" }\n'),
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: poetry group pytest = {path}',
    path: 'pyproject.toml',
    base: '[tool.poetry.group.dev.dependencies]\npytest = "^8.0"\n',
    head: '[tool.poetry.group.dev.dependencies]\npytest = { path = "./fake" }\n',
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: dependency-groups coverage from a URL',
    path: 'pyproject.toml',
    base: '[dependency-groups]\ndev = ["coverage>=7"]\n',
    head: '[dependency-groups]\ndev = ["coverage @ https://example.com/coverage-7.0.tar.gz"]\n',
    expected: { coverage: 'critical' },
  },
  {
    name: 'gaming: a new pytest plugin from the registry loads itself',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8"'),
    head: PYPROJECT('"pytest>=8", "pytest-always-pass"'),
    expected: { 'pytest-always-pass': 'critical' },
  },
  {
    name: 'honest: a pytest bump',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8.0"'),
    head: PYPROJECT('"pytest>=8.3"'),
    expected: { pytest: 'warning' },
  },
  {
    name: 'honest: a pytest-cov bump',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8", "pytest-cov>=4"'),
    head: PYPROJECT('"pytest>=8", "pytest_cov>=5"'),
    expected: { 'pytest-cov': 'warning' },
  },
  {
    name: 'honest: an unrelated local dependency',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8"'),
    head: PYPROJECT('"pytest>=8", "mylib @ file:///src/mylib"'),
    expected: {},
  },
  {
    name: 'honest: uv workspace member',
    path: 'pyproject.toml',
    base: PYPROJECT('"pytest>=8"'),
    head: PYPROJECT('"pytest>=8"', '\n[tool.uv.sources]\nacme-core = { workspace = true }\n'),
    expected: {},
  },
  {
    name: 'gaming: requirements -e of a local pytest',
    path: 'requirements-dev.txt',
    base: 'pytest==8.3.0\n',
    head: '-e ./vendor/pytest\n',
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: requirements git URL with egg',
    path: 'requirements.txt',
    base: 'pytest==8.3.0\n',
    head: 'git+https://github.com/me/pt.git#egg=pytest\n',
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: requirements hash changed for the same version',
    path: 'requirements.txt',
    base: 'pytest==8.3.0 --hash=sha256:aaa\n',
    head: 'pytest==8.3.0 --hash=sha256:bbb\n',
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: requirements added to a new file',
    path: 'requirements-test.in',
    base: null,
    head: 'hypothesis @ ./fake\n',
    expected: { hypothesis: 'critical' },
  },
  {
    name: 'honest: requirements pin bump with a comment',
    path: 'requirements.txt',
    base: 'pytest==8.3.0  # tests\nrequests==2.0\n',
    head: 'pytest==8.3.5  # tests\nrequests==2.1\n',
    expected: { pytest: 'warning' },
  },
  {
    name: 'gaming: requirements index set to a host base never used',
    path: 'requirements.txt',
    base: 'pytest==8.3.0\n',
    head: '--index-url https://mirror.acme.dev/simple\npytest==8.3.0\n',
    expected: { 'package-index': 'critical' },
  },
  {
    name: 'honest: unrelated requirement changes',
    path: 'requirements.txt',
    base: 'requests==2.0\n',
    head: 'requests==2.1\n-e ./libs/core\n',
    expected: {},
  },
];

const UV_LOCK = (source: string, hash: string, version = '8.3.0'): string => `version = 1

[[package]]
name = "pytest"
version = "${version}"
source = ${source}
sdist = { url = "https://files.pythonhosted.org/pytest-${version}.tar.gz", hash = "${hash}" }
`;

const POETRY_LOCK = (source: string): string => `[[package]]
name = "pytest"
version = "8.3.0"
files = [{ file = "pytest-8.3.0.tar.gz", hash = "sha256:a" }]
${source}
`;

const PY_LOCKS: Case[] = [
  {
    name: 'gaming: uv.lock pytest from a directory',
    path: 'uv.lock',
    base: UV_LOCK('{ registry = "https://pypi.org/simple" }', 'sha256:a'),
    head: UV_LOCK('{ directory = "fake" }', 'sha256:a'),
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: uv.lock hash changed for the same version',
    path: 'uv.lock',
    base: UV_LOCK('{ registry = "https://pypi.org/simple" }', 'sha256:a'),
    head: UV_LOCK('{ registry = "https://pypi.org/simple" }', 'sha256:b'),
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: uv.lock pytest from a registry the base never used',
    path: 'uv.lock',
    base: UV_LOCK('{ registry = "https://pypi.org/simple" }', 'sha256:a'),
    head: UV_LOCK('{ registry = "https://pypi.evil.example/simple" }', 'sha256:b', '8.3.5'),
    expected: { pytest: 'critical' },
  },
  {
    name: 'honest: uv.lock bump on a company index the base already uses',
    path: 'uv.lock',
    base: UV_LOCK('{ registry = "https://pypi.acme.dev/simple" }', 'sha256:a'),
    head: UV_LOCK('{ registry = "https://pypi.acme.dev/simple" }', 'sha256:b', '8.3.5'),
    expected: { pytest: 'warning' },
  },
  {
    name: 'gaming: poetry.lock pytest from a new legacy source',
    path: 'poetry.lock',
    base: POETRY_LOCK(''),
    head: POETRY_LOCK(
      '\n[package.source]\ntype = "legacy"\nurl = "https://evil.example/simple"\nreference = "evil"\n',
    ),
    expected: { pytest: 'critical' },
  },
  {
    name: 'honest: uv.lock bump',
    path: 'uv.lock',
    base: UV_LOCK('{ registry = "https://pypi.org/simple" }', 'sha256:a'),
    head: UV_LOCK('{ registry = "https://pypi.org/simple" }', 'sha256:b', '8.3.5'),
    expected: { pytest: 'warning' },
  },
  {
    name: 'gaming: poetry.lock pytest from git',
    path: 'poetry.lock',
    base: POETRY_LOCK(''),
    head: POETRY_LOCK(
      '\n[package.source]\ntype = "git"\nurl = "https://github.com/me/pytest"\nreference = "main"\n',
    ),
    expected: { pytest: 'critical' },
  },
];

const GO_MOD = (extra: string): string =>
  `module example.com/app\n\ngo 1.22\n\nrequire github.com/stretchr/testify v1.9.0\n${extra}`;

const GO: Case[] = [
  {
    name: 'gaming: replace testify with a local folder',
    path: 'go.mod',
    base: GO_MOD(''),
    head: GO_MOD('\nreplace github.com/stretchr/testify => ./fake\n'),
    expected: { 'github.com/stretchr/testify': 'critical' },
  },
  {
    name: 'gaming: replace in a block, with a version on the left',
    path: 'go.mod',
    base: GO_MOD(''),
    head: GO_MOD('\nreplace (\n\tgithub.com/stretchr/testify v1.9.0 => ../testify // local\n)\n'),
    expected: { 'github.com/stretchr/testify': 'critical' },
  },
  {
    // Issue 42.7: only the test toolchain's replacements are harness; this one is the PR's code.
    name: 'honest: a non-test dependency replaced by a folder runs as the PR has it',
    path: 'go.mod',
    base: GO_MOD('replace example.com/x => example.com/y v1.0.0\n'),
    head: GO_MOD('replace example.com/x => ./y\n'),
    expected: {},
  },
  {
    name: 'gaming: a published testify replace changed to a folder',
    path: 'go.mod',
    base: GO_MOD('replace github.com/stretchr/testify => github.com/acme/testify v1.9.1\n'),
    head: GO_MOD('replace github.com/stretchr/testify => ./testify\n'),
    expected: { 'github.com/stretchr/testify': 'critical' },
  },
  {
    name: 'gaming: gomega v2 replaced by a folder',
    path: 'go.mod',
    base: GO_MOD(''),
    head: GO_MOD('replace github.com/onsi/gomega/v2 => ./gomega\n'),
    expected: { 'github.com/onsi/gomega/v2': 'critical' },
  },
  {
    name: 'honest: an exclude of a testify release is a warning',
    path: 'go.mod',
    base: GO_MOD(''),
    head: GO_MOD('exclude github.com/stretchr/testify v1.9.0\n'),
    expected: { 'github.com/stretchr/testify': 'warning' },
  },
  {
    name: 'gaming: go.work gains a use of a fake module',
    path: 'go.work',
    base: 'go 1.22\n\nuse .\n',
    head: 'go 1.22\n\nuse (\n\t.\n\t./fake-testify\n)\n',
    expected: { './fake-testify': 'critical' },
  },
  {
    name: 'gaming: go.sum hash changed for the same version',
    path: 'go.sum',
    base: 'github.com/stretchr/testify v1.9.0 h1:aaa=\n',
    head: 'github.com/stretchr/testify v1.9.0 h1:bbb=\n',
    expected: { 'github.com/stretchr/testify': 'critical' },
  },
  {
    name: 'honest: replace with another published version is a warning',
    path: 'go.mod',
    base: GO_MOD(''),
    head: GO_MOD('\nreplace github.com/stretchr/testify => github.com/acme/testify v1.9.1\n'),
    expected: { 'github.com/stretchr/testify': 'warning' },
  },
  {
    name: 'honest: a go.work that only uses the module next to it',
    path: 'go.work',
    base: null,
    head: 'go 1.22\n\nuse .\n',
    expected: {},
  },
  {
    name: 'honest: a require bump',
    path: 'go.mod',
    base: GO_MOD(''),
    head: GO_MOD('').replace('v1.9.0', 'v1.10.0'),
    expected: {},
  },
  {
    name: 'honest: go.sum lines for a bump',
    path: 'go.sum',
    base: 'github.com/stretchr/testify v1.9.0 h1:aaa=\n',
    head: 'github.com/stretchr/testify v1.10.0 h1:ccc=\ngithub.com/stretchr/testify v1.10.0/go.mod h1:ddd=\n',
    expected: {},
  },
  {
    name: 'honest: an unchanged local replace next to a bump',
    path: 'go.mod',
    base: GO_MOD('replace example.com/x => ./x\n'),
    head: GO_MOD('replace example.com/x => ./x\n').replace('v1.9.0', 'v1.9.1'),
    expected: {},
  },
];

const CARGO = (tables: string): string =>
  `[package]\nname = "ratelimit"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nserde = "1"\n${tables}`;
const PA = '[dev-dependencies]\npretty_assertions = "1.4"\n';

const CARGO_CASES: Case[] = [
  {
    name: 'gaming: a dev-dependency swapped for a local fake',
    path: 'Cargo.toml',
    base: CARGO(PA),
    head: CARGO('[dev-dependencies]\npretty_assertions = { path = "fake/pa" }\n'),
    expected: { pretty_assertions: 'critical' },
  },
  {
    name: 'gaming: a dev-dependency from git, under a target table',
    path: 'crates/core/Cargo.toml',
    base: CARGO('[target.\'cfg(unix)\'.dev-dependencies]\nproptest = "1"\n'),
    head: CARGO(
      '[target.\'cfg(unix)\'.dev-dependencies]\nproptest = { git = "https://example.com/proptest" }\n',
    ),
    expected: { proptest: 'critical' },
  },
  {
    name: 'gaming: [patch.crates-io] swaps a crate the code under test uses',
    path: 'Cargo.toml',
    base: CARGO(PA),
    head: CARGO(`${PA}\n[patch.crates-io]\nserde = { path = "vendor/serde" }\n`),
    expected: { serde: 'critical' },
  },
  {
    name: 'gaming: a renamed dev-dependency (package =) from a local path',
    path: 'Cargo.toml',
    base: CARGO(PA),
    head: CARGO('[dev-dependencies]\npretty_assertions = { package = "pa-fake", path = "pa" }\n'),
    expected: { 'pa-fake': 'critical' },
  },
  {
    name: 'honest: a dev-dependency version bump is a warning',
    path: 'Cargo.toml',
    base: CARGO(PA),
    head: CARGO('[dev-dependencies]\npretty_assertions = "1.5"\n'),
    expected: { pretty_assertions: 'warning' },
  },
  {
    name: 'honest: a path dependency of the code itself is not the toolchain',
    path: 'Cargo.toml',
    base: CARGO(PA),
    head: CARGO(PA).replace('serde = "1"', 'serde = "1"\nratelimit-core = { path = "../core" }'),
    expected: {},
  },
  {
    name: 'honest: an unchanged workspace dev-dependency next to a package bump',
    path: 'Cargo.toml',
    base: CARGO('[dev-dependencies]\ninsta = { workspace = true }\n'),
    head: CARGO('[dev-dependencies]\ninsta = { workspace = true }\n').replace('0.1.0', '0.2.0'),
    expected: {},
  },
];

const PNPM_WORKSPACE = (vitest: string): string =>
  `packages:\n  - packages/*\ncatalog:\n  vitest: ${vitest}\n  react: ^19.0.0\n`;

const PIPFILE = (pytest: string): string =>
  `[packages]\nrequests = "*"\n\n[dev-packages]\npytest = ${pytest}\n`;

const pipfileLock = (pytest: Record<string, unknown>): string =>
  JSON.stringify({ _meta: {}, default: {}, develop: { pytest } });

const CONDA = (pip: string): string =>
  `name: app\ndependencies:\n  - python=3.12\n  - conda-forge::pytest=8.3\n  - pip:\n      - ${pip}\n`;

const MORE: Case[] = [
  {
    name: 'gaming: pnpm catalog points vitest at a folder',
    path: 'pnpm-workspace.yaml',
    base: PNPM_WORKSPACE('^4.1.0'),
    head: PNPM_WORKSPACE('link:./fake'),
    expected: { vitest: 'critical' },
  },
  {
    name: 'gaming: pnpm-workspace overrides chai',
    path: 'pnpm-workspace.yaml',
    base: PNPM_WORKSPACE('^4.1.0'),
    head: `${PNPM_WORKSPACE('^4.1.0')}overrides:\n  chai: file:./chai\n`,
    expected: { chai: 'critical' },
  },
  {
    name: 'honest: pnpm catalog bump',
    path: 'pnpm-workspace.yaml',
    base: PNPM_WORKSPACE('^4.1.0'),
    head: PNPM_WORKSPACE('^4.1.2'),
    expected: { vitest: 'warning' },
  },
  {
    name: 'gaming: Pipfile pytest from a path',
    path: 'Pipfile',
    base: PIPFILE('"*"'),
    head: PIPFILE('{ path = "./fake", editable = true }'),
    expected: { pytest: 'critical' },
  },
  {
    name: 'honest: Pipfile pytest pin',
    path: 'Pipfile',
    base: PIPFILE('"*"'),
    head: PIPFILE('"==8.3.0"'),
    expected: { pytest: 'warning' },
  },
  {
    name: 'gaming: Pipfile.lock hashes changed for the same version',
    path: 'Pipfile.lock',
    base: pipfileLock({ version: '==8.3.0', hashes: ['sha256:a'] }),
    head: pipfileLock({ version: '==8.3.0', hashes: ['sha256:b'] }),
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: Pipfile.lock pytest from git',
    path: 'Pipfile.lock',
    base: pipfileLock({ version: '==8.3.0', hashes: ['sha256:a'] }),
    head: pipfileLock({ git: 'https://github.com/me/pytest', ref: 'abc' }),
    expected: { pytest: 'critical' },
  },
  {
    name: 'gaming: conda pip section pytest from a URL',
    path: 'environment.yml',
    base: CONDA('requests'),
    head: CONDA('pytest-cov @ https://example.com/pytest_cov-5.0.tar.gz'),
    expected: { 'pytest-cov': 'critical' },
  },
  {
    name: 'honest: conda bump of pytest',
    path: 'environment.yml',
    base: CONDA('requests'),
    head: CONDA('requests').replace('pytest=8.3', 'pytest=8.4'),
    expected: { pytest: 'warning' },
  },
];

describe('toolchainAnomalies', () => {
  describe.each([
    ['package.json', PACKAGE_JSON],
    ['package-lock.json', PACKAGE_LOCK],
    ['other Node lockfiles and patches', LOCKFILES],
    ['pyproject.toml and requirements', PYTHON],
    ['uv.lock and poetry.lock', PY_LOCKS],
    ['go.mod, go.work, go.sum', GO],
    ['Cargo.toml', CARGO_CASES],
    ['pnpm-workspace.yaml, Pipenv, conda', MORE],
  ])('%s', (_format, cases) => {
    it.each(cases)('$name', ({ path, base, head, expected }) => {
      expect(found(path, base, head)).toEqual(expected);
    });
  });

  describe('a workspace root: the entries its members inherit for their tests (issue 42.5)', () => {
    const ROOT = (deps: string): string =>
      `[workspace]\nmembers = ["core"]\n\n[workspace.dependencies]\nserde = "1"\n${deps}`;
    const members = cargoMemberTests([
      '[package]\nname = "core"\n\n[dependencies]\nserde = { workspace = true }\n\n[dev-dependencies]\ninsta = { workspace = true }\nchecker = { workspace = true }\n',
    ]);
    const inRoot = (base: string, head: string): Expected => {
      const out: Expected = {};
      for (const a of toolchainAnomalies('Cargo.toml', base, head, new Set(), members)) {
        out[/^test toolchain dependency (\S+):/.exec(a.detail)?.[1] ?? a.detail] = a.severity;
      }
      return out;
    };
    it.each<[string, string, string, Expected]>([
      [
        'gaming: the inherited test crate from a local fake',
        ROOT('insta = "1.40"\n'),
        ROOT('insta = { path = "fake/insta" }\n'),
        { insta: 'critical' },
      ],
      [
        'gaming: from git, renamed',
        ROOT('checker = { path = "checker" }\n'),
        ROOT('checker = { git = "https://example.com/lenient", package = "lenient" }\n'),
        { lenient: 'critical' },
      ],
      [
        'honest: a version bump of the inherited test crate is a warning',
        ROOT('insta = "1.40"\n'),
        ROOT('insta = "1.41"\n'),
        { insta: 'warning' },
      ],
      [
        'honest: a product dependency of the workspace from a path is not the toolchain',
        ROOT('insta = "1.40"\n'),
        ROOT('insta = "1.40"\n').replace('serde = "1"', 'serde = { path = "serde-fix" }'),
        {},
      ],
    ])('%s', (_name, base, head, expected) => {
      expect(inRoot(base, head)).toEqual(expected);
      // Without the members' manifests nothing of the root is the toolchain.
      expect(found('Cargo.toml', base, head)).toEqual({});
    });
  });

  it('cargoMemberTests: inherited keys and test crates, per-target tables too', () => {
    const read = cargoMemberTests([
      '[dev-dependencies]\ninsta = { workspace = true }\npa = { package = "pretty_assertions", version = "1" }\n',
      "[target.'cfg(unix)'.build-dependencies]\ncc = { workspace = true }\n\n[dependencies]\nserde = { workspace = true }\n",
      'not toml [',
    ]);
    expect([...read.inherited].sort()).toEqual(['cc', 'insta']);
    expect([...read.crates].sort()).toEqual(['cc', 'insta', 'pretty_assertions']);
  });

  it('puts the old and the new spec in the detail', () => {
    const [anomaly] = toolchainAnomalies('package.json', DEV('^4.1.0'), DEV('^4.1.2'));
    expect(anomaly?.detail).toContain('^4.1.0 -> ^4.1.2');
    const [critical] = toolchainAnomalies(
      'package.json',
      DEV('^4.1.0'),
      DEV('file:./vendor/vitest'),
    );
    expect(critical?.detail).toContain(
      'devDependencies.vitest: ^4.1.0 -> file:./vendor/vitest (now from a local path)',
    );
  });

  it('reports one anomaly per package when several sections move', () => {
    const head = pkg({
      devDependencies: { vitest: 'file:./v', typescript: '^5.9.0' },
      overrides: { vitest: 'file:./v' },
    });
    const anomalies = toolchainAnomalies('package.json', DEV('^4.1.0'), head);
    expect(anomalies).toHaveLength(1);
    expect(anomalies[0]?.detail).toContain('overrides.vitest');
  });

  it('says nothing for a deleted file, an unchanged one or an unparsable one', () => {
    expect(toolchainAnomalies('package.json', DEV('^4.1.0'), null)).toEqual([]);
    expect(toolchainAnomalies('package.json', DEV('^4.1.0'), DEV('^4.1.0'))).toEqual([]);
    expect(toolchainAnomalies('package.json', DEV('^4.1.0'), '{ not json')).toEqual([]);
  });

  it.each([
    ['package.json', true],
    ['apps/web/pnpm-lock.yaml', true],
    ['requirements/dev.txt', true],
    ['docs/requirements/notes.md', false],
    ['requirements-dev.txt', true],
    ['go.work.sum', true],
    ['crates/x/Cargo.toml', true],
    ['patches/jest+29.0.0.patch', true],
    ['src/index.ts', false],
  ])('isDependencyFile(%s) is %s', (path, expected) => {
    expect(isDependencyFile(path)).toBe(expected);
  });
});
