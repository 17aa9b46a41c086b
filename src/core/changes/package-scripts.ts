// Which package.json scripts a PR adds that nothing at base would run: no base check names them,
// no base script calls them, they hook no script that runs (`pre`/`post`), npm runs them at no
// lifecycle step, and no `run-s "lint:*"`-style pattern matches them. After the merge they still
// run nowhere, so they change no verification (SPEC section 3: harness-added, info).
import picomatch from 'picomatch/posix.js';
import type { Hunk } from '../model/diff.js';
import { isObject, type JsonObject, parseJsonObject } from '../text/json-value.js';

// Scripts npm, pnpm and yarn run by themselves: at install, pack, publish, version, or as the
// command of `npm test`/`npm start`/`npm stop`/`npm restart`.
const LIFECYCLE = new Set([
  'preinstall',
  'install',
  'postinstall',
  'prepare',
  'prepublish',
  'prepublishOnly',
  'prepack',
  'postpack',
  'publish',
  'preversion',
  'version',
  'postversion',
  'dependencies',
  'test',
  'start',
  'stop',
  'restart',
]);

const WORD = /[^\s'"`;&|()<>]+/g;

/** The words of the texts that may name a script: each check's command and script lines. */
export function scriptWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.match(WORD) ?? []) words.add(word);
  return words;
}

function scriptsOf(doc: JsonObject | null): Map<string, string> {
  const scripts = doc?.scripts;
  if (!isObject(scripts)) return new Map();
  return new Map(
    Object.entries(scripts).flatMap(
      ([k, v]): Array<[string, string]> => (typeof v === 'string' ? [[k, v]] : []),
    ),
  );
}

// `npm-run-all "test:*"`, `run-p lint:**`: a word with a glob character names scripts by pattern.
function patternNames(words: ReadonlySet<string>, name: string): boolean {
  for (const word of words) {
    if (!/[*?[{]/.test(word)) continue;
    const glob = word.replaceAll(':', '/');
    if (picomatch.isMatch(name.replaceAll(':', '/'), glob)) return true;
  }
  return false;
}

function runs(name: string, words: ReadonlySet<string>): boolean {
  return LIFECYCLE.has(name) || words.has(name) || patternNames(words, name);
}

/**
 * The scripts `headText` adds over `baseText` that nothing runs. `checkWords` are the words of the
 * base checks' commands and scripts; the base package.json's own scripts are read here.
 */
export function inertAddedScripts(
  baseText: string,
  headText: string,
  checkWords: ReadonlySet<string>,
): string[] {
  const base = scriptsOf(parseJsonObject(baseText));
  const head = scriptsOf(parseJsonObject(headText));
  const words = new Set([...checkWords, ...scriptWords([...base.values()])]);
  const inert: string[] = [];
  for (const name of head.keys()) {
    if (base.has(name)) continue;
    const hooked = /^(?:pre|post)(.+)$/.exec(name)?.[1];
    if (runs(name, words) || (hooked !== undefined && (runs(hooked, words) || base.has(hooked))))
      continue;
    inert.push(name);
  }
  return inert;
}

/** `headText` with those scripts taken out of `scripts`, as parsed JSON (null when unreadable). */
export function withoutScripts(headText: string, names: readonly string[]): JsonObject | null {
  const doc = parseJsonObject(headText);
  if (doc === null || !isObject(doc.scripts)) return doc;
  const scripts = { ...doc.scripts };
  for (const name of names) delete scripts[name];
  return { ...doc, scripts };
}

/** The scripts whose value differs between the two texts, added and removed ones included. */
export function changedScripts(baseText: string, headText: string): string[] {
  const base = scriptsOf(parseJsonObject(baseText));
  const head = scriptsOf(parseJsonObject(headText));
  const names = new Set([...base.keys(), ...head.keys()]);
  return [...names].filter((name) => base.get(name) !== head.get(name));
}

const keyLine = (names: readonly string[]) => {
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*"(?:${escaped.join('|')})"\\s*:`);
};

/**
 * The hunks cut down to the lines that set one of the named scripts, so a harness change's detail
 * shows the script that changed, not an added script beside it; the hunks as they are when no
 * line names one (the change is in another test part: `jest`, `config`).
 */
export function hunksNaming(hunks: readonly Hunk[], names: readonly string[]): Hunk[] {
  if (names.length === 0) return [...hunks];
  const named = keyLine(names);
  const cut = hunks
    .map((h) => ({
      ...h,
      removed: h.removed.filter((l) => named.test(l.text)),
      added: h.added.filter((l) => named.test(l.text)),
    }))
    .filter((h) => h.removed.length > 0 || h.added.length > 0);
  return cut.length > 0 ? cut : [...hunks];
}

/** The head line that adds a script, for its annotation; null when no hunk shows it. */
export function scriptLine(hunks: readonly Hunk[], name: string): number | null {
  const named = keyLine([name]);
  for (const h of hunks) for (const l of h.added) if (named.test(l.text)) return l.line;
  return null;
}
