// Finds a Rust file's test items (items under `#[cfg(test)]`, `#[test]`-style functions) with
// exact offsets and an identity (enclosing items, kind and name) that survives unrelated edits.
import { isTestCondition } from '../changes/rust-inline-tests.js';
import { scanRustNonCode } from '../changes/rust-lexical.js';

export interface RustTestItem {
  /** The enclosing non-test items, e.g. `/mod inner#0`; '' for the file's top level. */
  container: string;
  /** `container` + the item's key (`mod tests`, `fn helper`, an impl's header) + `#n` for repeats. */
  identity: string;
  /** Offsets in the text: from the item's first outer attribute to one past its end. */
  start: number;
  end: number;
}

export interface RustTestScan {
  /** An inner `#![cfg(test)]` at the top: the whole file is test code. */
  wholeFile: boolean;
  items: RustTestItem[];
  /** Test attributes on what is not an item (a field, variant, argument, tail expression). */
  others: string[];
  /** Each container's closing offset (its `}`; the text's length for the top level). */
  closes: Map<string, number>;
}

export type RustTestScanResult = ({ ok: true } & RustTestScan) | { ok: false; reason: string };

const OPEN: Record<string, string> = { '{': '}', '(': ')', '[': ']' };
const CLOSERS = new Set(['}', ')', ']']);
// Attribute macros that make a function a test (the last path segment): `#[tokio::test]`, ...
const TEST_FN_ATTR =
  /^(?:[A-Za-z_]\w*::)*(?:test|bench|rstest|test_case|quickcheck|wasm_bindgen_test)(?:\(.*\))?$/s;
