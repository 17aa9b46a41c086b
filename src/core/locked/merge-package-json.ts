// Builds the locked package.json: head's dependencies and metadata, base's scripts and
// test/lint runner configuration, so a PR cannot change what runs but its dependencies apply.

import { type Json, type JsonObject, parseJsonObject } from '../text/json-value.js';
import { lockedImports } from './locked-imports.js';

// Keys that decide what runs or passes (docs/configuration.md): the scripts (with pre/post hooks),
// runner and coverage configuration, lint configuration, and `config`, which npm exposes to the
// scripts as npm_package_config_* variables.
export const TEST_RELATED_KEYS: readonly string[] = [
  'scripts',
  'config',
  'jest',
  'mocha',
  'ava',
  'tap',
  'jasmine',
  'vitest',
  'c8',
  'nyc',
  'eslintConfig',
  'eslintIgnore',
  'xo',
  'standard',
  'stylelint',
  'prettier',
];

// Key order carries no meaning in scripts or runner config: reordering them is not a change.
function canonical(value: Json | undefined): Json | undefined {
  if (Array.isArray(value)) return value.map((item) => canonical(item) as Json);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, canonical(value[key])])) as Json;
}

export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

// Head's key order is kept; a key only base has goes right after the base key that precedes
// it, so the result reads like the file the maintainers wrote. Built from entries, not by
// assignment, so a `__proto__` key stays an ordinary key.
function mergedEntries(base: JsonObject, head: JsonObject): Array<[string, Json]> {
  const entries: Array<[string, Json]> = [];
  for (const [key, value] of Object.entries(head)) {
    if (!TEST_RELATED_KEYS.includes(key)) entries.push([key, value]);
    else if (Object.hasOwn(base, key)) entries.push([key, base[key] as Json]);
  }
  const baseKeys = Object.keys(base);
  baseKeys.forEach((key, index) => {
    if (!TEST_RELATED_KEYS.includes(key) || Object.hasOwn(head, key)) return;
    const before = baseKeys.slice(0, index).reverse();
    const anchor = before.find((k) => entries.some(([e]) => e === k));
    const at = anchor === undefined ? 0 : entries.findIndex(([e]) => e === anchor) + 1;
    entries.splice(at, 0, [key, base[key] as Json]);
  });
  return entries;
}

/** The indentation head uses: a tab, a run of spaces, or none (minified). */
function detectIndent(text: string): string {
  const match = /\n([ \t]+)\S/.exec(text);
  if (!match?.[1]) return '';
  return match[1].startsWith('\t') ? '\t' : match[1];
}

function render(value: JsonObject, styleOf: string): string {
  const eol = styleOf.includes('\r\n') ? '\r\n' : '\n';
  let text = JSON.stringify(value, null, detectIndent(styleOf));
  if (eol !== '\n') text = text.replaceAll('\n', eol);
  return /\r?\n$/.test(styleOf) ? text + eol : text;
}

const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

// `"workspaces": [...]` (npm, yarn, bun) or `{ "packages": [...], ... }` (yarn 1 nohoist, bun
// catalogs): the member globs `npm test --workspaces` and `yarn workspaces run test` walk.
function memberGlobs(value: Json | undefined): string[] {
  if (Array.isArray(value)) return strings(value);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? strings(value.packages)
    : [];
}

/**
 * Head's `workspaces` plus the members base had and head dropped, or undefined when none was
 * dropped: a PR may add packages, but dropping one takes its tests out of a recursive run
 * without touching a test file (the same rule as Cargo's `[workspace] members`).
 */
export function lockedWorkspaces(base: JsonObject, head: JsonObject): Json | undefined {
  const kept = memberGlobs(head.workspaces);
  const dropped = memberGlobs(base.workspaces).filter((glob) => !kept.includes(glob));
  if (dropped.length === 0) return undefined;
  const members = [...kept, ...dropped];
  const value = head.workspaces;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return { ...value, packages: members };
  }
  return members;
}

/**
 * Head's package.json with the test-related keys taken from base (a key base lacks is
 * removed) and base's workspace members kept. When either side is not a JSON object the base
 * text is returned whole: the PR must not get its scripts through by breaking the file.
 */
export function mergePackageJson(baseText: string, headText: string): string {
  const base = parseJsonObject(baseText);
  const head = parseJsonObject(headText);
  if (base === null || head === null) return baseText;
  const workspaces = lockedWorkspaces(base, head);
  const imports = lockedImports(base.imports, head.imports);
  const unchanged = TEST_RELATED_KEYS.every((key) => sameJson(base[key], head[key]));
  if (unchanged && workspaces === undefined && imports === undefined) return headText;
  const entries = mergedEntries(base, head);
  for (const [key, value] of [
    ['workspaces', workspaces],
    ['imports', imports],
  ] as const) {
    if (value === undefined) continue;
    const at = entries.findIndex(([k]) => k === key);
    if (at === -1) entries.push([key, value]);
    else entries[at] = [key, value];
  }
  return render(Object.fromEntries(entries), headText);
}

/**
 * What a script of a package.json the PR adds runs in the locked tree. The name stays, so a base
 * command that runs it in every workspace member (`npm test --workspaces`) finds it and goes on;
 * `echo` and `exit` mean the same in sh and cmd, npm's script shells.
 */
export const LEFT_OUT_SCRIPT = 'echo testlock: a script of a package.json the PR adds does not run';

/**
 * A package.json the PR adds, as the locked tree runs it: head's dependencies and metadata, no
 * runner configuration, and every script doing nothing. Its scripts are the PR's harness, and a
 * base command such as `npm test --workspaces` would run them beside the base tests.
 */
export function lockAddedPackageJson(headText: string): string {
  const head = parseJsonObject(headText);
  if (head === null) return '{}\n';
  const entries = mergedEntries({}, head);
  const scripts = head.scripts;
  if (scripts !== null && typeof scripts === 'object' && !Array.isArray(scripts)) {
    const names = Object.keys(scripts);
    if (names.length > 0)
      entries.push(['scripts', Object.fromEntries(names.map((n) => [n, LEFT_OUT_SCRIPT]))]);
  }
  return render(Object.fromEntries(entries), headText);
}
