// Reads `cargo test` output: every `test result:` line (unit, integration and doc-test binaries) is
// summed, and each `---- name stdout ----` block with its `thread '...' panicked at` lines is a failure.
import type { TestFailure, TestRun } from '../../model/results.js';
import { blockFailure, splitBlocks } from '../../results/console/failure-block.js';
import { findPanic } from '../../results/console/rust-panic.js';
import { makeRun } from '../../results/test-run.js';
import { toLines } from '../../text/strip-ansi.js';

export const CARGO_RESULT =
  /^test result: (?:ok|FAILED)\. (\d+) passed; (\d+) failed; (\d+) ignored; (\d+) measured; (\d+) filtered out/;
const BLOCK_HEADER = /^---- (.+) stdout ----$/;
const TEST_LINE = /^test (.+?) \.\.\. (ok|FAILED|ignored)\b/;
const DOC_TEST = /^(.+) - .*\(line (\d+)\)$/;

export function parseCargoTest(output: string): TestRun | null {
  const lines = toLines(output);
  const results = lines.map((line) => CARGO_RESULT.exec(line)).filter((match) => match !== null);
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
  const panic = findPanic(block);
  const failure = blockFailure(name, panic?.message ?? firstBodyLine(block), block);
  // A doc-test panics in a generated file; its name says where the example is.
  const doc = DOC_TEST.exec(name);
  if (doc) return { ...failure, file: doc[1] ?? null, line: Number(doc[2]) };
  return panic ? { ...failure, file: panic.file, line: panic.line } : failure;
}

function firstBodyLine(block: readonly string[]): string {
  return (block.slice(1).find((line) => line.trim() !== '') ?? '').trim();
}
