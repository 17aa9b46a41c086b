// Content-aware severity of a changed harness file where honest changes are common: a `.npmrc`
// that only moves the registry is a warning, one that sets `node-options` stays critical.

import { parseToml, parseYaml } from '../parsers/installed.js';
import { DOCTEST_RULE_PREFIX, doctestSeverity } from './doctest-text.js';
import type { HarnessSeverity, HarnessText } from './harness-text.js';
import {
  GO_TEST_PACKAGE_RULE_PREFIX,
  goTestPackageSeverity,
} from './test-support/go-test-packages.js';
import { packageEntrySeverity, TEST_PACKAGE_RULE_PREFIX } from './test-support/test-packages.js';
import { lernaSeverity, pnpmWorkspaceSeverity } from './workspace-severity.js';

export type { HarnessSeverity, HarnessText, HarnessTexts } from './harness-text.js';

type Values = ReadonlyMap<string, string>;

/** Keys that only shape installs, the network or authentication: nothing testlock runs reads them. */
const NPM_INSTALL_KEYS = new Set([
  'registry',
  'save',
  'save-exact',
  'save-prefix',
  'save-dev',
  'engine-strict',
  'fund',
  'audit',
  'audit-level',
  'loglevel',
  'progress',
  'update-notifier',
  'strict-ssl',
  'cafile',
  'ca',
  'always-auth',
  'email',
  'package-lock',
  'legacy-peer-deps',
  'auto-install-peers',
  'strict-peer-dependencies',
  'prefer-offline',
  'prefer-online',
  'fetch-retries',
  'fetch-timeout',
  'network-concurrency',
  'proxy',
  'https-proxy',
  'noproxy',
  'yarn-offline-mirror',
  'network-timeout',
  'disable-self-update-check',
]);
const NPM_SCOPED =
  /^@[^:]+:registry$|^\/\/.+:(_authToken|_auth|_password|username|email|always-auth|certfile|keyfile)$/;

const YARN_BERRY_KEYS = new Set([
  'npmRegistryServer',
  'npmPublishRegistry',
  'npmScopes',
  'npmRegistries',
  'npmAuthToken',
  'npmAuthIdent',
  'npmAlwaysAuth',
  'unsafeHttpWhitelist',
  'httpTimeout',
  'httpRetry',
  'httpProxy',
  'httpsProxy',
  'caFilePath',
  'networkConcurrency',
  'enableTelemetry',
  'enableGlobalCache',
  'enableProgressBars',
  'enableMirror',
  'enableImmutableInstalls',
  'enableHardenedMode',
  'compressionLevel',
  'changesetBaseRefs',
  'initScope',
  'defaultSemverRangePrefix',
]);

const BUN_INSTALL_KEYS = new Set([
  'registry',
  'scopes',
  'cache',
  'exact',
  'frozenLockfile',
  'saveTextLockfile',
  'dev',
  'optional',
  'peer',
  'production',
  'dryRun',
  'globalDir',
  'globalBinDir',
]);

const TOOLCHAIN_KEYS = new Set(['channel', 'components', 'targets', 'profile']);

/** Rules that are a warning whatever changed: a version pin the run does not follow. */
const WARNING_RULES: ReadonlyMap<string, string> = new Map([
  ['generic:runtime-version', 'a runtime version pin (base version restored)'],
  ['generic:.editorconfig', 'formatting settings only (base version restored)'],
  // Its effect on the run is the checkout of the locked tree, which then uses base's attributes.
  [
    'generic:.gitattributes',
    "checkout attributes (base version restored: the locked tree is written with base's)",
  ],
]);

const unquote = (text: string): string => text.trim().replace(/^"(.*)"$/, '$1');

/** `key=value` (npm) or `key value` (yarn 1) lines; comments and blank lines skipped. */
function iniValues(text: string | null): Values {
  const values = new Map<string, string>();
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const match = /^("[^"]*"|[^\s=]+)\s*(?:=\s*|\s+)?(.*)$/.exec(line);
    if (match) values.set(unquote(match[1] ?? ''), unquote(match[2] ?? ''));
  }
  return values;
}

/** Top-level keys of a YAML or TOML document, each with its value as canonical JSON. */
function documentValues(text: string | null, parse: (text: string) => unknown): Values | null {
  if (text === null || text.trim() === '') return new Map();
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return new Map(Object.entries(parsed).map(([key, value]) => [key, JSON.stringify(value)]));
}

/** Keys added, removed or given another value, sorted. */
function changedKeys(base: Values, head: Values): string[] {
  const keys = new Set([...base.keys(), ...head.keys()]);
  return [...keys].filter((key) => base.get(key) !== head.get(key)).sort();
}

function verdict(changed: readonly string[], benign: (key: string) => boolean): HarnessSeverity {
  if (changed.length === 0) {
    return { severity: 'warning', note: 'no setting changed (base version restored)' };
  }
  const risky = changed.filter((key) => !benign(key));
  if (risky.length === 0) {
    return {
      severity: 'warning',
      note: `install/registry settings only: ${changed.join(', ')} (base version restored)`,
    };
  }
  return { severity: 'critical', note: `${risky.join(', ')} can change what runs` };
}

const unreadable: HarnessSeverity = {
  severity: 'critical',
  note: 'could not be parsed, so every change counts',
};

function npmrc(text: HarnessText): HarnessSeverity {
  const changed = changedKeys(iniValues(text.base), iniValues(text.head));
  return verdict(changed, (key) => NPM_INSTALL_KEYS.has(key) || NPM_SCOPED.test(key));
}

