// Builds the locked pyproject.toml: head's project metadata and dependencies, base's test
// runner, coverage, task-runner and lint/type configuration.
import type { TomlTable } from 'smol-toml';
import { isTable, mergeTomlTables } from './toml-merge.js';

// `[tool.X]` tables taken whole from base, by name prefix: `pytest` covers `tool.pytest`
// (with `ini_options`) and plugins such as `tool.pytest-watcher`; `coverage` covers
// `tool.coverage.run`/`report`. Task runners (tox, nox, poe, taskipy) decide what runs; ruff,
// mypy, pyright & co. decide whether the lint and type checks pass (docs/configuration.md).
const TOOL_PREFIXES: readonly string[] = ['pytest', 'coverage'];
const TOOL_NAMES: readonly string[] = [
  'tox',
  'nox',
  'poe',
  'taskipy',
  'ruff',
  'mypy',
  'pyright',
  'basedpyright',
  'pylint',
  'black',
  'isort',
  'flake8',
  'bandit',
  'codespell',
];
// Sub-tables of tools that mix dependencies with scripts: hatch environments define the test
// scripts (and their extra dependencies, which are installed already), pdm scripts are tasks.
const NESTED_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['hatch', 'envs'],
  ['pdm', 'scripts'],
  ['uv', 'scripts'],
];

function isTestTool(name: string): boolean {
  return TOOL_NAMES.includes(name) || TOOL_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Every `[tool.…]` path (as key lists) that counts as test-related in either document. */
function testPaths(base: TomlTable, head: TomlTable): string[][] {
  const names = new Set<string>();
  for (const doc of [base, head]) {
    const tool = doc.tool;
    if (isTable(tool)) for (const name of Object.keys(tool)) if (isTestTool(name)) names.add(name);
  }
  return [
    ...[...names].sort().map((name) => ['tool', name]),
    ...NESTED_PATHS.map((p) => ['tool', ...p]),
  ];
}

/** Head's pyproject.toml with the test-related `[tool.*]` tables taken from base. */
export function mergePyproject(baseText: string, headText: string): string {
  return mergeTomlTables(baseText, headText, testPaths);
}
