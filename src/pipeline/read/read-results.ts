// Reads what a check left behind: the result files it was asked to write and its full output.
// The code under test ran in the same job, so a result file is checked before it is believed.
import { constants } from 'node:fs';
import { type FileHandle, lstat, open } from 'node:fs/promises';
import { loadParsers } from '../../adapters/load-parsers.js';
import type { LogPaths } from '../../adapters/process.js';
import type { ResultFiles } from '../../core/results/result-files.js';
import { COVERAGE_IS_XML, type Instrumented } from '../../core/run/instrumented.js';

// Parsers get at most this much of a result file: a check may write anything at these paths.
const MAX_RESULT_BYTES = 64 * 1024 * 1024;
// The parsers read the last part of a flood: a runner prints its summary and failures at the end.
const MAX_LOG_BYTES = 16 * 1024 * 1024;
// File systems store mtimes coarser than Date.now() (ext4 ~ns, some 1 s or 2 s): allow for that.
const MTIME_SLACK_MS = 2_000;
const CHUNK_BYTES = 1024 * 1024;

/** A result file as found: its text, or why it cannot be trusted; both null when it is absent. */
export interface ReadReport {
  text: string | null;
  problem: string | null;
}

/** The log's last `max` bytes; null when it does not exist (testlock wrote it, so no checks). */
async function readTail(path: string, max: number): Promise<string | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch {
    return null;
  }
  try {
    const size = (await handle.stat()).size;
    const length = Math.min(size, max);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

function kindOf(stats: Awaited<ReturnType<typeof lstat>>): string {
  if (stats.isSymbolicLink()) return 'a symbolic link';
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * A report testlock asked for: never followed through a link, never read from a FIFO (which would
 * block), never older than the check, never more than the cap. Read in chunks up to the cap.
 */
export async function readReport(path: string, startedAt: number | null): Promise<ReadReport> {
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(path);
  } catch {
    return { text: null, problem: null };
  }
  if (!stats.isFile()) return { text: null, problem: `the report is ${kindOf(stats)}` };
  if (startedAt !== null && stats.mtimeMs + MTIME_SLACK_MS < startedAt)
    return { text: null, problem: "the report is older than the check's start" };
  if (stats.size > MAX_RESULT_BYTES)
    return { text: null, problem: `the report is larger than ${MAX_RESULT_BYTES} bytes` };
  let handle: FileHandle;
  try {
    // O_NOFOLLOW | O_NONBLOCK: a link or FIFO swapped in after the lstat fails or does not block.
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return { text: null, problem: `the report cannot be opened (${codeOf(error)})` };
  }
  try {
    const opened = await handle.stat();
    if (!opened.isFile() || opened.ino !== stats.ino)
      return { text: null, problem: 'the report was replaced while it was read' };
    return await readCappedHandle(handle);
  } finally {
    await handle.close();
  }
}

async function readCappedHandle(handle: FileHandle): Promise<ReadReport> {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
    if (bytesRead === 0) break;
    total += bytesRead;
    // Still growing past the cap (a process left behind keeps writing): not a finished report.
    if (total > MAX_RESULT_BYTES)
      return { text: null, problem: `the report is larger than ${MAX_RESULT_BYTES} bytes` };
    chunks.push(buffer.subarray(0, bytesRead));
  }
  if (total === 0) return { text: null, problem: 'the report is empty' };
  return { text: Buffer.concat(chunks).toString('utf8'), problem: null };
}

function codeOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
}

/**
 * The check's results. `startedAt` (epoch ms) is when the check started; a report older than that
 * was not written by it. Null skips that test (a caller that only wants the ids).
 */
export async function readResultFiles(
  prepared: Instrumented,
  logs: LogPaths,
  startedAt: number | null = null,
): Promise<ResultFiles> {
  const none: ReadReport = { text: null, problem: null };
  const linesPath = prepared.coverage?.lines?.path;
  const [junit, coverage, coverageLines, jestJson, stdout, stderr] = await Promise.all([
    prepared.junit === null ? none : readReport(prepared.junit, startedAt),
    prepared.coverage === null ? none : readReport(prepared.coverage.path, startedAt),
    linesPath === undefined ? none : readReport(linesPath, startedAt),
    prepared.jestJson ? readReport(prepared.jestJson.path, startedAt) : none,
    readTail(logs.stdout, MAX_LOG_BYTES),
    readTail(logs.stderr, MAX_LOG_BYTES),
  ]);
  // The XML parser is loaded only for a report that is XML: a JUnit report, never a Go cover
  // profile or a JSON summary (its chunk would compile between two checks for nothing).
  const xmlCoverage = prepared.coverage !== null && COVERAGE_IS_XML[prepared.coverage.format];
  if (junit.text !== null || (coverage.text !== null && xmlCoverage)) await loadParsers(['xml']);
  return {
    junit: junit.text,
    junitProblem: junit.problem,
    coverage: coverage.text,
    coverageProblem: coverage.problem,
    ...(linesPath === undefined
      ? {}
      : { coverageLines: coverageLines.text, coverageLinesProblem: coverageLines.problem }),
    jestJson: jestJson.text,
    jestJsonProblem: jestJson.problem,
    stdout: stdout ?? '',
    stderr: stderr ?? '',
  };
}