function yarnBerry(text: HarnessText): HarnessSeverity {
  const base = documentValues(text.base, parseYaml);
  const head = documentValues(text.head, parseYaml);
  if (base === null || head === null) return unreadable;
  return verdict(changedKeys(base, head), (key) => YARN_BERRY_KEYS.has(key));
}

/** The keys of one TOML table (by canonical JSON of each value); empty when absent. */
function tableValues(values: Values, table: string): Values {
  const json = values.get(table);
  const parsed: unknown = json === undefined ? {} : JSON.parse(json);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return new Map();
  return new Map(Object.entries(parsed).map(([key, value]) => [key, JSON.stringify(value)]));
}

/** Changed keys of a TOML document, `table.key` inside the tables named in `nested`. */
function tomlChanges(text: HarnessText, nested: readonly string[]): string[] | null {
  const base = documentValues(text.base, parseToml);
  const head = documentValues(text.head, parseToml);
  if (base === null || head === null) return null;
  return changedKeys(base, head).flatMap((key) =>
    nested.includes(key)
      ? changedKeys(tableValues(base, key), tableValues(head, key)).map((sub) => `${key}.${sub}`)
      : [key],
  );
}

function bunfig(text: HarnessText): HarnessSeverity {
  const changed = tomlChanges(text, ['install']);
  if (changed === null) return unreadable;
  return verdict(
    changed,
    (key) => key === 'telemetry' || BUN_INSTALL_KEYS.has(key.replace(/^install\./, '')),
  );
}

// The legacy file holds a bare channel name; the TOML one a [toolchain] table where a `path`
// (a toolchain from the repository) is what would change the compiler for real.
function rustToolchain(text: HarnessText): HarnessSeverity {
  const bare = (side: string | null): boolean =>
    side === null || /^\s*[\w.-]+\s*$/.test(side) || side.trim() === '';
  if (bare(text.base) && bare(text.head)) {
    return { severity: 'warning', note: 'toolchain channel only (base version restored)' };
  }
  const changed = tomlChanges(text, ['toolchain']);
  if (changed === null) return unreadable;
  return verdict(changed, (key) => TOOLCHAIN_KEYS.has(key.replace(/^toolchain\./, '')));
}

// Poetry's settings that only shape installs and where packages come from; the rest
// (`virtualenvs.*`, `cache-dir`, `data-dir`, `python.*`) decides which environment runs the tests.
const POETRY_INSTALL_TABLES = new Set([
  'installer',
  'repositories',
  'certificates',
  'http-basic',
  'pypi-token',
  'keyring',
  'solver',
  'requests',
  'warnings',
]);

function poetryToml(text: HarnessText): HarnessSeverity {
  const nested = [...POETRY_INSTALL_TABLES, 'virtualenvs', 'python'];
  const changed = tomlChanges(text, nested);
  if (changed === null) return unreadable;
  return verdict(changed, (key) => POETRY_INSTALL_TABLES.has(key.split('.')[0] ?? ''));
}

// Checksum lines can only make a download fail, never run other code.
function goWorkSum(text: HarnessText): HarnessSeverity {
  const lines = (text.head ?? '').split(/\r?\n/).filter((line) => line.trim() !== '');
  const sums = lines.every((line) => /^\S+ \S+ h1:[A-Za-z0-9+/]+=*$/.test(line.trim()));
  return sums
    ? { severity: 'warning', note: 'checksum lines only (base version restored)' }
    : { severity: 'critical', note: 'holds lines that are not module checksums' };
}

const BY_CONTENT: ReadonlyMap<string, (text: HarnessText) => HarnessSeverity> = new Map([
  ['javascript:.npmrc', npmrc],
  ['javascript:.yarnrc', npmrc],
  ['javascript:.yarnrc.yml', yarnBerry],
  ['javascript:bunfig.toml', bunfig],
  ['rust:rust-toolchain', rustToolchain],
  ['python:poetry.toml', poetryToml],
  ['go:go.work.sum', goWorkSum],
  ['javascript:pnpm-workspace.yaml', pnpmWorkspaceSeverity],
  ['javascript:lerna.json', lernaSeverity],
]);

/** Rules whose severity reads the file's texts: the pipeline reads them for these only. */
export const CONTENT_RULES: ReadonlySet<string> = new Set(BY_CONTENT.keys());

// Derived rules whose severity reads the file's text, by the prefix of their names.
const BY_PREFIX: ReadonlyArray<[string, (text: HarnessText) => HarnessSeverity]> = [
  [DOCTEST_RULE_PREFIX, doctestSeverity],
  [TEST_PACKAGE_RULE_PREFIX, packageEntrySeverity],
  [GO_TEST_PACKAGE_RULE_PREFIX, goTestPackageSeverity],
];

const byPrefix = (rule: string) => BY_PREFIX.find(([prefix]) => rule.startsWith(prefix))?.[1];

/** Whether a rule's severity depends on the file's text (a fixed name, or a derived rule's). */
export function isContentRule(rule: string): boolean {
  return CONTENT_RULES.has(rule) || byPrefix(rule) !== undefined;
}

/**
 * The severity of a change to a harness file decided by `rule`, or null when the rule has no
 * softer case (critical, as for every harness change). Without texts a content rule stays
 * critical: what cannot be read is not assumed honest.
 */
export function harnessSeverity(
  rule: string | undefined,
  text: HarnessText | undefined,
): HarnessSeverity | null {
  if (rule === undefined) return null;
  const fixed = WARNING_RULES.get(rule);
  if (fixed !== undefined) return { severity: 'warning', note: fixed };
  const byContent = byPrefix(rule) ?? BY_CONTENT.get(rule);
  if (byContent === undefined) return null;
  if (text === undefined) return { severity: 'critical', note: 'its text could not be read' };
  return byContent(text);
}
