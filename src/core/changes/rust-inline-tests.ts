// Rust keeps unit tests inside source files under `#[cfg(test)]`: this finds those items and
// reports a diff that touches them, since the locked run cannot restore part of a source file.

import type { AddedTestsPolicy, Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import type { Hunk } from '../model/diff.js';
import { lineAt } from '../text/line-of.js';
import { type LineRange, touchedExamples } from './doc-examples.js';
import { assertionAnomalies, skipMarkerAnomalies } from './hunk-anomalies.js';
import { findDocTestBlocks } from './rust-doc-tests.js';
import { maskRustNonCode } from './rust-lexical.js';

export type { LineRange } from './doc-examples.js';
export { maskRustNonCode } from './rust-lexical.js';

function matching(masked: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let j = open; j < masked.length; j++) {
    if (masked[j] === left) depth++;
    else if (masked[j] === right && --depth === 0) return j;
  }
  return -1;
}

// The item an attribute applies to ends at its `;` or at the brace closing its body.
function itemEnd(masked: string, from: number): number {
  let nesting = 0;
  for (let j = from; j < masked.length; j++) {
    const c = masked[j];
    if (c === '(' || c === '[') nesting++;
    else if (c === ')' || c === ']') nesting--;
    else if (nesting === 0 && c === ';') return j;
    else if (nesting === 0 && c === '{') {
      const close = matching(masked, j, '{', '}');
      return close === -1 ? masked.length - 1 : close;
    }
  }
  return masked.length - 1;
}

/** A `cfg(...)` condition that holds under `cargo test` (`test`, `all(test, ...)`, not `not(test)`). */
export function isTestCondition(cond: string): boolean {
  return /\btest\b/.test(cond) && !/\bnot\s*\(\s*test\s*\)/.test(cond);
}

// `#[test]`, `#[tokio::test]`, `#[rstest]`...: a test function even outside a test module.
const TEST_FN_ATTR =
  /#\s*\[\s*(?:[A-Za-z_]\w*\s*::\s*)*(?:test|bench|rstest|test_case|quickcheck|wasm_bindgen_test)\s*[\](]/y;

/** Whether a Rust text defines a test function (`#[test]`, `#[tokio::test]`, ...) anywhere. */
export function hasTestFunction(text: string): boolean {
  return new RegExp(TEST_FN_ATTR.source, 'g').test(maskRustNonCode(text));
}

/**
 * Line ranges of the items under `#[cfg(test)]` and of test functions outside them (a whole file
 * for an inner `#![cfg(test)]`).
 */
export function findCfgTestBlocks(text: string): LineRange[] {
  const masked = maskRustNonCode(text);
  const attr = /#\s*(!?)\s*\[\s*cfg\s*\(|#\s*\[/g;
  const blocks: LineRange[] = [];
  for (let m = attr.exec(masked); m !== null; m = attr.exec(masked)) {
    if (m[1] === undefined) {
      TEST_FN_ATTR.lastIndex = m.index;
      if (!TEST_FN_ATTR.test(masked)) continue;
      const close = matching(masked, m.index + m[0].length - 1, '[', ']');
      if (close === -1) break;
      const end = itemEnd(masked, close + 1);
      blocks.push({ start: lineAt(text, m.index), end: lineAt(text, end) });
      attr.lastIndex = end + 1;
      continue;
    }
    const open = m.index + m[0].length - 1;
    const close = matching(masked, open, '(', ')');
    if (close === -1) break;
    if (!isTestCondition(masked.slice(open + 1, close))) continue;
    if (m[1] === '!') return [{ start: 1, end: Math.max(1, lineAt(text, text.length - 1)) }];
    const bracket = masked.indexOf(']', close);
    const end = itemEnd(masked, bracket === -1 ? close + 1 : bracket + 1);
    blocks.push({ start: lineAt(text, m.index), end: lineAt(text, end) });
    attr.lastIndex = end + 1;
  }
  return blocks;
}

/** Line ranges of every test function (`#[test] fn …`), inside test modules or not. */
function findTestFunctions(text: string): LineRange[] {
  const masked = maskRustNonCode(text);
  const found: LineRange[] = [];
  for (let at = masked.indexOf('#'); at !== -1; at = masked.indexOf('#', at + 1)) {
    TEST_FN_ATTR.lastIndex = at;
    if (!TEST_FN_ATTR.test(masked)) continue;
    const close = matching(masked, masked.indexOf('[', at), '[', ']');
    if (close === -1) break;
    const end = itemEnd(masked, close + 1);
    found.push({ start: lineAt(text, at), end: lineAt(text, end) });
    at = end;
  }
  return found;
}

const within = (blocks: readonly LineRange[], line: number): boolean =>
  blocks.some((b) => line >= b.start && line <= b.end);

// Only the lines inside test blocks: base blocks for removals, head blocks for additions.
function touchedHunks(hunks: readonly Hunk[], base: LineRange[], head: LineRange[]): Hunk[] {
  return hunks
    .map((h) => ({
      ...h,
      removed: h.removed.filter((l) => within(base, l.line)),
      added: h.added.filter((l) => within(head, l.line)),
    }))
    .filter((h) => h.removed.length + h.added.length > 0);
}

function firstLine(file: ChangedFile, touched: readonly Hunk[]): number {
  if (file.status === 'deleted') return touched[0]?.removed[0]?.line ?? 1;
  const lines = touched.map((h) => h.added[0]?.line ?? Math.max(1, h.newStart));
  return Math.min(...lines);
}

