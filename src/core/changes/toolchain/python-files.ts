// The Python dependency specs of pyproject.toml (PEP 621, dependency groups, Poetry, uv
// sources), requirements files, and the uv.lock and poetry.lock lockfiles.
import type { TomlTable, TomlValue } from 'smol-toml';
import { isTable } from '../../locked/toml-merge.js';
import { parseTomlOrNull } from '../../parsers/installed.js';
import { normalizePythonName } from './packages.js';
import { packageIndexRecord, sourceTableRecords, uvIndexRecords } from './python-index.js';
import { pythonRecord, referenceName, referenceSource, requirementRecord } from './python-spec.js';
import { type DependencyRecord, type DependencySource, record } from './record.js';

function table(value: TomlValue | undefined): TomlTable {
  return isTable(value) ? value : {};
}

function strings(value: TomlValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function requirementList(prefix: string, value: TomlValue | undefined): DependencyRecord[] {
  return strings(value).flatMap((req) => requirementRecord(prefix, req) ?? []);
}

// Poetry and uv tables: `{ path = … }`, `{ git = … }`, `{ url = … }`, `{ workspace = true }`.
function tableSource(spec: TomlTable): DependencySource {
  if (typeof spec.path === 'string' || typeof spec.directory === 'string') return 'local';
  if (typeof spec.editable === 'string') return 'local';
  if (typeof spec.git === 'string') return 'git';
  if (typeof spec.url === 'string') return 'url';
  if (spec.workspace === true) return 'workspace';
  return 'registry';
}

function poetryDeps(prefix: string, deps: TomlTable): DependencyRecord[] {
  return Object.entries(deps).flatMap(([name, spec]) => {
    if (name === 'python') return [];
    const key = `${prefix}.${normalizePythonName(name)}`;
    if (typeof spec === 'string') return [pythonRecord(key, name, spec, 'registry')];
    if (isTable(spec)) return [pythonRecord(key, name, JSON.stringify(spec), tableSource(spec))];
    return [];
  });
}

function pyprojectRecords(text: string): DependencyRecord[] {
  const doc = parseTomlOrNull(text);
  if (doc === null) return [];
  const project = table(doc.project);
  const tool = table(doc.tool);
  const poetry = table(tool.poetry);
  const groups = (value: TomlValue | undefined, prefix: string): DependencyRecord[] =>
    Object.entries(table(value)).flatMap(([group, list]) =>
      requirementList(`${prefix}.${group}`, list),
    );
  const poetryGroups = Object.entries(table(poetry.group)).flatMap(([group, spec]) =>
    poetryDeps(`tool.poetry.group.${group}.dependencies`, table(table(spec).dependencies)),
  );
  const uvSources = Object.entries(table(table(tool.uv).sources)).flatMap(([name, spec]) => {
    const key = `tool.uv.sources.${normalizePythonName(name)}`;
    return isTable(spec) ? [pythonRecord(key, name, JSON.stringify(spec), tableSource(spec))] : [];
  });
  return [
    ...requirementList('project.dependencies', project.dependencies),
    ...groups(project['optional-dependencies'], 'project.optional-dependencies'),
    ...groups(doc['dependency-groups'], 'dependency-groups'),
    ...requirementList('tool.uv.dev-dependencies', table(tool.uv)['dev-dependencies']),
    ...groups(table(tool.pdm)['dev-dependencies'], 'tool.pdm.dev-dependencies'),
    ...poetryDeps('tool.poetry.dependencies', table(poetry.dependencies)),
    ...poetryDeps('tool.poetry.dev-dependencies', table(poetry['dev-dependencies'])),
    ...poetryGroups,
    ...uvSources,
    ...uvIndexRecords(table(tool.uv), 'tool.uv.'),
    ...sourceTableRecords(tool),
  ];
}

// Options that change where every package comes from.
const INDEX_OPTION = /^(-i|--index-url|--extra-index-url|-f|--find-links|--trusted-host)(\s|=|$)/;

/** Logical lines of a requirements file: continuations joined, comments dropped. */
function requirementLines(text: string): string[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line !== '');
}

