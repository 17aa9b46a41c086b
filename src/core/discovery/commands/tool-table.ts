// Classifies a command by the tool it invokes and its subcommand, for the tools that need no
// file from the repository to judge (pytest, cargo test, eslint, pip install...).
import type { LineKind } from './kinds.js';

const TEST_TOOLS = new Set([
  'pytest',
  'py.test',
  'vitest',
  'jest',
  'mocha',
  'ava',
  'tap',
  'tape',
  'jasmine',
  'karma',
  'uvu',
  'rspec',
  'phpunit',
  'pest',
  'paratest',
  'ctest',
  'nose2',
  'nosetests',
  'trial',
  'ward',
  'bats',
  'prove',
  'busted',
  'cucumber',
  'cucumber-js',
  'behave',
  'wdio',
  'ginkgo',
  'gotestsum',
  'wtr',
  'web-test-runner',
  'cargo-nextest',
  'testem',
  'stestr',
  'zope-testrunner',
]);
const TYPECHECK_TOOLS = new Set([
  'mypy',
  'pyright',
  'basedpyright',
  'pytype',
  'pyre',
  'vue-tsc',
  'svelte-check',
  'tsc-files',
  'tsd',
  'stubtest',
  'zmypy',
]);
const LINT_TOOLS = new Set([
  'eslint',
  'oxlint',
  'standard',
  'xo',
  'stylelint',
  'tslint',
  'flake8',
  'pylint',
  'pycodestyle',
  'pydocstyle',
  'pyflakes',
  'bandit',
  'codespell',
  'rubocop',
  'standardrb',
  'golangci-lint',
  'staticcheck',
  'revive',
  'shellcheck',
  'hadolint',
  'markdownlint',
  'markdownlint-cli2',
  'yamllint',
  'actionlint',
  'ktlint',
  'detekt',
  'swiftlint',
  'clang-tidy',
  'run-clang-tidy',
  'cpplint',
  'phpcs',
  'phpstan',
  'psalm',
  'slither',
  'vulture',
  'deptry',
  'pyroma',
  'lychee',
]);
const FORMATTERS = new Set([
  'black',
  'isort',
  'prettier',
  'autopep8',
  'yapf',
  'blue',
  'dprint',
  'clang-format',
]);
const INSTALLERS = new Set([
  'pip',
  'pip3',
  'apt',
  'apt-get',
  'brew',
  'choco',
  'yum',
  'dnf',
  'apk',
  'gem',
  'corepack',
  'rustup',
  'nvm',
  'pyenv',
  'asdf',
  'mise',
  'sdk',
  'wget',
  'curl',
  'git',
  'docker',
  'npm-install',
  'cpanm',
  'opam',
  'vcpkg',
  'conan',
  'dotnet-install',
  'sudo-apt',
]);
const CONTEXT = new Set([
  'cd',
  'pushd',
  'popd',
  'export',
  'source',
  '.',
  'set',
  'shopt',
  'ulimit',
  'umask',
  'alias',
  'unset',
  'trap',
  'declare',
  'typeset',
  'local',
  'readonly',
  'hash',
]);

const CHECK_FLAGS = /^(--check(-only)?|-c|--diff|--list-different|-l|--verify-no-changes|--ci)$/;

function subcommand(args: readonly string[]): string | undefined {
  return args.find((a) => !a.startsWith('-') && !a.startsWith('+'));
}

function cargo(args: readonly string[]): LineKind {
  const sub = subcommand(args);
  if (
    sub === 'test' ||
    sub === 'nextest' ||
    sub === 'llvm-cov' ||
    sub === 'tarpaulin' ||
    sub === 't'
  )
    return 'test';
  if (sub === 'hack' || sub === 'minimal-versions') return cargo(args.slice(args.indexOf(sub) + 1));
  if (sub === 'check' || sub === 'build' || sub === 'c' || sub === 'b') return 'typecheck';
  if (sub === 'clippy') return 'lint';
  if (sub === 'fmt') return args.includes('--check') ? 'lint' : 'other';
  if (sub === 'fetch' || sub === 'install' || sub === 'binstall' || sub === 'update')
    return 'install';
  return 'other';
}

function go(args: readonly string[]): LineKind {
  const sub = subcommand(args);
  if (sub === 'test') return 'test';
  if (sub === 'vet') return 'typecheck';
  if (sub === 'build') return args.includes('-o') ? 'other' : 'typecheck';
  if (sub === 'mod' || sub === 'get' || sub === 'install') return 'install';
  return 'other';
}

function buildTool(args: readonly string[]): LineKind {
  if (args.some((a) => /^-D(skipTests|maven\.test\.skip)(=true)?$/.test(a)) || args.includes('-x'))
    return 'other';
  const goals = args.filter((a) => !a.startsWith('-'));
  if (
    goals.some((g) =>
      /^(test|verify|install|check|build|integration-test|integrationTest)$/.test(g),
    )
  )
    return 'test';
  if (goals.some((g) => /checkstyle|spotless|lint|detekt|ktlint|pmd|spotbugs/.test(g)))
    return 'lint';
  if (goals.some((g) => /dependency|download|resolve/.test(g))) return 'install';
  return 'other';
}

