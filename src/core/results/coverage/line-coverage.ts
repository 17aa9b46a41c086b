// Which lines of which files a coverage report counts as executable and which ran: the per-line
// view the changed-lines evidence needs (SPEC 3b), read from the reports that carry it. A report is
// input from the checked code: a malformed one gives no lines, never a guess.
import type { CoverageTotals, FileLines } from '../../model/results.js';
import type { CoverageFormat } from '../../run/instrumented.js';
import { ParseError } from '../parse-error.js';
import { parseJson, pick } from './json-input.js';

// More files than any real report names: a forged flood is cut, not walked.
const MAX_FILES = 100_000;

const lineNumbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((n) => Number.isInteger(n) && n > 0)
    ? (value as number[])
    : null;

/** coverage.py's JSON: `files[path].executed_lines` and `missing_lines` (statements, by its measure). */
function coveragePyLines(content: string): FileLines[] | null {
  const files = pick(parseJson('coverage.py', content), 'files');
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return null;
  const out: FileLines[] = [];
  for (const [path, data] of Object.entries(files).slice(0, MAX_FILES)) {
    const executed = lineNumbers(pick(data, 'executed_lines'));
    const missing = lineNumbers(pick(data, 'missing_lines'));
    if (executed === null || missing === null) return null;
    out.push({ path, executable: [...executed, ...missing], executed });
  }
  return out;
}

// `example.com/m/pkg/file.go:4.35,5.15 1 1`: file, start line, end line, statements, hits.
const GO_BLOCK = /^(.+):(\d+)\.\d+,(\d+)\.\d+ (\d+) (\d+)$/;

/** A Go cover profile: every line of a block with statements is executable, ran where it was hit. */
function goLines(content: string): FileLines[] | null {
  const lines = content.split('\n');
  if (!lines.some((line) => line.startsWith('mode:'))) return null;
  const files: LineSets = new Map();
  for (const line of lines) {
    const match = GO_BLOCK.exec(line.trim());
    if (match === null) continue;
    const [, path = '', start, end, statements, hits] = match;
    const from = Number(start);
    const to = Number(end);
    if (Number(statements) === 0 || to < from || to - from > 100_000) continue;
    const file = setsOf(files, path);
    if (file === undefined) continue;
    for (let n = from; n <= to; n++) {
      file.executable.add(n);
      if (Number(hits) > 0) file.executed.add(n);
    }
  }
  return linesOf(files);
}

/**
 * An lcov trace file (LLVM's `llvm-cov export -format=lcov`): `SF:` opens a file, each `DA:line,hits`
 * is an executable line, run where hits > 0, `end_of_record` closes it.
 */
function lcovLines(content: string): FileLines[] | null {
  const files: LineSets = new Map();
  let file: ReturnType<typeof setsOf>;
  let records = 0;
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('SF:')) {
      file = setsOf(files, line.slice(3));
      records++;
    } else if (line === 'end_of_record') file = undefined;
    else if (line.startsWith('DA:') && file !== undefined) {
      const [at, hits] = line.slice(3).split(',');
      const n = Number(at);
      if (!Number.isInteger(n) || n <= 0 || !/^\d+$/.test(hits ?? '')) return null;
      file.executable.add(n);
      if (Number(hits) > 0) file.executed.add(n);
    }
  }
  return records === 0 && content.trim() !== '' ? null : linesOf(files);
}

/** The line totals of an lcov trace of the changed files (evidence, not coverage). */
export function lcovTotals(content: string): CoverageTotals {
  const files = lcovLines(content);
  if (files === null) throw new ParseError('lcov', 'not an lcov trace file');
  return totalsOf(files);
}

/**
 * testlock's own recorder for pytest (runners/pytest/lines-source.ts): a JSON line per changed
 * file per process, its statements' lines and those that ran there, merged across processes.
 */
