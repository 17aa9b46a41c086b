// Reads what a check left behind: the result files it was asked to write and its full output.
import { open } from 'node:fs/promises';
import type { LogPaths } from '../adapters/process.js';
import type { Instrumented } from '../core/run/instrument.js';
import type { ResultFiles } from '../core/run/interpret-outcome.js';

// Parsers get at most this much of a file: a check may write anything at these paths.
const MAX_RESULT_BYTES = 256 * 1024 * 1024;
const MAX_LOG_BYTES = 64 * 1024 * 1024;

/** The file's text, at most `max` bytes of it; null when it does not exist. */
async function readCapped(path: string, max: number): Promise<string | null> {
  let handle: Awaited<ReturnType<typeof open>>;
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

export async function readResultFiles(
  prepared: Instrumented,
  logs: LogPaths,
): Promise<ResultFiles> {
  const [junit, coverage, stdout, stderr] = await Promise.all([
    prepared.junit === null ? null : readCapped(prepared.junit, MAX_RESULT_BYTES),
    prepared.coverage === null ? null : readCapped(prepared.coverage.path, MAX_RESULT_BYTES),
    readCapped(logs.stdout, MAX_LOG_BYTES),
    readCapped(logs.stderr, MAX_LOG_BYTES),
  ]);
  return { junit, coverage, stdout: stdout ?? '', stderr: stderr ?? '' };
}