/**
 * `cmake`: configuring and building a C/C++ project is its type check (docs/verdict.md's C/C++
 * row); a build of the `test` target runs its tests; script and command modes are neither.
 */
function cmake(args: readonly string[]): LineKind {
  if (
    args.some((a) =>
      /^(?:-E|-P|--install|--version|--help|-h|--system-information|--find-package)$/.test(a),
    )
  )
    return 'other';
  if (args.includes('--workflow')) return 'test';
  if (args.includes('--build')) {
    const at = args.findIndex((a) => a === '--target' || a === '-t');
    const targets = at === -1 ? [] : args.slice(at + 1).filter((a) => !a.startsWith('-'));
    return targets.some((target) => /^(?:test|check|RUN_TESTS)$/.test(target))
      ? 'test'
      : 'typecheck';
  }
  return args.length === 0 ? 'other' : 'typecheck';
}

function subcommandTool(tool: string, args: readonly string[]): LineKind | undefined {
  const sub = subcommand(args);
  switch (tool) {
    case 'cmake':
      return cmake(args);
    case 'cargo':
      return cargo(args);
    case 'go':
      return go(args);
    case 'mvn':
    case 'mvnw':
    case 'gradle':
    case 'gradlew':
      return buildTool(args);
    case 'dotnet':
      if (sub === 'test') return 'test';
      if (sub === 'format') return args.some((a) => CHECK_FLAGS.test(a)) ? 'lint' : 'other';
      return sub === 'restore' || sub === 'tool' ? 'install' : 'other';
    case 'deno':
      if (sub === 'test') return 'test';
      if (sub === 'check') return 'typecheck';
      if (sub === 'lint') return 'lint';
      return sub === 'fmt' && args.includes('--check') ? 'lint' : 'other';
    case 'ruff':
      if (sub === 'format')
        return args.some((a) => a === '--check' || a === '--diff') ? 'lint' : 'other';
      return /^(rule|config|linter|clean|version|analyze|server|help)$/.test(sub ?? '')
        ? 'other'
        : 'lint';
    case 'biome':
      if (args.some((a) => a === '--write' || a === '--apply' || a === '--apply-unsafe'))
        return 'other';
      return sub === 'check' || sub === 'lint' || sub === 'ci' || sub === 'format'
        ? 'lint'
        : 'other';
    case 'tsc':
      return args.includes('--noEmit') || args.includes('-noEmit') ? 'typecheck' : 'other';
    case 'playwright':
      return sub === 'test' ? 'test' : sub === 'install' ? 'install' : 'other';
    case 'cypress':
      return sub === 'run' ? 'test' : sub === 'install' ? 'install' : 'other';
    // Type checkers whose check is a subcommand (`zuban check`, `ty check`, `pyrefly check`);
    // their other verbs start servers or write config.
    case 'zuban':
      return sub === 'check' || sub === 'mypy' ? 'typecheck' : 'other';
    case 'ty':
    case 'pyrefly':
      return sub === 'check' ? 'typecheck' : 'other';
    case 'pre-commit':
    case 'prek':
      return sub === 'run' || sub === undefined ? 'lint' : sub === 'install' ? 'install' : 'other';
    case 'conda':
    case 'mamba':
    case 'micromamba':
      return sub === 'activate' ? 'context' : 'install';
    case 'mix':
      return sub === 'test'
        ? 'test'
        : sub === 'credo'
          ? 'lint'
          : sub === 'deps.get'
            ? 'install'
            : 'other';
    default:
      return undefined;
  }
}

/** The kind of `tool args`, or undefined when the tool is not one this table knows. */
export function toolKind(tool: string, args: readonly string[]): LineKind | undefined {
  if (tool === 'testlock') return 'testlock';
  if (CONTEXT.has(tool)) return 'context';
  if (TEST_TOOLS.has(tool)) return 'test';
  if (TYPECHECK_TOOLS.has(tool)) return 'typecheck';
  if (LINT_TOOLS.has(tool)) return 'lint';
  if (FORMATTERS.has(tool)) return args.some((a) => CHECK_FLAGS.test(a)) ? 'lint' : 'other';
  if (INSTALLERS.has(tool)) return 'install';
  return subcommandTool(tool, args);
}

/** Whether a command of this name is a test runner, type checker, linter or formatter. */
export function isCheckTool(name: string): boolean {
  return [TEST_TOOLS, TYPECHECK_TOOLS, LINT_TOOLS, FORMATTERS].some((tools) => tools.has(name));
}

/** Shell builtins and keywords: never looked up on PATH. */
export function isBuiltin(tool: string): boolean {
  return (
    CONTEXT.has(tool) ||
    /^(echo|printf|test|\[|true|false|exit|return|read|wait|eval|exec|command|type|:)$/.test(tool)
  );
}