function pythonLines(content: string): FileLines[] | null {
  const files: LineSets = new Map();
  for (const line of content.split('\n')) {
    if (line.trim() === '') continue;
    const record = parseJson('testlock lines', line);
    const path = pick(record, 'path');
    const statements = lineNumbers(pick(record, 'statements'));
    const run = lineNumbers(pick(record, 'run'));
    if (typeof path !== 'string' || statements === null || run === null) return null;
    const file = setsOf(files, path);
    if (file === undefined) continue;
    for (const n of statements) file.executable.add(n);
    for (const n of run) if (file.executable.has(n)) file.executed.add(n);
  }
  return linesOf(files);
}

type LineSets = Map<string, { executable: Set<number>; executed: Set<number> }>;

/** The sets of `path`, made on first use; undefined past MAX_FILES files. */
function setsOf(files: LineSets, path: string) {
  let file = files.get(path);
  if (file === undefined) {
    if (files.size >= MAX_FILES) return undefined;
    file = { executable: new Set<number>(), executed: new Set<number>() };
    files.set(path, file);
  }
  return file;
}

function linesOf(files: LineSets): FileLines[] {
  return [...files].map(([path, f]) => ({
    path,
    executable: [...f.executable],
    executed: [...f.executed],
  }));
}

/**
 * istanbul's final JSON (`coverage-final.json`, v8 or istanbul providers): a line is executable
 * where a statement starts on it, run where one of those statements was hit (istanbul's own
 * line view, behind its `lines` totals).
 */
function istanbulLines(content: string): FileLines[] | null {
  const report = parseJson('istanbul', content);
  if (typeof report !== 'object' || report === null || Array.isArray(report)) return null;
  const out: FileLines[] = [];
  for (const [key, data] of Object.entries(report).slice(0, MAX_FILES)) {
    const map = pick(data, 'statementMap');
    const hits = pick(data, 's');
    const path = pick(data, 'path');
    if (typeof map !== 'object' || map === null || typeof hits !== 'object' || hits === null)
      return null;
    const executable = new Set<number>();
    const executed = new Set<number>();
    for (const [id, statement] of Object.entries(map)) {
      const line = pick(statement, 'start', 'line');
      const hit = (hits as Record<string, unknown>)[id];
      if (!Number.isInteger(line) || (line as number) <= 0 || typeof hit !== 'number') return null;
      executable.add(line as number);
      if (hit > 0) executed.add(line as number);
    }
    out.push({
      path: typeof path === 'string' ? path : key,
      executable: [...executable],
      executed: [...executed],
    });
  }
  return out;
}

/** istanbul's line totals from its final JSON: what its json-summary's `lines` would say. */
export function istanbulFinalTotals(content: string): CoverageTotals {
  const files = istanbulLines(content);
  if (files === null) throw new ParseError('istanbul', 'not a coverage-final.json');
  return totalsOf(files);
}

/** The line totals of testlock's pytest recorder (the changed files alone: evidence, not coverage). */
export function pythonLinesTotals(content: string): CoverageTotals {
  const files = pythonLines(content);
  if (files === null) throw new ParseError('testlock lines', 'not a lines record');
  return totalsOf(files);
}

function totalsOf(files: readonly FileLines[]): CoverageTotals {
  let covered = 0;
  let total = 0;
  for (const file of files) {
    covered += file.executed.length;
    total += file.executable.length;
  }
  return { linesCovered: covered, linesTotal: total };
}

const READERS: Partial<Record<CoverageFormat, (content: string) => FileLines[] | null>> = {
  'istanbul-final': istanbulLines,
  'coverage-py-json': coveragePyLines,
  'go-coverprofile': goLines,
  'python-lines': pythonLines,
  lcov: lcovLines,
};

/** The per-file lines of a report, or null where its format has none or it cannot be read. */
export function lineCoverage(format: CoverageFormat, content: string): FileLines[] | null {
  const read = READERS[format];
  if (read === undefined) return null;
  try {
    return read(content);
  } catch {
    return null;
  }
}
