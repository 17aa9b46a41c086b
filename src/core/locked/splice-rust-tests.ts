// The locked version of a Rust source file: the PR's code with every test item (`#[cfg(test)]`
// items, `#[test]` functions) as base has it, so the base inline tests run against the PR's code.
import { type RustTestItem, scanRustTestItems } from './rust-test-items.js';

export type SpliceResult =
  | { ok: true; text: string; changed: boolean }
  | { ok: false; reason: string };

interface Edit {
  start: number;
  end: number;
  text: string;
  /** Insertions at one offset keep base order. */
  order: number;
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((item, i) => item === y[i]);
}

// A readable place name for a reason: `mod inner#0/impl Foo#1` -> `mod inner > impl Foo`.
function where(container: string): string {
  if (container === '') return 'the top level';
  return container
    .slice(1)
    .split('/')
    .map((part) => part.replace(/#\d+$/, ''))
    .join(' > ');
}

// A removed item that filled its lines takes its line break with it.
function removalEnd(text: string, item: RustTestItem): number {
  const lineStart = item.start === 0 || text[item.start - 1] === '\n';
  const newline = /\r?\n/y;
  newline.lastIndex = item.end;
  return lineStart && newline.test(text) ? newline.lastIndex : item.end;
}

function itemName(item: RustTestItem): string {
  return item.identity
    .slice(item.container.length + 1)
    .replace(/^test /, '')
    .replace(/#\d+$/, '');
}

/**
 * Head's text with each test item replaced by base's item of the same identity; test items only
 * head has are removed and items only base has go back at the end of their enclosing item. Fails
 * (never guesses) when either side's structure cannot be read or a base item has no place.
 */
export function spliceRustTests(baseText: string, headText: string): SpliceResult {
  const base = scanRustTestItems(baseText);
  if (!base.ok) return { ok: false, reason: `the base version cannot be read: ${base.reason}` };
  const head = scanRustTestItems(headText);
  if (!head.ok) return { ok: false, reason: `the PR's version cannot be read: ${head.reason}` };
  if (base.wholeFile) return { ok: true, text: baseText, changed: baseText !== headText };
  if (head.wholeFile) {
    return { ok: false, reason: 'the PR makes the whole file test code (#![cfg(test)])' };
  }
  if (!sameItems(base.others, head.others)) {
    return {
      ok: false,
      reason: 'a test attribute on a field, variant or expression changed (only items are spliced)',
    };
  }
  const baseById = new Map(base.items.map((item) => [item.identity, item]));
  const headIds = new Set(head.items.map((item) => item.identity));
  const slice = (item: RustTestItem): string => baseText.slice(item.start, item.end);
  const edits: Edit[] = head.items.map((item, order) => {
    const from = baseById.get(item.identity);
    if (from) return { start: item.start, end: item.end, text: slice(from), order };
    return { start: item.start, end: removalEnd(headText, item), text: '', order };
  });
  for (const [order, item] of base.items.entries()) {
    if (headIds.has(item.identity)) continue;
    const at = head.closes.get(item.container);
    if (at === undefined) {
      return {
        ok: false,
        reason: `base test item '${itemName(item)}' in ${where(item.container)} has no place in the PR's version (its enclosing item is gone or changed)`,
      };
    }
    const lead = at > 0 && headText[at - 1] !== '\n' ? '\n' : '';
    edits.push({
      start: at,
      end: at,
      text: `${lead}${slice(item)}\n`,
      order: head.items.length + order,
    });
  }
  // From the end, so earlier offsets stay valid; insertions at one offset in base order.
  edits.sort((a, b) => b.start - a.start || b.order - a.order);
  let text = headText;
  for (const edit of edits) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  // The result must hold exactly base's test items: anything else means a misreading.
  const check = scanRustTestItems(text);
  const wanted = base.items.map(slice);
  if (
    !check.ok ||
    !sameItems(
      check.items.map((i) => text.slice(i.start, i.end)),
      wanted,
    )
  ) {
    return { ok: false, reason: 'the spliced file does not read back with the base test items' };
  }
  return { ok: true, text, changed: text !== headText };
}
