// Rust keeps unit tests inside source files under `#[cfg(test)]`: this finds those items and
// reports a diff that touches them, since the locked run cannot restore part of a source file.

import type { Anomaly, ChangedFile, Hunk } from '../model.js';
import { assertionAnomalies, skipMarkerAnomalies } from './hunk-anomalies.js';

/** A 1-based inclusive line range. */
export interface LineRange {
  start: number;
  end: number;
}

const IDENT = /[A-Za-z0-9_]/;

function blockCommentEnd(text: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < text.length) {
    if (text.startsWith('/*', j)) {
      depth++;
      j += 2;
    } else if (text.startsWith('*/', j)) {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else j++;
  }
  return text.length;
}

// `r"..."`, `r#"..."#`, `br##"..."##`; returns the end offset (exclusive) or -1 if not a raw string.
function rawStringEnd(text: string, i: number): number {
  if (i > 0 && IDENT.test(text[i - 1] as string)) return -1;
  let j = i + (text[i] === 'b' ? 1 : 0);
  if (text[j] !== 'r') return -1;
  j++;
  let hashes = 0;
  while (text[j] === '#') {
    hashes++;
    j++;
  }
  if (text[j] !== '"') return -1;
  const close = text.indexOf(`"${'#'.repeat(hashes)}`, j + 1);
  return close === -1 ? text.length : close + 1 + hashes;
}

function quotedEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return Math.min(text.length, j + 1);
}

// `'{'` and `'\''` are chars; `'a` is a lifetime and stays code.
function charEnd(text: string, i: number): number {
  if (text[i + 1] === '\\') {
    const close = text.indexOf("'", i + 3);
    return close === -1 ? -1 : close + 1;
  }
  const cp = text.codePointAt(i + 1);
  if (cp === undefined || cp === 0x0a) return -1;
  const after = i + 1 + (cp > 0xffff ? 2 : 1);
  return text[after] === "'" ? after + 1 : -1;
}

function literalEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '/' && text[i + 1] === '/') {
    const nl = text.indexOf('\n', i);
    return nl === -1 ? text.length : nl;
  }
  if (c === '/' && text[i + 1] === '*') return blockCommentEnd(text, i);
  if (c === 'r' || c === 'b') return rawStringEnd(text, i);
  if (c === '"') return quotedEnd(text, i);
  if (c === "'") return charEnd(text, i);
  return -1;
}

/** The text with comments, strings and chars blanked to spaces (newlines kept, offsets intact). */
export function maskRustNonCode(text: string): string {
  const out = text.split('');
  let i = 0;
  while (i < text.length) {
    const end = literalEnd(text, i);
    if (end === -1) {
      i++;
      continue;
    }
    for (let k = i; k < end; k++) if (out[k] !== '\n') out[k] = ' ';
    i = end;
  }
  return out.join('');
}

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

function isTestCondition(cond: string): boolean {
  return /\btest\b/.test(cond) && !/\bnot\s*\(\s*test\s*\)/.test(cond);
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let j = 0; j < offset && j < text.length; j++) if (text[j] === '\n') line++;
  return line;
}

/** Line ranges of the items under `#[cfg(test)]` (a whole file for an inner `#![cfg(test)]`). */
export function findCfgTestBlocks(text: string): LineRange[] {
  const masked = maskRustNonCode(text);
  const attr = /#\s*(!?)\s*\[\s*cfg\s*\(/g;
  const blocks: LineRange[] = [];
  for (let m = attr.exec(masked); m !== null; m = attr.exec(masked)) {
    const open = m.index + m[0].length - 1;
    const close = matching(masked, open, '(', ')');
    if (close === -1) break;
    if (!isTestCondition(masked.slice(open + 1, close))) continue;
    if (m[1] === '!') return [{ start: 1, end: Math.max(1, lineOf(text, text.length - 1)) }];
    const bracket = masked.indexOf(']', close);
    const end = itemEnd(masked, bracket === -1 ? close + 1 : bracket + 1);
    blocks.push({ start: lineOf(text, m.index), end: lineOf(text, end) });
    attr.lastIndex = end + 1;
  }
  return blocks;
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
 */
export function inlineTestAnomalies(
  file: ChangedFile,
  hunks: readonly Hunk[],
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  if (!file.path.endsWith('.rs') && !(file.oldPath ?? '').endsWith('.rs')) return [];
  const base = baseText === null ? [] : findCfgTestBlocks(baseText);
  const head = headText === null ? [] : findCfgTestBlocks(headText);
  const touched = touchedHunks(hunks, base, head);
  if (touched.length === 0) return [];
  const plus = touched.reduce((n, h) => n + h.added.length, 0);
  const minus = touched.reduce((n, h) => n + h.removed.length, 0);
  const anomalies: Anomaly[] = [
    {
      kind: 'inline-test-modified',
      severity: 'critical',
      path: file.path,
      line: firstLine(file, touched),
      detail: `#[cfg(test)] block changed: +${plus} -${minus} lines`,
    },
  ];
  if (file.status !== 'added' && file.status !== 'deleted' && file.status !== 'copied') {
    anomalies.push(...skipMarkerAnomalies(file.path, touched, 'rust'));
    anomalies.push(...assertionAnomalies(file.path, touched, 'rust'));
  }
  return anomalies.sort(byLineThenKind);
}
