// The Cargo.toml tables whose code only the tests (and build scripts) run, and the tables that
// swap any crate's code: a `pretty_assertions = { path = "fake" }` whose `assert_eq!` never
// panics, or a `[patch.crates-io]` entry, changes what the base tests check without a test edit.
import type { TomlValue } from 'smol-toml';
import { isTable } from '../../locked/toml-merge.js';
import { parseTomlOrNull } from '../../parsers/installed.js';
import { type DependencyRecord, type DependencySource, record } from './record.js';

function sourceOf(spec: TomlValue): DependencySource {
  if (!isTable(spec)) return 'registry';
  if (typeof spec.path === 'string') return 'local';
  if (typeof spec.git === 'string') return 'git';
  if (spec.workspace === true) return 'workspace';
  if (typeof spec.registry === 'string' || typeof spec['registry-index'] === 'string') {
    return 'unknown-registry';
  }
  if (typeof spec.package === 'string') return 'alias';
  return 'registry';
}

function specText(spec: TomlValue): string {
  if (typeof spec === 'string') return spec;
  return JSON.stringify(spec);
}

function tableRecords(prefix: string, table: TomlValue | undefined): DependencyRecord[] {
  if (!isTable(table)) return [];
  return Object.entries(table).map(([name, spec]) => {
    const crate = isTable(spec) && typeof spec.package === 'string' ? spec.package : name;
    return record(`${prefix}.${name}`, crate, specText(spec), sourceOf(spec));
  });
}

const TEST_TABLES = ['dev-dependencies', 'dev_dependencies', 'build-dependencies'];

/** Dev and build dependencies (also per target), `[patch.*]` and `[replace]` entries. */
export function cargoTomlRecords(text: string): DependencyRecord[] {
  const doc = parseTomlOrNull(text);
  if (doc === null) return [];
  const found = TEST_TABLES.flatMap((t) => tableRecords(t, doc[t]));
  if (isTable(doc.target)) {
    for (const [cfg, table] of Object.entries(doc.target)) {
      if (!isTable(table)) continue;
      found.push(...TEST_TABLES.flatMap((t) => tableRecords(`target.${cfg}.${t}`, table[t])));
    }
  }
  if (isTable(doc.patch)) {
    for (const [registry, table] of Object.entries(doc.patch)) {
      found.push(...tableRecords(`patch.${registry}`, table));
    }
  }
  found.push(...tableRecords('replace', doc.replace));
  // A patch entry always replaces published code; one naming only a version is still a swap.
  return found.map((entry) =>
    entry.key.startsWith('patch.') || entry.key.startsWith('replace.')
      ? { ...entry, source: entry.source === 'registry' ? 'patch' : entry.source }
      : entry,
  );
}
