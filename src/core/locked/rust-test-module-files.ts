// A `.rs` file compiled only under `cfg(test)` is test code as a whole (test helpers,
// `src/tests.rs`): declared by `#[cfg(test)] mod name;`, by `mod name;` inside a
// `#[cfg(test)] mod x { … }`, by any `mod name;` of a file that is itself test-only, or through a
// `#[path = "…"]` on such a declaration. This names the files that could declare a module file
// and decides from their base texts.
import { posix } from 'node:path';
import { isTestCondition } from '../changes/rust-inline-tests.js';
import { scanRustNonCode } from '../changes/rust-lexical.js';

/** A `#[path = "…"]` of a declaration, under the condition of a `cfg_attr` around it (or none). */
export interface DeclaredPath {
  /** The `cfg_attr` predicate it depends on, or null for a plain `#[path]`. */
  when: string | null;
  path: string;
}

/** One `mod name;` (a module in its own file) as its file declares it. */
export interface ModDeclaration {
  /** The inline modules it sits in (`mod tests { mod helpers; }` → ['tests']). */
  inline: string[];
  name: string;
  /** Under `cfg(test)`: on the declaration or on an inline module around it. */
  test: boolean;
  /** Its `#[path = "…"]`, or null. */
  path: string | null;
  /** The `cfg` predicates it is compiled under: its own and those of the items around it. */
  conditions: string[];
  /** Every `path` it may take, `cfg_attr(…, path = "…")` included. */
  paths: DeclaredPath[];
  /** Inside a macro's input (`cfg_if! { … }`): whether it is compiled is the macro's to say. */
  inMacro: boolean;
  /** 1-based line of its first attribute (or of `mod`), and its text from there to the `;`. */
  line: number;
  source: string;
}

/** The file modules a Rust text declares, and the `#![cfg(…)]` predicates of the file itself. */
export interface ModScan {
  declarations: ModDeclaration[];
  /** An inner `#![cfg(test)]` at the top: the whole file is test code. */
  wholeFile: boolean;
  conditions: string[];
}

interface Frame {
  /** The inline module's name; null for any other braces. */
  mod: string | null;
  test: boolean;
  conditions: string[];
}

