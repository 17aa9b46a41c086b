// Finds the file and line a failure points at in a traceback or stack trace, skipping frames of
// runtimes and dependencies so the location lands in the project's own code.

import { escapeRegExp } from '../text/escape-regexp.js';

export interface SourceLocation {
  file: string;
  line: number;
}

export interface LocationHints {
  /** A frame whose text contains this identifier wins (e.g. a Java test method's name). */
  name?: string;
  /** A frame in this file wins over others (e.g. the test file a jest block belongs to). */
  file?: string;
}

// Python `File "x.py", line 3`; otherwise `path:line[:col]`, optionally a file:// URL, starting at a
// token boundary (so `node:internal/x.js:1` is not read as the path `e:internal/x.js`).
const PYTHON_FRAME = /File "([^"]+)", line (\d+)/g;
const PATH_LINE =
  /(?<![\w.@~/\\+:-])(?:file:\/\/)?((?:[A-Za-z]:)?[\w.@~/\\+-]*[\w-]\.[A-Za-z][\w]{0,5}):(\d+)(?::\d+)?/g;

const FOREIGN_PATH = [
  /node_modules[\\/]/,
  /^node:/,
  /^internal[\\/]/,
  /site-packages|dist-packages/,
  /[\\/]lib[\\/]python\d/,
  /^\/usr\/(?:local\/)?lib\//,
  /^\/usr\/local\/go\//,
  /^\/rustc\//,
  /[\\/]\.cargo[\\/]registry[\\/]/,
  /[\\/]\.rustup[\\/]/,
  /^\/opt\/hostedtoolcache\//,
  /rustdoctest/,
];

export function isForeignPath(path: string): boolean {
  return FOREIGN_PATH.some((pattern) => pattern.test(path));
}

/** The best location in `text`, or null when it names none in the project's code. */
export function findLocation(text: string, hints: LocationHints = {}): SourceLocation | null {
  const candidates = collect(text);
  const byName = hints.name ? candidates.find((c) => mentions(c.source, hints.name ?? '')) : null;
  const byFile = hints.file
    ? candidates.find((c) => samePath(c.location.file, hints.file ?? ''))
    : null;
  return (byName ?? byFile ?? candidates[0])?.location ?? null;
}

interface Candidate {
  location: SourceLocation;
  source: string;
}

function collect(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const source of text.split('\n')) {
    const pattern = source.includes('File "') ? PYTHON_FRAME : PATH_LINE;
    for (const match of source.matchAll(pattern)) {
      const file = match[1] ?? '';
      if (isForeignPath(file)) continue;
      candidates.push({ location: { file, line: Number(match[2]) }, source });
    }
  }
  return candidates;
}

// A Java or Go frame names the method: `LimitsTest.burstAtBoundary(LimitsTest.java:17)`.
function mentions(source: string, name: string): boolean {
  const method = name.split(/[.:/ >›]+/).pop() ?? '';
  return (
    /^[A-Za-z_$][\w$]{2,}$/.test(method) && new RegExp(`\\b${escapeRegExp(method)}\\b`).test(source)
  );
}

function samePath(candidate: string, file: string): boolean {
  const a = candidate.replace(/\\/g, '/');
  const b = file.replace(/\\/g, '/').replace(/^\.\//, '');
  return a === b || a.endsWith(`/${b}`);
}
