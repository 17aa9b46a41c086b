// The Cargo.toml tables whose code only the tests (and build scripts) run, and the tables that
// swap any crate's code: a `pretty_assertions = { path = "fake" }` whose `assert_eq!` never
// panics, or a `[patch.crates-io]` entry, changes what the base tests check without a test edit.
// A member's `insta = { workspace = true }` reaches the root's `[workspace.dependencies]` entry
// by reference: that entry is the member's test toolchain too (issue 42.5).
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

/** What the members of a Cargo workspace take from it for their tests, read from base. */
export interface CargoMemberTests {
  /** `[workspace.dependencies]` keys a member's dev or build dependency inherits. */
  inherited: ReadonlySet<string>;
  /** The crates the members' dev and build dependencies name (what `[patch]` may swap). */
  crates: ReadonlySet<string>;
}

export const NO_MEMBER_TESTS: CargoMemberTests = { inherited: new Set(), crates: new Set() };

function testTables(doc: Record<string, TomlValue>): Array<Record<string, TomlValue>> {
  const tables = TEST_TABLES.map((t) => doc[t]);
  if (isTable(doc.target)) {
    for (const table of Object.values(doc.target)) {
      if (isTable(table)) tables.push(...TEST_TABLES.map((t) => table[t]));
    }
  }
  return tables.filter(isTable);
}

/** The test dependencies the manifests of a workspace's members take from it. */
export function cargoMemberTests(texts: readonly string[]): CargoMemberTests {
  const inherited = new Set<string>();
  const crates = new Set<string>();
  for (const text of texts) {
    const doc = parseTomlOrNull(text);
    if (doc === null) continue;
    for (const table of testTables(doc)) {
      for (const [name, spec] of Object.entries(table)) {
        if (isTable(spec) && spec.workspace === true) inherited.add(name);
        crates.add(isTable(spec) && typeof spec.package === 'string' ? spec.package : name);
      }
    }
  }
  return { inherited, crates };
}

/**
 * Dev and build dependencies (also per target), `[patch.*]` and `[replace]` entries, and the
 * `[workspace.dependencies]` entries the members' test tables inherit.
 */
export function cargoTomlRecords(
  text: string,
  members: CargoMemberTests = NO_MEMBER_TESTS,
): DependencyRecord[] {
  const doc = parseTomlOrNull(text);
  if (doc === null) return [];
  const found = TEST_TABLES.flatMap((t) => tableRecords(t, doc[t]));
  const workspace = isTable(doc.workspace) ? doc.workspace.dependencies : undefined;
  if (isTable(workspace)) {
    const inherited = Object.fromEntries(
      Object.entries(workspace).filter(([name]) => members.inherited.has(name)),
    );
    found.push(...tableRecords('workspace.dependencies', inherited));
  }
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
