// Reads `cargo test` output: every `test result:` line (unit, integration and doc-test binaries) is
// summed, and each `---- name stdout ----` block with its `thread '...' panicked at` lines is a failure.
import type { TestFailure, TestRun } from '../../model.js';
import { toLines } from '../strip-ansi.js';
import { makeRun } from '../test-run.js';
import { blockFailure, splitBlocks } from './failure-block.js';

const RESULT =
  /^test result: (?:ok|FAILED)\. (\d+) passed; (\d+) failed; (\d+) ignored; (\d+) measured; (\d+) filtered out/;
const BLOCK_HEADER = /^---- (.+) stdout ----$/;
const TEST_LINE = /^test (.+?) \.\.\. (ok|FAILED|ignored)\b/;
// Panic messages: `panicked at src/lib.rs:3:5:` then the message (Rust ≥ 1.73), or
// `panicked at 'message', src/lib.rs:3:5` before.
const PANIC_NEW = /panicked at ([^\s:]+):(\d+):\d+:$/;
const PANIC_OLD = /panicked at '(.*)', ([^\s:]+):(\d+):\d+$/;
const DOC_TEST = /^(.+) - .*\(line (\d+)\)$/;

export function parseCargoTest(output: string): TestRun | null {
  const lines = toLines(output);
  const results = lines.map((line) => RESULT.exec(line)).filter((match) => match !== null);
  if (results.length === 0) return null;
  const sum = (group: number): number => results.reduce((s, m) => s + Number(m[group]), 0);
  const blocks = splitBlocks(lines, BLOCK_HEADER, (line) =>
    /^(?:failures:|test result:)/.test(line),
  );
  const ids = lines.map((line) => TEST_LINE.exec(line)?.[1]).filter((id) => id !== undefined);
  return makeRun({ passed: sum(1), failed: sum(2), skipped: sum(3) }, blocks.map(toFailure), ids);
}

function toFailure(block: string[]): TestFailure {
  const name = BLOCK_HEADER.exec(block[0] ?? '')?.[1] ?? '';
  const at = block.findIndex((line) => PANIC_NEW.test(line) || PANIC_OLD.test(line));
  const panic = block[at] ?? '';
  const old = PANIC_OLD.exec(panic);
  const fresh = PANIC_NEW.exec(panic);
  const message = old?.[1] ?? (fresh ? (block[at + 1] ?? '') : firstBodyLine(block));
  const failure = blockFailure(name, message, block);
  // A doc-test panics in a generated file; its name says where the example is.
  const doc = DOC_TEST.exec(name);
  if (doc) return { ...failure, file: doc[1] ?? null, line: Number(doc[2]) };
  const file = old?.[2] ?? fresh?.[1];
  const line = old?.[3] ?? fresh?.[2];
  return file ? { ...failure, file, line: Number(line) } : failure;
}

function firstBodyLine(block: readonly string[]): string {
  return (block.slice(1).find((line) => line.trim() !== '') ?? '').trim();
}
