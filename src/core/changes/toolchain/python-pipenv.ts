// The Python dependency specs of Pipenv (Pipfile, Pipfile.lock) and conda (environment.yml),
// the other places a project pins where pytest comes from.
import type { TomlTable } from 'smol-toml';
import { isTable } from '../../locked/toml-merge.js';
import { parseToml, parseYaml } from '../../parsers/installed.js';
import { isObject, parseJsonObject } from '../../text/json-value.js';
import { normalizePythonName } from './packages.js';
import { pythonRecord, requirementRecord } from './python-spec.js';
import { type DependencyRecord, type DependencySource, record } from './record.js';

type Json = Parameters<typeof isObject>[0];

// Pipfile tables and Pipfile.lock entries share the keys that name a source.
function entrySource(entry: Record<string, unknown>): DependencySource {
  if (typeof entry.path === 'string' || typeof entry.file === 'string') return 'local';
  if (typeof entry.git === 'string') return 'git';
  if (typeof entry.url === 'string') return 'url';
  return 'registry';
}

export function pipfileRecords(text: string): DependencyRecord[] {
  let doc: TomlTable;
  try {
    doc = parseToml(text);
  } catch {
    return [];
  }
  return ['packages', 'dev-packages'].flatMap((section) => {
    const deps = doc[section];
    if (!isTable(deps)) return [];
    return Object.entries(deps).flatMap(([name, spec]) => {
      const key = `${section}.${normalizePythonName(name)}`;
      if (typeof spec === 'string') return [pythonRecord(key, name, spec, 'registry')];
      if (isTable(spec)) return [pythonRecord(key, name, JSON.stringify(spec), entrySource(spec))];
      return [];
    });
  });
}

export function pipfileLockRecords(text: string): DependencyRecord[] {
  const lock = parseJsonObject(text);
  if (lock === null) return [];
  return ['default', 'develop'].flatMap((section) => {
    const deps = lock[section];
    if (!isObject(deps)) return [];
    return Object.entries(deps).flatMap(([name, entry]) => {
      if (!isObject(entry)) return [];
      const version = typeof entry.version === 'string' ? entry.version : null;
      const hashes = Array.isArray(entry.hashes)
        ? entry.hashes
            .filter((h) => typeof h === 'string')
            .sort()
            .join(',')
        : null;
      const normalized = normalizePythonName(name);
      const spec = version ?? JSON.stringify(entry);
      return [
        record(`${section}.${normalized}`, normalized, spec, entrySource(entry), {
          version,
          integrity: hashes || null,
        }),
      ];
    });
  });
}

// environment.yml: conda specs (`pytest=8.3`) and a `pip:` list of requirement strings.
export function condaRecords(text: string): DependencyRecord[] {
  let doc: Json;
  try {
    doc = parseYaml(text) as Json;
  } catch {
    return [];
  }
  if (!isObject(doc) || !Array.isArray(doc.dependencies)) return [];
  return doc.dependencies.flatMap((entry): DependencyRecord[] => {
    if (typeof entry === 'string') {
      const name = entry.split(/[\s=<>!~]/)[0]?.replace(/^.*::/, '') ?? '';
      return name === ''
        ? []
        : [pythonRecord(`conda.${normalizePythonName(name)}`, name, entry, 'registry')];
    }
    if (isObject(entry) && Array.isArray(entry.pip)) {
      return entry.pip.flatMap((req) =>
        typeof req === 'string' ? (requirementRecord('pip', req) ?? []) : [],
      );
    }
    return [];
  });
}