const ATTRIBUTE = /#\s*(!?)\s*\[/y;
const MOD_ITEM = /(?:^|[\s;{}])(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+(?:r#)?([A-Za-z_]\w*)\s*$/;
// `name!(…)`, `name! {…}`, `macro_rules! name {…}`; keywords before `!` are negations.
const MACRO_CALL = /\b([A-Za-z_]\w*)\s*!\s*(?:([A-Za-z_]\w*)\s*)?([({[])/g;
const NOT_MACROS = new Set(['if', 'while', 'match', 'return', 'in', 'else', 'let', 'mut', 'as']);
const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** For every `(`, `[` and `{`, the offset of the delimiter closing it (-1: none), in one pass. */
function closers(masked: string): Int32Array {
  const close = new Int32Array(masked.length).fill(-1);
  const open: number[] = [];
  for (let j = 0; j < masked.length; j++) {
    const c = masked[j] as string;
    if (c in CLOSER) open.push(j);
    else if (c === ')' || c === ']' || c === '}') {
      const at = open.pop();
      // A mismatched closer leaves the opener unclosed; the scan fails on it later anyway.
      if (at !== undefined && CLOSER[masked[at] as string] === c) close[at] = j;
    }
  }
  return close;
}

/**
 * Per offset, how many macro inputs and `macro_rules!` bodies enclose it (difference arrays, so
 * nested macros cost no more than flat ones).
 */
function macroDepths(masked: string): { input: Int32Array; template: Int32Array } {
  const close = closers(masked);
  const input = new Int32Array(masked.length + 1);
  const template = new Int32Array(masked.length + 1);
  for (const m of masked.matchAll(MACRO_CALL)) {
    const word = m[1] as string;
    if (NOT_MACROS.has(word)) continue;
    if (m[2] !== undefined && word !== 'macro_rules') continue;
    const start = (m.index ?? 0) + m[0].length - 1;
    const end = close[start] ?? -1;
    if (end === -1) continue;
    const depth = word === 'macro_rules' ? template : input;
    depth[start + 1] = (depth[start + 1] ?? 0) + 1;
    depth[end + 1] = (depth[end + 1] ?? 0) - 1;
  }
  for (let j = 1; j < input.length; j++) {
    input[j] = (input[j] ?? 0) + (input[j - 1] ?? 0);
    template[j] = (template[j] ?? 0) + (template[j - 1] ?? 0);
  }
  return { input, template };
}

/** The top-level parts of an attribute's argument list (`unix, path = "a,b.rs"` → 2 parts). */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let j = 0; j < text.length; j++) {
    const c = text[j] as string;
    if (quoted) {
      if (c === '\\') j++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, j).trim());
      start = j + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last !== '') parts.push(last);
  return parts;
}

/** What one outer attribute does to a declaration: the cfg it adds, the path it may set. */
function attributeEffects(
  attribute: string,
  when: string | null,
): { conditions: string[]; paths: DeclaredPath[] } {
  const cfg = /^\s*cfg\s*\(([\s\S]*)\)\s*$/.exec(attribute);
  if (cfg) {
    const predicate = (cfg[1] as string).trim();
    // `cfg_attr(P, cfg(X))` compiles the item unless P holds and X does not.
    return {
      conditions: [when === null ? predicate : `any(not(${when}), ${predicate})`],
      paths: [],
    };
  }
  const path = pathValue(attribute);
  if (path !== null) return { conditions: [], paths: [{ when, path }] };
  const cfgAttr = /^\s*cfg_attr\s*\(([\s\S]*)\)\s*$/.exec(attribute);
  if (!cfgAttr) return { conditions: [], paths: [] };
  const [predicate, ...attributes] = topLevelParts(cfgAttr[1] as string);
  if (predicate === undefined) return { conditions: [], paths: [] };
  const inner = when === null ? predicate : `all(${when}, ${predicate})`;
  const effects = attributes.map((a) => attributeEffects(a, inner));
  return {
    conditions: effects.flatMap((e) => e.conditions),
    paths: effects.flatMap((e) => e.paths),
  };
}

/** The file modules a Rust text declares; null when it cannot be read (unbalanced, unended). */
export function modDeclarations(text: string): ModScan | null {
  const { masked, unterminated } = scanRustNonCode(text);
  if (unterminated) return null;
  const macros = macroDepths(masked);
  const lineOf = lineIndex(text);
  const stack: Frame[] = [{ mod: null, test: false, conditions: [] }];
  const declarations: ModDeclaration[] = [];
  const fileConditions: string[] = [];
  let wholeFile = false;
  let segment = 0;
  let attrs: string[] = [];
  let itemStart: number | null = null;
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i] as string;
    const top = stack[stack.length - 1] as Frame;
    if (c === '#') {
      ATTRIBUTE.lastIndex = i;
      const m = ATTRIBUTE.exec(masked);
      const close = m ? bracketEnd(masked, i + m[0].length - 1) : -1;
      if (m === null || close === -1) continue;
      // Attribute values are strings, blanked in the masked text: read them from the original.
      const inner = text.slice(i + m[0].length, close);
      if (m[1] === '!') {
        wholeFile ||= stack.length === 1 && isCfgTest(inner);
        // An inner cfg applies to the module it sits in: the file, or the inline module.
        const own = attributeEffects(inner, null).conditions;
        (stack.length === 1 ? fileConditions : top.conditions).push(...own);
      } else {
        attrs.push(inner);
        itemStart ??= i;
      }
      i = close;
      segment = close + 1;
      continue;
    }
    if (c !== '{' && c !== '}' && c !== ';') continue;
    const name = c === '}' ? null : (MOD_ITEM.exec(masked.slice(segment, i))?.[1] ?? null);
    const test = top.test || attrs.some(isCfgTest);
    const effects = attrs.map((a) => attributeEffects(a, null));
    const conditions = [...top.conditions, ...effects.flatMap((e) => e.conditions)];
    if (c === '{') stack.push({ mod: name, test, conditions });
    else if (c === '}') {
      if (stack.length === 1) return null;
      stack.pop();
    } else if (name !== null) {
      if ((macros.template[i] ?? 0) === 0) {
        const inline = stack.flatMap((frame) => (frame.mod === null ? [] : [frame.mod]));
        const paths = effects.flatMap((e) => e.paths);
        const start = itemStart ?? segment + Math.max(0, masked.slice(segment, i).search(/\S/));
        declarations.push({
          inline,
          name,
          test,
          path: paths.find((p) => p.when === null)?.path ?? null,
          conditions,
          paths,
          inMacro: (macros.input[i] ?? 0) > 0,
          line: lineOf(start),
          source: text.slice(start, i + 1).replace(/\s+/g, ' '),
        });
      }
    }
    attrs = [];
    itemStart = null;
    segment = i + 1;
  }
  return stack.length === 1 ? { declarations, wholeFile, conditions: fileConditions } : null;
}

