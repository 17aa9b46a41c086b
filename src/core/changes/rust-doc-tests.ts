// Rust doc tests: the fenced code blocks of `///` and `//!` comments, which `cargo test` compiles
// and runs as tests of the crate. They live in source files the PR controls, so a diff that
// touches one changes a base test (an expected value moved to match broken code).

import type { LineRange } from './doc-examples.js';

const DOC_LINE = /^\s*\/\/[/!](?!\/)\s?(.*)$/;
const FENCE = /^(`{3,}|~{3,})\s*(.*)$/;
// Info words that keep a block Rust (rustdoc's attributes); any other word names a language.
const RUST_WORDS =
  /^(?:rust|should_panic|no_run|compile_fail|test_harness|edition\d{4}|E\d{4}|standalone_crate)$/;

/** Whether rustdoc runs a fenced block with this info string as a doc test. */
export function isDocTestInfo(info: string): boolean {
  const words = info
    .split(/[\s,]+/)
    .map((w) => w.replace(/^\{?\.?|\}$/g, ''))
    .filter(Boolean);
  if (words.includes('ignore')) return false;
  return words.every((word) => RUST_WORDS.test(word));
}

/** The line ranges (fences included) of the doc tests of a Rust text. */
export function findDocTestBlocks(text: string): LineRange[] {
  const blocks: LineRange[] = [];
  let open: { line: number; fence: string; test: boolean } | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const doc = DOC_LINE.exec(raw);
    if (doc === null) {
      // A doc comment that ends closes its block.
      open = null;
      return;
    }
    const fence = FENCE.exec((doc[1] ?? '').trim());
    if (open === null) {
      if (fence)
        open = {
          line,
          fence: (fence[1] as string)[0] as string,
          test: isDocTestInfo(fence[2] ?? ''),
        };
      return;
    }
    if (fence && (fence[1] as string)[0] === open.fence && (fence[2] ?? '') === '') {
      if (open.test) blocks.push({ start: open.line, end: line });
      open = null;
    }
  });
  return blocks;
}
