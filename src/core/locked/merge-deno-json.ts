// Builds the locked deno.json / deno.jsonc: head's imports (but base's entries for the test
// suite's own files) and metadata, base's tasks, test, lint and compiler settings, so a PR
// cannot change what `deno task test` or `deno test` runs.
import type { Json } from '../text/json-value.js';
import { parseJsonc } from '../text/jsonc.js';
import { lockedImports } from './locked-imports.js';

type JsonObject = Record<string, unknown>;

// What decides what runs or passes: tasks (`deno task test`), test/lint/fmt file sets and the
// top-level `exclude`, compiler options (the type check), the workspace members, and where
// modules come from besides `imports` (another import map file, a vendor/ or node_modules/ dir).
export const DENO_TEST_KEYS: readonly string[] = [
  'tasks',
  'test',
  'lint',
  'fmt',
  'exclude',
  'compilerOptions',
  'workspace',
  'unstable',
  'importMap',
  'vendor',
  'nodeModulesDir',
];

function parseObject(text: string): JsonObject | null {
  const value = parseJsonc(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonObject)
    : null;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Head's deno.json with the test-related keys taken from base (a key base lacks is removed);
 * head's text untouched when they are the same. Comments do not survive a merge. When either
 * side does not parse, the base text is returned whole.
 */
export function mergeDenoJson(baseText: string, headText: string): string {
  const base = parseObject(baseText);
  const head = parseObject(headText);
  if (base === null || head === null) return baseText;
  const imports = lockedImports(base.imports as Json, head.imports as Json);
  if (imports === undefined && DENO_TEST_KEYS.every((key) => same(base[key], head[key])))
    return headText;
  const entries: Array<[string, unknown]> = Object.entries(head)
    .filter(([key]) => !DENO_TEST_KEYS.includes(key))
    .map(([key, value]) => [key, key === 'imports' && imports !== undefined ? imports : value]);
  if (imports !== undefined && !Object.hasOwn(head, 'imports')) entries.push(['imports', imports]);
  for (const key of DENO_TEST_KEYS) {
    if (Object.hasOwn(base, key)) entries.push([key, base[key]]);
  }
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/** What a task of a deno.json the PR adds runs in the locked tree (deno's task shell has echo). */
export const LEFT_OUT_TASK = 'echo testlock: a task of a deno.json the PR adds does not run';

/**
 * A deno.json the PR adds, as the locked tree runs it: head's imports and metadata, none of the
 * test-related settings, every task doing nothing (so `deno task --recursive test` goes on).
 */
export function lockAddedDenoJson(headText: string): string {
  const head = parseObject(headText);
  if (head === null) return '{}\n';
  const entries: Array<[string, unknown]> = Object.entries(head).filter(
    ([key]) => !DENO_TEST_KEYS.includes(key),
  );
  const tasks = head.tasks;
  if (tasks !== null && typeof tasks === 'object' && !Array.isArray(tasks)) {
    const names = Object.keys(tasks);
    if (names.length > 0)
      entries.push(['tasks', Object.fromEntries(names.map((n) => [n, LEFT_OUT_TASK]))]);
  }
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}
