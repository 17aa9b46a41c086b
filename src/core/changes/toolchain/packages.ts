// Which packages are the test toolchain: the runners, their plugins, the assertion and coverage
// libraries, and the lint and type tools, whose code decides what runs and what counts as passing.

// Exact Node names. Assertion and DOM-testing libraries are here too: a fake `chai` or
// `@testing-library/jest-dom` turns every `expect` into a pass as surely as a fake runner.
const NODE_NAMES = new Set([
  'vitest',
  'jest',
  'ts-jest',
  'babel-jest',
  'mocha',
  'chai',
  'sinon',
  'expect',
  'ava',
  'tap',
  'tape',
  'uvu',
  'jasmine',
  'karma',
  'c8',
  'nyc',
  'istanbul',
  'playwright',
  '@playwright/test',
  'cypress',
  'typescript',
  'eslint',
  'ts-node',
  'tsx',
  '@swc/jest',
]);

// Name families: every plugin of a runner can replace what it reports.
const NODE_PATTERNS: readonly RegExp[] = [
  /^@vitest\//,
  /^@jest\//,
  /^jest-/,
  /^mocha-/,
  /^chai-/,
  /^karma-/,
  /^jasmine-/,
  /^@istanbuljs\//,
  /^istanbul-/,
  /^@testing-library\//,
  /^@biomejs\//,
  /^@eslint\//,
  /^eslint-plugin-/,
  /^@typescript-eslint\//,
];

// Runners that exist only as published packages: a workspace package by that name is a fake.
const RUNNER_NAMES = new Set(['vitest', 'jest', 'mocha', 'ava', 'pytest', 'typescript', 'eslint']);

/** True for a Node package that belongs to the test toolchain; `vite` counts when vitest runs on it. */
export function isNodeToolchain(name: string, usesVitest: boolean): boolean {
  if (name === 'vite') return usesVitest;
  return NODE_NAMES.has(name) || NODE_PATTERNS.some((pattern) => pattern.test(name));
}

const PYTHON_NAMES = new Set([
  'pytest',
  'coverage',
  'hypothesis',
  'tox',
  'nox',
  'mypy',
  'pyright',
  'basedpyright',
  'ruff',
  'pluggy',
  'nose2',
  'unittest2',
  'flake8',
  'pylint',
]);

/** PEP 503 normalised name: case and runs of `-`, `_`, `.` do not make two packages. */
export function normalizePythonName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** A pytest plugin: it loads itself into every run through its `pytest11` entry point. */
export function isPytestPlugin(name: string): boolean {
  return normalizePythonName(name).startsWith('pytest-');
}

export function isPythonToolchain(name: string): boolean {
  const normalized = normalizePythonName(name);
  return PYTHON_NAMES.has(normalized) || isPytestPlugin(normalized);
}

/** True for a runner no honest repository ships as its own workspace package. */
export function isPublishedRunner(name: string): boolean {
  return RUNNER_NAMES.has(name);
}

// Go modules whose code decides what a `go test` assertion, mock or matcher reports: a
// `replace` of one for a folder the PR wrote turns every check it makes into a pass.
const GO_MODULES: readonly RegExp[] = [
  /^github\.com\/stretchr\/testify$/,
  /^github\.com\/stretchr\/objx$/,
  /^gotest\.tools(\/v\d+)?$/,
  /^github\.com\/onsi\/(gomega|ginkgo)(\/v\d+)?$/,
  /^github\.com\/matryer\/is$/,
  /^github\.com\/frankban\/quicktest$/,
  /^github\.com\/google\/go-cmp$/,
  /^github\.com\/maxatome\/go-testdeep$/,
  /^github\.com\/smartystreets\/(goconvey|assertions)$/,
  /^github\.com\/smarty\/assertions$/,
  /^github\.com\/franela\/goblin$/,
  /^github\.com\/golang\/mock$/,
  /^go\.uber\.org\/(mock|goleak)$/,
  /^github\.com\/alecthomas\/assert(\/v\d+)?$/,
  /^github\.com\/go-playground\/assert(\/v\d+)?$/,
  /^github\.com\/golangci\/golangci-lint$/,
  /^honnef\.co\/go\/tools$/,
];

/** True for a Go module of the test toolchain (assertion, matcher, mock and lint modules). */
export function isGoToolchain(module: string): boolean {
  return GO_MODULES.some((pattern) => pattern.test(module));
}
