// Whether a project shows it uses a lint or type tool (docs/verdict.md): its config file
// or section, or a dependency naming it. A tool it does not use has no say in what passing means.

import { isRecord } from '../../text/is-record.js';
import { inDir, selfAndAncestors } from '../paths.js';
import type { ProjectFiles } from '../readers/project-files.js';

/** The convention table's lint and type tools. */
export type ConventionTool =
  | 'ruff'
  | 'pyright'
  | 'mypy'
  | 'eslint'
  | 'biome'
  | 'tsc'
  | 'golangci-lint'
  | 'clippy';

const CONFIG_FILES: Record<ConventionTool, readonly string[]> = {
  ruff: ['ruff.toml', '.ruff.toml'],
  pyright: ['pyrightconfig.json'],
  mypy: ['mypy.ini', '.mypy.ini'],
  eslint: [
    'eslint.config.js',
    'eslint.config.mjs',
    'eslint.config.cjs',
    'eslint.config.ts',
    'eslint.config.mts',
    'eslint.config.cts',
    '.eslintrc',
    '.eslintrc.js',
    '.eslintrc.cjs',
    '.eslintrc.json',
    '.eslintrc.yml',
    '.eslintrc.yaml',
  ],
  biome: ['biome.json', 'biome.jsonc'],
  tsc: ['tsconfig.json'],
  'golangci-lint': ['.golangci.yml', '.golangci.yaml', '.golangci.toml', '.golangci.json'],
  clippy: ['clippy.toml', '.clippy.toml'],
};

/** The package a dependency list names for the tool (Python and npm names). */
const PACKAGES: Partial<Record<ConventionTool, readonly string[]>> = {
  ruff: ['ruff'],
  pyright: ['pyright', 'basedpyright'],
  mypy: ['mypy'],
  eslint: ['eslint'],
  biome: ['@biomejs/biome'],
};

/** Requirement files whose lines name dev tools. */
export const REQUIREMENT_FILES: readonly string[] = [
  'requirements-dev.txt',
  'requirements_dev.txt',
  'dev-requirements.txt',
  'requirements-lint.txt',
];

/** `ruff>=0.4; python_version>'3'` → `ruff`, as PEP 503 normalises it. */
function requirementName(spec: string): string {
  const name = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(spec)?.[1] ?? '';
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** Every requirement string in a list, or in a table of lists (optional-dependencies, groups). */
function requirementStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(requirementStrings);
  if (isRecord(value)) return Object.values(value).flatMap(requirementStrings);
  return [];
}

/** Dependency names a pyproject.toml declares, in any of the common tools' tables. */
function pyprojectDependencies(toml: Record<string, unknown>): string[] {
  const project = isRecord(toml.project) ? toml.project : {};
  const tool = isRecord(toml.tool) ? toml.tool : {};
  const poetry = isRecord(tool.poetry) ? tool.poetry : {};
  const groups = isRecord(poetry.group) ? Object.values(poetry.group) : [];
  const specs = [
    project.dependencies,
    project['optional-dependencies'],
    toml['dependency-groups'],
    isRecord(tool.uv) ? tool.uv['dev-dependencies'] : undefined,
    isRecord(tool.pdm) ? tool.pdm['dev-dependencies'] : undefined,
    isRecord(tool.hatch) && isRecord(tool.hatch.envs) ? tool.hatch.envs : undefined,
  ].flatMap(requirementStrings);
  const keyed = [
    poetry['dev-dependencies'],
    ...groups.map((g) => (isRecord(g) ? g.dependencies : {})),
  ].flatMap((table) => (isRecord(table) ? Object.keys(table) : []));
  return [...specs, ...keyed].map(requirementName);
}

function pyprojectSections(toml: Record<string, unknown>): string[] {
  const tool = isRecord(toml.tool) ? toml.tool : {};
  return Object.keys(tool);
}

/** Whether `dir` (or a parent: a workspace root) shows that the project uses `tool`. */
export function usesTool(files: ProjectFiles, dir: string, tool: ConventionTool): boolean {
  const packages = PACKAGES[tool] ?? [];
  return selfAndAncestors(dir).some((d) => {
    if (files.find(d, CONFIG_FILES[tool]) !== undefined) return true;
    const pyproject = files.has(inDir(d, 'pyproject.toml'))
      ? files.toml(inDir(d, 'pyproject.toml'))
      : undefined;
    if (pyproject !== undefined) {
      if (
        (tool === 'ruff' || tool === 'pyright' || tool === 'mypy') &&
        pyprojectSections(pyproject).includes(tool)
      )
        return true;
      if (pyprojectDependencies(pyproject).some((name) => packages.includes(name))) return true;
    }
    if (
      tool === 'mypy' &&
      files.has(inDir(d, 'setup.cfg')) &&
      files.ini(inDir(d, 'setup.cfg'))?.has('mypy')
    )
      return true;
    if (
      tool === 'clippy' &&
      /^\s*\[(workspace\.)?lints\.clippy\]/m.test(files.text(inDir(d, 'Cargo.toml')) ?? '')
    )
      return true;
    const pkg = files.packageJson(d);
    if (tool === 'eslint' && pkg?.hasEslintConfig === true) return true;
    if (pkg?.dependencies.some((name) => packages.includes(name)) === true) return true;
    return REQUIREMENT_FILES.some((name) =>
      (files.text(inDir(d, name)) ?? '')
        .split('\n')
        .some((line) => packages.includes(requirementName(line))),
    );
  });
}
