// Severity of a change to a workspace file (pnpm-workspace.yaml, lerna.json): a member dropped
// takes its tests out of `pnpm -r test` / `lerna run test` without a test file changing.
import { parseYaml } from '../parsers/installed.js';
import type { HarnessSeverity, HarnessText } from './harness-text.js';

type Doc = Readonly<Record<string, unknown>>;

// pnpm-workspace.yaml keys that only shape installs: the dependency specs among them (catalogs,
// overrides, patches) are judged as the toolchain's by toolchain-deps.ts.
const PNPM_INSTALL_KEYS = new Set([
  'catalog',
  'catalogs',
  'overrides',
  'patchedDependencies',
  'onlyBuiltDependencies',
  'neverBuiltDependencies',
  'ignoredBuiltDependencies',
  'allowedDeprecatedVersions',
  'peerDependencyRules',
  'minimumReleaseAge',
  'minimumReleaseAgeExclude',
  'linkWorkspacePackages',
  'preferWorkspacePackages',
  'saveWorkspaceProtocol',
  'autoInstallPeers',
  'strictPeerDependencies',
  'dedupePeerDependents',
  'registry',
  'nodeLinker',
  'shamefullyHoist',
]);

// lerna.json keys a release changes, or that only shape `lerna publish` / `lerna version`.
const LERNA_RELEASE_KEYS = new Set(['version', '$schema', 'changelogPreset', 'npmClientArgs']);
const LERNA_RELEASE_COMMANDS = new Set(['publish', 'version']);

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Member globs base ran and head does not: dropped entries, and exclusions (`!packages/b`) head
 * adds. Reordering or adding members is not a loss.
 */
export function droppedMembers(base: readonly string[], head: readonly string[]): string[] {
  const dropped = base.filter((glob) => !glob.startsWith('!') && !head.includes(glob));
  const excluded = head.filter((glob) => glob.startsWith('!') && !base.includes(glob));
  return [...dropped, ...excluded];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function changedKeys(base: Doc, head: Doc, skip: (key: string) => boolean): string[] {
  const keys = new Set([...Object.keys(base), ...Object.keys(head)]);
  return [...keys].filter((key) => !skip(key) && !same(base[key], head[key])).sort();
}

function asDoc(value: unknown): Doc | null {
  if (value === null || value === undefined) return {};
  return typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : null;
}

function parsedSides(text: HarnessText, parse: (text: string) => unknown): [Doc, Doc] | null {
  try {
    const base = asDoc(text.base === null || text.base.trim() === '' ? null : parse(text.base));
    const head = asDoc(text.head === null || text.head.trim() === '' ? null : parse(text.head));
    return base === null || head === null ? null : [base, head];
  } catch {
    return null;
  }
}

const UNREADABLE: HarnessSeverity = {
  severity: 'critical',
  note: 'could not be parsed, so every change counts',
};

function judged(dropped: readonly string[], risky: readonly string[], runs: string) {
  const reasons = [
    ...(dropped.length > 0 ? [`members dropped: ${dropped.join(', ')} (${runs})`] : []),
    ...(risky.length > 0 ? [`${risky.join(', ')} can change what runs`] : []),
  ];
  if (reasons.length > 0) return { severity: 'critical' as const, note: reasons.join('; ') };
  return { severity: 'warning' as const, note: 'no member dropped (base version restored)' };
}

export function pnpmWorkspaceSeverity(text: HarnessText): HarnessSeverity {
  const sides = parsedSides(text, (t) => parseYaml(t, { uniqueKeys: false }));
  if (sides === null) return UNREADABLE;
  const [base, head] = sides;
  const dropped = droppedMembers(strings(base.packages), strings(head.packages));
  const risky = changedKeys(base, head, (key) => key === 'packages' || PNPM_INSTALL_KEYS.has(key));
  return judged(dropped, risky, 'their tests leave `pnpm -r test`');
}

// `command.run` (stream, scope, ignore) and `useWorkspaces` decide what `lerna run test` walks.
export function lernaSeverity(text: HarnessText): HarnessSeverity {
  const sides = parsedSides(text, (t) => JSON.parse(t) as unknown);
  if (sides === null) return UNREADABLE;
  const [base, head] = sides;
  const dropped = droppedMembers(strings(base.packages), strings(head.packages));
  const topKeys = changedKeys(
    base,
    head,
    (key) => key === 'packages' || key === 'command' || LERNA_RELEASE_KEYS.has(key),
  );
  const commands = changedKeys(
    asDoc(base.command) ?? { command: base.command },
    asDoc(head.command) ?? { command: head.command },
    (key) => LERNA_RELEASE_COMMANDS.has(key),
  ).map((key) => `command.${key}`);
  return judged(dropped, [...topKeys, ...commands], 'their tests leave `lerna run test`');
}
