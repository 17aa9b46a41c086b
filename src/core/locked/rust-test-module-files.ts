// A `.rs` file compiled only under `cfg(test)` is test code as a whole (test helpers,
// `src/tests.rs`): declared by `#[cfg(test)] mod name;`, by `mod name;` inside a
// `#[cfg(test)] mod x { … }`, by any `mod name;` of a file that is itself test-only, or through a
// `#[path = "…"]` on such a declaration. This names the files that could declare a module file
// and decides from their base texts.
import { posix } from 'node:path';
import { isTestCondition } from '../changes/rust-inline-tests.js';
import { scanRustNonCode } from '../changes/rust-lexical.js';

/** One `mod name;` (a module in its own file) as its file declares it. */
export interface ModDeclaration {
  /** The inline modules it sits in (`mod tests { mod helpers; }` → ['tests']). */
  inline: string[];
  name: string;
  /** Under `cfg(test)`: on the declaration or on an inline module around it. */
  test: boolean;
  /** Its `#[path = "…"]`, or null. */
  path: string | null;
}

interface Frame {
  /** The inline module's name; null for any other braces. */
  mod: string | null;
  test: boolean;
}

const ATTRIBUTE = /#\s*(!?)\s*\[/y;
const MOD_ITEM = /(?:^|[\s;{}])(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+(?:r#)?([A-Za-z_]\w*)\s*$/;

/** The file modules a Rust text declares; null when it cannot be read (unbalanced, unended). */
export function modDeclarations(
  text: string,
): { declarations: ModDeclaration[]; wholeFile: boolean } | null {
  const { masked, unterminated } = scanRustNonCode(text);
  if (unterminated) return null;
  const stack: Frame[] = [{ mod: null, test: false }];
  const declarations: ModDeclaration[] = [];
  let wholeFile = false;
  let segment = 0;
  let attrs: string[] = [];
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
      if (m[1] === '!') wholeFile ||= stack.length === 1 && isCfgTest(inner);
      else attrs.push(inner);
      i = close;
      segment = close + 1;
      continue;
    }
    if (c !== '{' && c !== '}' && c !== ';') continue;
    const name = c === '}' ? null : (MOD_ITEM.exec(masked.slice(segment, i))?.[1] ?? null);
    const test = top.test || attrs.some(isCfgTest);
    if (c === '{') stack.push({ mod: name, test });
    else if (c === '}') {
      if (stack.length === 1) return null;
      stack.pop();
    } else if (name !== null) {
      const inline = stack.flatMap((frame) => (frame.mod === null ? [] : [frame.mod]));
      declarations.push({ inline, name, test, path: attrs.map(pathValue).find(Boolean) ?? null });
    }
    attrs = [];
    segment = i + 1;
  }
  return stack.length === 1 ? { declarations, wholeFile } : null;
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
export function declaredFiles(file: string, declaration: ModDeclaration): string[] {
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