/** The 1-based line of an offset, by a binary search over the text's line starts. */
function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let j = text.indexOf('\n'); j !== -1; j = text.indexOf('\n', j + 1)) starts.push(j + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function bracketEnd(masked: string, open: number): number {
  let depth = 0;
  for (let j = open; j < masked.length; j++) {
    if (masked[j] === '[') depth++;
    else if (masked[j] === ']' && --depth === 0) return j;
  }
  return -1;
}

function isCfgTest(attribute: string): boolean {
  return /^\s*cfg\s*\(/.test(attribute) && isTestCondition(attribute);
}

function pathValue(attribute: string): string | null {
  return /^\s*path\s*=\s*"([^"\\]*)"\s*$/.exec(attribute)?.[1] ?? null;
}

// A crate root or mod.rs owns its folder; any other file `a.rs` owns the folder `a/`.
function ownsFolder(file: string): boolean {
  const base = posix.basename(file);
  return (
    ['lib.rs', 'main.rs', 'mod.rs', 'build.rs'].includes(base) ||
    /(?:^|\/)(?:src\/bin|tests|examples|benches)\/[^/]+\.rs$/.test(file)
  );
}

/** The repository paths the declaration's module may live at (Rust allows exactly one). */
export function declaredFiles(
  file: string,
  declaration: Pick<ModDeclaration, 'inline' | 'name' | 'path'>,
): string[] {
  const dir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
  const folder = ownsFolder(file) ? dir : posix.join(dir, posix.basename(file, '.rs'));
  const inside = posix.join(folder, ...declaration.inline);
  const wanted =
    declaration.path !== null
      ? // Outside inline modules a path is relative to the declaring file's own folder.
        [posix.join(declaration.inline.length === 0 ? dir : inside, declaration.path)]
      : [
          posix.join(inside, `${declaration.name}.rs`),
          posix.join(inside, declaration.name, 'mod.rs'),
        ];
  return wanted.map((p) => posix.normalize(p)).filter((p) => p !== '..' && !p.startsWith('../'));
}

/**
 * The files that could declare the module file `path` or a module around it: in each of its
 * folders up to the top, the crate roots and mod.rs there and the file named after the folder.
 */
export function declaringCandidates(path: string): string[] {
  if (!path.endsWith('.rs')) return [];
  const found: string[] = [];
  const parts = posix.dirname(path) === '.' ? [] : posix.dirname(path).split('/');
  for (let n = parts.length; n >= 0; n--) {
    const dir = parts.slice(0, n).join('/');
    for (const name of ['lib.rs', 'main.rs', 'mod.rs']) found.push(posix.join(dir, name));
    if (dir !== '') found.push(`${dir}.rs`);
  }
  return found.filter((candidate) => candidate !== path);
}

/**
 * The base file that makes `path` test-only (declares it under `cfg(test)`, or declares it while
 * being test-only itself), or null. `texts`: base texts of declaringCandidates(path).
 */
export function testOnlyDeclarer(path: string, texts: ReadonlyMap<string, string>): string | null {
  const scans = new Map<string, ReturnType<typeof modDeclarations>>();
  const scanOf = (file: string) => {
    if (!scans.has(file)) {
      const text = texts.get(file);
      scans.set(file, text === undefined ? null : modDeclarations(text));
    }
    return scans.get(file) ?? null;
  };
  const visiting = new Set<string>();
  const declarer = (target: string): string | null => {
    if (visiting.has(target)) return null;
    visiting.add(target);
    try {
      for (const file of declaringCandidates(target)) {
        const scan = scanOf(file);
        if (scan === null) continue;
        for (const declaration of scan.declarations) {
          if (!declaredFiles(file, declaration).includes(target)) continue;
          if (declaration.test || scan.wholeFile || declarer(file) !== null) return file;
        }
      }
      return null;
    } finally {
      visiting.delete(target);
    }
  };
  return declarer(path);
}