// Items whose braces are not a body: `const X: S = S { a: 1 };`, `use a::{b, c};`.
const SEMICOLON_ITEMS = /^(?:pub(?:\s*\([^)]*\))?\s+)?(?:const|static|type|use|let)\b/;
const NAMED =
  /^(?:pub(?:\s*\([^)]*\))?\s+)?(?:(?:unsafe|async|const|extern|default|auto)\s+)*(mod|fn|struct|enum|union|trait|type|const|static|macro_rules!)\s*(?:r#)?([A-Za-z_]\w*)/;

/** The offset of the delimiter closing the one at `open`, or -1 when they do not pair. */
function closing(masked: string, open: number): number {
  const expected: string[] = [];
  for (let j = open; j < masked.length; j++) {
    const c = masked[j] as string;
    if (Object.hasOwn(OPEN, c)) expected.push(OPEN[c] as string);
    else if (CLOSERS.has(c)) {
      if (expected.pop() !== c) return -1;
      if (expected.length === 0) return j;
    }
  }
  return -1;
}

function stripAttributes(masked: string): string {
  let out = '';
  let i = 0;
  while (i < masked.length) {
    const attr = /#\s*!?\s*\[/y;
    attr.lastIndex = i;
    const m = attr.exec(masked);
    const close = m ? closing(masked, i + m[0].length - 1) : -1;
    if (m && close !== -1) {
      out += ' ';
      i = close + 1;
    } else out += masked[i++];
  }
  return out;
}

/** `mod tests`, `fn helper`, or the header itself (`impl Foo for Bar`, `use a::b`). */
function keyOf(header: string): string {
  const text = stripAttributes(header).replace(/\s+/g, ' ').trim();
  const named = NAMED.exec(text);
  return named ? `${named[1]} ${named[2]}` : text;
}

function isTestAttribute(content: string, inner: boolean): boolean {
  const cfg = /^\s*cfg\s*\(([\s\S]*)\)\s*$/.exec(content);
  if (cfg) return isTestCondition(cfg[1] as string);
  return !inner && TEST_FN_ATTR.test(content.replace(/\s+/g, ''));
}

type ItemEnd = { end: number; header: string } | 'not-an-item' | 'unbalanced';

// After the attribute: an item ends at its `;` or its body's `}`; a `,` or a closer first means
// the attribute sits on a field, variant, argument or tail expression.
function itemEnd(masked: string, from: number): ItemEnd {
  let nesting = 0;
  for (let j = from; j < masked.length; j++) {
    const c = masked[j] as string;
    if (c === '(' || c === '[') nesting++;
    else if (c === ')' || c === ']' || c === '}') {
      if (nesting === 0) return 'not-an-item';
      nesting--;
    } else if (nesting === 0 && c === ',') return 'not-an-item';
    else if (nesting === 0 && c === ';') return { end: j + 1, header: masked.slice(from, j) };
    else if (nesting === 0 && c === '{') {
      const close = closing(masked, j);
      if (close === -1) return 'unbalanced';
      const header = masked.slice(from, j);
      if (!SEMICOLON_ITEMS.test(stripAttributes(header).trim())) return { end: close + 1, header };
      j = close;
    }
  }
  return 'unbalanced';
}

// The item's outer attributes before the test one belong to it (a `#[path]` the PR adds too).
function attributesStart(masked: string, segmentStart: number, attrAt: number): number {
  let first: number | null = null;
  let i = segmentStart;
  while (i < attrAt) {
    if (/\s/.test(masked[i] as string)) {
      i++;
      continue;
    }
    const attr = /#\s*(!?)\s*\[/y;
    attr.lastIndex = i;
    const m = attr.exec(masked);
    const close = m ? closing(masked, i + m[0].length - 1) : -1;
    if (!m || close === -1 || close >= attrAt) return attrAt;
    if (m[1] === '!') first = null;
    else first ??= i;
    i = close + 1;
  }
  return first ?? attrAt;
}

interface Frame {
  open: string;
  path: string;
  segmentStart: number;
  counts: Map<string, number>;
}

function nth(frame: Frame, key: string): string {
  const n = frame.counts.get(key) ?? 0;
  frame.counts.set(key, n + 1);
  return `${key}#${n}`;
}

const fail = (reason: string): RustTestScanResult => ({ ok: false, reason });

/** The test items of a Rust source file, or why its structure cannot be read safely. */
export function scanRustTestItems(text: string): RustTestScanResult {
  const { masked, unterminated } = scanRustNonCode(text);
  if (unterminated) return fail('a string, raw string or block comment never ends');
  const root: Frame = { open: '', path: '', segmentStart: 0, counts: new Map() };
  const stack: Frame[] = [root];
  const scan: RustTestScan = { wholeFile: false, items: [], others: [], closes: new Map() };
  let i = 0;
  while (i < masked.length) {
    const c = masked[i] as string;
    const top = stack[stack.length - 1] as Frame;
    if (c === '#') {
      const attr = /#\s*(!?)\s*\[/y;
      attr.lastIndex = i;
      const m = attr.exec(masked);
      if (m) {
        const open = i + m[0].length - 1;
        const close = closing(masked, open);
        if (close === -1) return fail(`an attribute's brackets do not close (offset ${i})`);
        const inner = m[1] === '!';
        if (!isTestAttribute(masked.slice(open + 1, close), inner)) {
          i = close + 1;
          continue;
        }
        if (inner) {
          if (top !== root) return fail('an inner #![cfg(test)] sits inside an item');
          scan.wholeFile = true;
          i = close + 1;
          continue;
        }
        const found = top.open === '{' || top === root ? itemEnd(masked, close + 1) : 'not-an-item';
        if (found === 'unbalanced') return fail('the braces after a test attribute do not close');
        if (found === 'not-an-item') {
          const end = notItemEnd(masked, close + 1);
          scan.others.push(text.slice(i, end).replace(/\s+/g, ' ').trim());
          i = end;
          continue;
        }
        const start = attributesStart(masked, top.segmentStart, i);
        const identity = `${top.path}/${nth(top, `test ${keyOf(found.header)}`)}`;
        scan.items.push({ container: top.path, identity, start, end: found.end });
        i = found.end;
        top.segmentStart = i;
        continue;
      }
    }
    if (Object.hasOwn(OPEN, c)) {
      const path =
        c === '{' ? `${top.path}/${nth(top, keyOf(masked.slice(top.segmentStart, i)))}` : top.path;
      stack.push({ open: c, path, segmentStart: i + 1, counts: new Map() });
    } else if (CLOSERS.has(c)) {
      const frame = stack.pop();
      if (frame === undefined || frame === root || OPEN[frame.open] !== c) {
        return fail(`unbalanced '${c}' at line ${lineAt(text, i)}`);
      }
      if (frame.open === '{') scan.closes.set(frame.path, i);
      const parent = stack[stack.length - 1] as Frame;
      if (c === '}') parent.segmentStart = i + 1;
    } else if (c === ';' && (top.open === '{' || top === root)) top.segmentStart = i + 1;
    i++;
  }
  if (stack.length !== 1) return fail('a brace, bracket or parenthesis never closes');
  scan.closes.set('', text.length);
  return { ok: true, ...scan };
}

// A test attribute on a field or argument: up to the `,` or the closer ending it.
function notItemEnd(masked: string, from: number): number {
  let nesting = 0;
  for (let j = from; j < masked.length; j++) {
    const c = masked[j] as string;
    if (Object.hasOwn(OPEN, c)) nesting++;
    else if (CLOSERS.has(c)) {
      if (nesting === 0) return j;
      nesting--;
    } else if (nesting === 0 && (c === ',' || c === ';')) return j;
  }
  return masked.length;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let j = 0; j < offset; j++) if (text[j] === '\n') line++;
  return line;
}