function byLineThenKind(a: Anomaly, b: Anomaly): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0);
}

/**
 * One `inline-test-modified` for a Rust file whose `#[cfg(test)]` items the diff touches, plus
 * skip markers and assertion changes inside them when the file was edited (not added or deleted).
 * Blocks the PR adds whole, touching no base block, are `test-added`: the locked tree leaves them
 * out, as it leaves out a test file the PR adds (info, or critical under `added-tests: critical`).
 */
export function inlineTestAnomalies(
  file: ChangedFile,
  hunks: readonly Hunk[],
  baseText: string | null,
  headText: string | null,
  addedTests: AddedTestsPolicy = 'evidence',
): Anomaly[] {
  if (!file.path.endsWith('.rs') && !(file.oldPath ?? '').endsWith('.rs')) return [];
  const blocks = [
    { what: '#[cfg(test)] block', find: findCfgTestBlocks, touched: touchedHunks },
    {
      what: 'doc test',
      find: findDocTestBlocks,
      // The code of a doc test, without its comment marker, for the assertion and skip rules.
      touched: (h: readonly Hunk[], b: LineRange[], n: LineRange[]) =>
        touchedExamples(h, b, n).map((x) => ({
          ...x,
          removed: x.removed.map(docCode),
          added: x.added.map(docCode),
        })),
    },
  ];
  const anomalies = blocks.flatMap(({ what, find, touched }) => {
    const base = baseText === null ? [] : find(baseText);
    const head = headText === null ? [] : find(headText);
    const hit = touched(hunks, base, head);
    if (find === findCfgTestBlocks && onlyNewBlocks(hit, head)) {
      return [addedBlocks(file, hit, addedTests)];
    }
    if (find === findCfgTestBlocks && headText !== null && onlyNewTests(hit, headText)) {
      return [addedFunctions(file, hit, addedTests)];
    }
    return changedBlocks(file, hit, what);
  });
  return anomalies.sort(byLineThenKind);
}

// Nothing of a base block removed, and every head block the diff touches added whole.
function onlyNewBlocks(touched: readonly Hunk[], head: readonly LineRange[]): boolean {
  if (touched.length === 0 || touched.some((h) => h.removed.length > 0)) return false;
  const added = new Set(touched.flatMap((h) => h.added.map((l) => l.line)));
  const hit = head.filter((b) => [...added].some((line) => line >= b.start && line <= b.end));
  return hit.every((b) => {
    for (let line = b.start; line <= b.end; line++) if (!added.has(line)) return false;
    return true;
  });
}

// Nothing of a base block removed, and every line added inside one is a blank or belongs to a
// test function added whole: the base block's tests are as they were, and new ones sit beside
// them. Anything else added there (a `use`, a helper, a macro that shadows `assert_eq!`) could
// change what the base tests mean after the merge, and is a change of the block.
function onlyNewTests(touched: readonly Hunk[], headText: string): boolean {
  if (touched.length === 0 || touched.some((h) => h.removed.length > 0)) return false;
  const added = touched.flatMap((h) => h.added);
  const lines = new Set(added.map((l) => l.line));
  const whole = findTestFunctions(headText).filter((f) => {
    for (let line = f.start; line <= f.end; line++) if (!lines.has(line)) return false;
    return true;
  });
  return whole.length > 0 && added.every((l) => l.text.trim() === '' || within(whole, l.line));
}

function addedFunctions(
  file: ChangedFile,
  touched: readonly Hunk[],
  policy: AddedTestsPolicy,
): Anomaly {
  const plus = touched.reduce((n, h) => n + h.added.length, 0);
  return {
    kind: 'test-added',
    severity: policy === 'critical' ? 'critical' : 'info',
    path: file.path,
    line: firstLine(file, touched),
    detail: `test functions added to a #[cfg(test)] block: +${plus} lines (left out of the locked run)`,
  };
}

function addedBlocks(
  file: ChangedFile,
  touched: readonly Hunk[],
  policy: AddedTestsPolicy,
): Anomaly {
  const plus = touched.reduce((n, h) => n + h.added.length, 0);
  return {
    kind: 'test-added',
    severity: policy === 'critical' ? 'critical' : 'info',
    path: file.path,
    line: firstLine(file, touched),
    detail: `#[cfg(test)] block added: +${plus} lines (left out of the locked run)`,
  };
}

function docCode(line: { line: number; text: string }): { line: number; text: string } {
  return { line: line.line, text: line.text.replace(/^\s*\/\/[/!]\s?/, '') };
}

function changedBlocks(file: ChangedFile, touched: readonly Hunk[], what: string): Anomaly[] {
  if (touched.length === 0) return [];
  const plus = touched.reduce((n, h) => n + h.added.length, 0);
  const minus = touched.reduce((n, h) => n + h.removed.length, 0);
  const anomalies: Anomaly[] = [
    {
      kind: 'inline-test-modified',
      severity: 'critical',
      path: file.path,
      line: firstLine(file, touched),
      detail: `${what} changed: +${plus} -${minus} lines`,
    },
  ];
  if (file.status !== 'added' && file.status !== 'deleted' && file.status !== 'copied') {
    anomalies.push(...skipMarkerAnomalies(file.path, touched, 'rust'));
    anomalies.push(...assertionAnomalies(file.path, touched, 'rust'));
  }
  return anomalies;
}
