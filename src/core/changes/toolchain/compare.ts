// Compares the toolchain dependencies of a file's base and head versions and says how much
// each change matters: a published release moved (warning) or code the PR controls (critical).
import type { Severity } from '../../model/anomaly.js';
import { type DependencyRecord, sourceWords, urlHost } from './record.js';

export interface ToolchainChange {
  name: string;
  severity: Severity;
  detail: string;
}

/** Public registries a lockfile may resolve to without a word from the project. */
const PUBLIC_REGISTRY_HOSTS: readonly string[] = [
  'registry.npmjs.org',
  'registry.yarnpkg.com',
  'registry.npmmirror.com',
  'pypi.org',
  'files.pythonhosted.org',
  'jsr.io',
  'deno.land',
];

/** The registry hosts a base lockfile already resolves to, plus the public ones. */
export function knownHosts(base: Iterable<DependencyRecord>): Set<string> {
  const hosts = new Set(PUBLIC_REGISTRY_HOSTS);
  for (const entry of base) {
    const host = entry.source === 'registry' ? urlHost(entry.spec) : null;
    if (host !== null) hosts.add(host);
  }
  return hosts;
}

function shown(entry: DependencyRecord | undefined): string {
  if (entry === undefined) return 'absent';
  return entry.version !== null && !entry.spec.includes(entry.version)
    ? `${entry.version} ${entry.spec}`
    : entry.spec;
}

/** Why head's record is code the PR controls, or null when it is a published release. */
function criticalReason(
  base: DependencyRecord | undefined,
  head: DependencyRecord,
  hosts: ReadonlySet<string>,
  publishedOnly: (name: string) => boolean,
): string | null {
  if (head.source === 'workspace' && !publishedOnly(head.name)) return null;
  if (head.source !== 'registry') return `now from ${sourceWords(head.source)}`;
  const host = urlHost(head.spec);
  if (host !== null && !hosts.has(host)) return `resolved from ${host}, outside the registry`;
  if (base === undefined) return head.addedRisk ?? null;
  const sameVersion = base.version !== null && base.version === head.version;
  if (sameVersion && base.integrity !== null && base.integrity !== head.integrity) {
    return 'integrity changed without a version change';
  }
  return null;
}

function changeOf(
  base: DependencyRecord | undefined,
  head: DependencyRecord,
  hosts: ReadonlySet<string>,
  publishedOnly: (name: string) => boolean,
): ToolchainChange | null {
  if (base !== undefined && base.spec === head.spec && base.integrity === head.integrity) {
    if (base.version === head.version && base.source === head.source) return null;
  }
  const reason = criticalReason(base, head, hosts, publishedOnly);
  const move = `${head.key}: ${shown(base)} -> ${shown(head)}`;
  if (reason !== null)
    return { name: head.name, severity: 'critical', detail: `${move} (${reason})` };
  const what = base === undefined ? 'added from the registry' : 'registry version change';
  return { name: head.name, severity: 'warning', detail: `${move} (${what})` };
}

const RANK: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };

/**
 * One change per package name, the most severe first in its detail: a bump that shows in a
 * manifest and its lockfile section reads as one finding, not three.
 */
export function compareRecords(
  base: readonly DependencyRecord[],
  head: readonly DependencyRecord[],
  isToolchain: (name: string) => boolean,
  publishedOnly: (name: string) => boolean,
): ToolchainChange[] {
  const hosts = knownHosts(base);
  const baseByKey = new Map(base.map((entry) => [entry.key, entry]));
  const changes = head
    .filter((entry) => isToolchain(entry.name))
    .flatMap((entry) => changeOf(baseByKey.get(entry.key), entry, hosts, publishedOnly) ?? []);
  const byName = new Map<string, ToolchainChange[]>();
  for (const change of changes)
    byName.set(change.name, [...(byName.get(change.name) ?? []), change]);
  return [...byName.values()].map((group) => {
    const sorted = [...group].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
    const first = sorted[0] as ToolchainChange;
    return { ...first, detail: sorted.map((change) => change.detail).join('; ') };
  });
}
