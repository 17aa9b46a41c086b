// The features `cargo test` compiles a package with: the manifest's `default` (followed through
// the [features] table) or every declared one, as the base test commands ask (`--all-features`,
// `--no-default-features`, `--features a,b`, `-F a`). What `cfg(feature = "…")` means in the
// locked run, so a module moved behind a feature no run enables is seen as compiled out.
import { isRecord } from '../../text/is-record.js';

/** The feature options of one `cargo test` command line. */
export interface FeatureFlags {
  all: boolean;
  noDefault: boolean;
  named: string[];
}

const listed = (value: string): string[] =>
  value
    .split(/[\s,]+/)
    .filter((name) => name !== '')
    // `member/feature` enables a workspace member's feature: its name is after the slash.
    .map((name) => name.slice(name.lastIndexOf('/') + 1));

/** The feature options of a command's words, or null when the words run no cargo command. */
export function cargoFeatureFlags(words: readonly string[]): FeatureFlags | null {
  const cargo = words.findIndex((word) => word === 'cargo' || word.endsWith('/cargo'));
  if (cargo === -1) return null;
  const flags: FeatureFlags = { all: false, noDefault: false, named: [] };
  const rest = words.slice(cargo + 1);
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] as string;
    if (word === '--') break;
    if (word === '--all-features') flags.all = true;
    else if (word === '--no-default-features') flags.noDefault = true;
    else if (word === '--features' || word === '-F') flags.named.push(...listed(rest[++i] ?? ''));
    else if (word.startsWith('--features=')) flags.named.push(...listed(word.slice(11)));
    else if (/^-F./.test(word)) flags.named.push(...listed(word.slice(2)));
  }
  return flags;
}

/** A package manifest's [features] table and the dependencies that are optional. */
export interface ManifestFeatures {
  table: ReadonlyMap<string, readonly string[]>;
  optional: ReadonlySet<string>;
}

function optionalDependencies(doc: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const key of ['dependencies', 'dev-dependencies', 'build-dependencies']) {
    const deps = doc[key];
    if (!isRecord(deps)) continue;
    for (const [name, spec] of Object.entries(deps)) {
      if (isRecord(spec) && spec.optional === true) names.push(name);
    }
  }
  return names;
}

/** The features a parsed Cargo.toml declares. */
export function manifestFeatures(doc: Record<string, unknown>): ManifestFeatures {
  const table = new Map<string, string[]>();
  if (isRecord(doc.features)) {
    for (const [name, value] of Object.entries(doc.features)) {
      table.set(
        name,
        Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
      );
    }
  }
  return { table, optional: new Set(optionalDependencies(doc)) };
}

function declared(manifest: ManifestFeatures): Set<string> {
  const names = new Set(manifest.table.keys());
  // An optional dependency is a feature of its name unless some feature names it `dep:x`.
  const hidden = [...manifest.table.values()]
    .flat()
    .filter((v) => v.startsWith('dep:'))
    .map((v) => v.slice(4));
  for (const dep of manifest.optional) if (!hidden.includes(dep)) names.add(dep);
  return names;
}

function closure(manifest: ManifestFeatures, start: readonly string[]): Set<string> {
  const known = declared(manifest);
  const on = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (on.has(name) || (!known.has(name) && name !== 'default')) continue;
    on.add(name);
    for (const value of manifest.table.get(name) ?? []) {
      // `dep:x` and `x/feat` reach dependencies; `x?/feat` too. A plain name is a feature.
      if (!value.includes('/') && !value.startsWith('dep:')) queue.push(value);
    }
  }
  on.delete('default');
  return on;
}

/**
 * The features some base test command compiles the package with (a module compiled in any run
 * is compiled), or null when no base test command is a cargo command.
 */
export function enabledFeatures(
  manifest: ManifestFeatures,
  runs: readonly FeatureFlags[],
): Set<string> | null {
  if (runs.length === 0) return null;
  const on = new Set<string>();
  for (const run of runs) {
    const start = run.all ? [...declared(manifest)] : [...run.named];
    if (!run.noDefault) start.push('default');
    for (const name of closure(manifest, start)) on.add(name);
  }
  return on;
}
