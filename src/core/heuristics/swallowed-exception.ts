// Flags a new broad exception handler that does nothing (or returns a constant), a new Go
// `recover()` or Rust `catch_unwind`: a failure the tests should see is turned into success.

import type { Ecosystem } from '../model/changed-file.js';
import { describe, nextCode } from './file-view.js';
import type { AddedLine, Block, FileView, Finding, Heuristic } from './types.js';

// `except:`, `except Exception as e:`, and a tuple that includes Exception or BaseException.
const PY_BROAD = /^except(?:\s*:|\s+\(?[\w\s.,]*\b(?:Exception|BaseException)\b[^:]*:)\s*(.*)$/;
const PY_SWALLOW =
  /^(?:pass|\.\.\.|continue|return(?:\s+(?:None|True|False|-?\d[\w.]*|""|''|\[\]|\{\}|\(\)))?)$/;
const PY_SUPPRESS = /\b(?:contextlib\.)?suppress\s*\(\s*(?:Exception|BaseException)\b/;
const CATCH = /\bcatch\s*(?:\(([^)]*)\))?\s*\{\s*(.*)$/;
const JAVA_BROAD = /^(?:final\s+)?(?:Exception|Throwable|RuntimeException)\s+\w+$/;
const PROMISE_CATCH = /\.catch\s*\(\s*(?:\(\s*\w*\s*\)|\w+)\s*=>\s*(?:\{\s*\}|undefined|null)\s*\)/;

type Swallow = (block: Block, index: number) => boolean;

function bodyOf(block: Block, index: number, inline: string): string {
  if (inline.trim() !== '') return inline.trim();
  return nextCode(block, index, 1)[0]?.bare ?? '';
}

const python: Swallow = (block, i) => {
  const a = block.added[i] as AddedLine;
  if (PY_SUPPRESS.test(a.bare)) return true;
  const m = PY_BROAD.exec(a.bare);
  return m !== null && PY_SWALLOW.test(bodyOf(block, i, m[1] ?? ''));
};

function catchSwallows(block: Block, i: number, eco: Ecosystem | null): boolean {
  const a = block.added[i] as AddedLine;
  if (eco !== 'java' && PROMISE_CATCH.test(a.bare)) return true;
  const m = CATCH.exec(a.bare);
  if (m === null) return false;
  if (eco === 'java' && !JAVA_BROAD.test((m[1] ?? '').trim())) return false;
  // An empty handler, or one that reports success (`return true`) whatever went wrong.
  return /^(?:\}|return\s+true\b)/.test(bodyOf(block, i, m[2] ?? ''));
}

// A `recover()` whose value is panicked again, logged or returned as an error still reports it.
const go: Swallow = (block, i) => {
  const a = block.added[i] as AddedLine;
  if (!/\brecover\s*\(\s*\)/.test(a.bare)) return false;
  const after = [a, ...nextCode(block, i, 3)].map((x) => x.bare).join('\n');
  return !/\bpanic\s*\(|\b(?:log|slog)\.\w+\s*\(|\bfmt\.Errorf\s*\(|\berr\s*=/.test(after);
};

const rust: Swallow = (block, i) => /\bcatch_unwind\s*\(/.test((block.added[i] as AddedLine).bare);

function swallowFor(eco: Ecosystem | null): Swallow {
  if (eco === 'python') return python;
  if (eco === 'go') return go;
  if (eco === 'rust') return rust;
  return (block, i) => catchSwallows(block, i, eco);
}

// A hunk that removed a handler of its own is rewriting code that was already guarded.
function wasGuarded(block: Block): boolean {
  return block.removed.some((r) =>
    /^\s*except\b|\bcatch\b|\brecover\s*\(|\bcatch_unwind\b/.test(r),
  );
}

export const swallowedException: Heuristic = (file: FileView): Finding[] => {
  const swallows = swallowFor(file.ecosystem);
  const findings: Finding[] = [];
  for (const block of file.blocks) {
    if (wasGuarded(block)) continue;
    block.added.forEach((a, i) => {
      if (a.moved || !swallows(block, i)) return;
      const detail = describe('broad exception handler added that swallows the error', a);
      findings.push({ kind: 'source-swallowed-exception', line: a.line, detail });
    });
  }
  return findings;
};
