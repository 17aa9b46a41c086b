// The import map of a deno.json / deno.jsonc (`imports`, `scopes`): a PR can point the assertion
// library the base tests import (`@std/assert`, `node:assert`) at a file of its own.
import { parseJsonc } from '../../text/jsonc.js';
import { nodeSpecSource } from './node-spec.js';
import { isNodeToolchain } from './packages.js';
import { type DependencyRecord, type DependencySource, record } from './record.js';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `jsr:@std/assert@^1/equals` -> `@std/assert`; `npm:chai@4` -> `chai`; a URL stays a URL. */
export function importName(specifier: string): string {
  const bare = specifier.replace(/^(jsr|npm):\/?/, '').replace(/\/$/, '');
  if (/^[a-z]+:/i.test(bare)) return bare;
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
  const at = name.indexOf('@', 1);
  return at === -1 ? name : name.slice(0, at);
}

/** True for what a test imports to assert: std's testing modules, a runtime's, a Node one. */
export function isDenoToolchain(name: string): boolean {
  if (name.startsWith('node:')) return true;
  if (/^@std\/(assert|testing|expect)$/.test(name)) return true;
  if (/^https?:\/\/.*\/std(@[^/]*)?\/(assert|testing|expect)\b/.test(name)) return true;
  return isNodeToolchain(name, false);
}

function valueSource(key: string, value: string): DependencySource {
  const target = value.trim();
  if (/^(\.{0,2}\/|file:)/.test(target)) return 'local';
  if (/^jsr:/.test(target)) return importName(target) === importName(key) ? 'registry' : 'alias';
  if (/^npm:/.test(target)) return nodeSpecSource(importName(key), target);
  if (/^node:/.test(target)) return target === key ? 'registry' : 'alias';
  if (/^https?:\/\//.test(target)) return 'registry';
  return 'unknown-registry';
}

function mapRecords(map: unknown, prefix: string): DependencyRecord[] {
  if (!isObject(map)) return [];
  return Object.entries(map).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [record(`${prefix}.${key}`, importName(key), value, valueSource(key, value))]
      : [],
  );
}

/** Every import map entry of a deno.json / deno.jsonc; none when it does not parse. */
export function denoImportRecords(text: string): DependencyRecord[] {
  const doc = parseJsonc(text);
  if (!isObject(doc)) return [];
  const scopes = isObject(doc.scopes) ? doc.scopes : {};
  return [
    ...mapRecords(doc.imports, 'imports'),
    ...Object.entries(scopes).flatMap(([scope, map]) => mapRecords(map, `scopes.${scope}`)),
  ];
}