function requirementsRecords(text: string): DependencyRecord[] {
  return requirementLines(text).flatMap((line): DependencyRecord[] => {
    const index = INDEX_OPTION.exec(line);
    if (index) {
      const option = index[1] as string;
      return [packageIndexRecord(option, line.slice(option.length).replace(/^\s*=?\s*/, ''))];
    }
    if (/^(-r|-c|--requirement|--constraint)(\s|=)/.test(line)) return [];
    const editable = /^(-e|--editable)[\s=]+(.+)$/.exec(line);
    const reference = editable ? (editable[2] as string) : line;
    if (editable || /^(\.{0,2}\/|~\/|[a-z+]+:\/\/|git\+|file:)/i.test(reference)) {
      const name = referenceName(reference);
      if (name === null) return [];
      return [
        pythonRecord(
          `requirement.${normalizePythonName(name)}`,
          name,
          line,
          referenceSource(reference),
        ),
      ];
    }
    const entry = requirementRecord('requirement', line.replace(/\s--hash=\S+/g, ''));
    if (entry === null) return [];
    const hashes = [...line.matchAll(/--hash=(\S+)/g)].map((m) => m[1]).join(',');
    return [
      {
        ...entry,
        integrity: hashes === '' ? null : hashes,
        version: /==\s*([^\s;,]+)/.exec(line)?.[1] ?? null,
      },
    ];
  });
}

// uv.lock and poetry.lock: `[[package]]` with a name, a version, a source and file hashes.
function lockSource(source: TomlTable): DependencySource {
  if (typeof source.registry === 'string') return 'registry';
  const type = typeof source.type === 'string' ? source.type : '';
  if (type === 'legacy' || type === 'pypi') return 'registry';
  if (type === 'git' || typeof source.git === 'string') return 'git';
  if (type === 'url' || typeof source.url === 'string') return 'url';
  if (type === 'directory' || type === 'file' || typeof source.path === 'string') return 'local';
  if (typeof source.directory === 'string' || typeof source.editable === 'string') return 'local';
  if (typeof source.virtual === 'string') return 'local';
  return Object.keys(source).length === 0 ? 'registry' : 'unknown-registry';
}

function hashesOf(entry: TomlTable): string | null {
  const files = [
    ...(Array.isArray(entry.files) ? entry.files : []),
    ...(Array.isArray(entry.wheels) ? entry.wheels : []),
    entry.sdist,
  ];
  const hashes = files.flatMap((file) =>
    isTable(file) && typeof file.hash === 'string' ? [file.hash] : [],
  );
  return hashes.length === 0 ? null : hashes.sort().join(',');
}

function pythonLockRecords(text: string): DependencyRecord[] {
  const doc = parseTomlOrNull(text);
  if (doc === null || !Array.isArray(doc.package)) return [];
  return doc.package.flatMap((entry) => {
    if (!isTable(entry) || typeof entry.name !== 'string') return [];
    const name = normalizePythonName(entry.name);
    const version = typeof entry.version === 'string' ? entry.version : '';
    const source = table(entry.source);
    const where = lockSource(source);
    // A registry's URL leads the spec, so that the comparison sees a host the base never used.
    const registry =
      typeof source.registry === 'string'
        ? source.registry
        : typeof source.url === 'string' && where === 'registry'
          ? source.url
          : null;
    const described = Object.keys(source).length === 0 ? 'pypi' : JSON.stringify(source);
    const spec = registry === null ? `${version} ${described}` : `${registry} ${version}`;
    return [record(`package.${name}`, name, spec, where, { version, integrity: hashesOf(entry) })];
  });
}

export type PythonFile = 'pyproject.toml' | 'requirements' | 'uv.lock' | 'poetry.lock';

export const PYTHON_FILES: Record<PythonFile, (text: string) => DependencyRecord[]> = {
  'pyproject.toml': pyprojectRecords,
  requirements: requirementsRecords,
  'uv.lock': pythonLockRecords,
  'poetry.lock': pythonLockRecords,
};
