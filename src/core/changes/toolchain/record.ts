// One toolchain dependency as a manifest or lockfile records it, and where its code comes from.

/**
 * Where a package's code comes from. Only `registry` names a published release that the PR
 * cannot write; every other source is code the PR (or whoever it points at) controls.
 */
export type DependencySource =
  | 'registry'
  | 'local'
  | 'git'
  | 'url'
  | 'workspace'
  | 'alias'
  | 'patch'
  | 'unknown-registry';

export interface DependencyRecord {
  /** Where in the file it was read, unique within the file: `devDependencies.vitest`. */
  key: string;
  /** The package (or module) name, as the ecosystem spells it. */
  name: string;
  /** What the file says, as a detail shows it. */
  spec: string;
  source: DependencySource;
  /** The exact version a lockfile pins; null in a manifest. */
  version: string | null;
  /** A lockfile's integrity or hash; null where none is recorded. */
  integrity: string | null;
  /**
   * An addition that is critical on its own, with why: a pytest plugin loads itself into
   * every run. Null when an addition through the registry is only a warning.
   */
  addedRisk?: string | null;
}

export function record(
  key: string,
  name: string,
  spec: string,
  source: DependencySource,
  pinned: { version?: string | null; integrity?: string | null; addedRisk?: string | null } = {},
): DependencyRecord {
  return {
    key,
    name,
    spec,
    source,
    version: pinned.version ?? null,
    integrity: pinned.integrity ?? null,
    addedRisk: pinned.addedRisk ?? null,
  };
}

/** Records by key; a later duplicate key replaces an earlier one. */
export function byKey(records: readonly DependencyRecord[]): Map<string, DependencyRecord> {
  return new Map(records.map((entry) => [entry.key, entry]));
}

/** Host of an http(s) URL, lower case, or null. */
export function urlHost(url: string): string | null {
  const match = /^https?:\/\/([^/:?#]+)/i.exec(url);
  return match ? (match[1] as string).toLowerCase() : null;
}

const SOURCE_WORDS: Record<DependencySource, string> = {
  registry: 'registry',
  local: 'a local path',
  git: 'a git repository',
  url: 'a tarball URL',
  workspace: 'a workspace package',
  alias: 'another package (alias)',
  patch: 'a patched copy',
  'unknown-registry': 'a host outside the registry',
};

export function sourceWords(source: DependencySource): string {
  return SOURCE_WORDS[source];
}
