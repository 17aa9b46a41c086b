// Captures one output stream of a check: the full bytes go to a log file (and are counted), the
// decoded text to a bounded tail and to the live listener. Backpressure from the file reaches the child.
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TailBuffer } from '../core/run/tail-buffer.js';

export type OutputStream = 'stdout' | 'stderr';
export type OutputListener = (stream: OutputStream, text: string) => void;

/** A running capture: `done` settles when the stream has ended and the log is flushed. */
export interface Capture {
  tail: TailBuffer;
  /** Bytes the stream carried so far, before any bounding (the tail keeps only its end). */
  bytes(): number;
  done: Promise<void>;
}

/** Starts copying `source` to `logPath` while keeping its tail. */
export function captureOutput(
  name: OutputStream,
  source: Readable,
  logPath: string,
  onOutput?: OutputListener,
): Capture {
  const tail = new TailBuffer();
  let bytes = 0;
  const tap = decodingTap(
    (text) => {
      tail.push(text);
      onOutput?.(name, text);
    },
    (chunk) => {
      bytes += chunk.length;
    },
  );
  const done = pipeline(
    source,
    tap,
    batching(),
    createWriteStream(logPath, { flags: 'wx', mode: 0o600 }),
  ).catch((error: unknown) => {
    // We cut a stream that a process outside the group held open: the log simply ends there.
    if (isPrematureClose(error)) return;
    throw error;
  });
  return { tail, bytes: () => bytes, done };
}

// Bytes pass through unchanged (the log is verbatim); text is decoded as UTF-8 across chunk
// boundaries, invalid sequences becoming U+FFFD instead of failing.
function decodingTap(emit: (text: string) => void, count: (chunk: Buffer) => void): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const emitNonEmpty = (text: string): void => {
    if (text !== '') emit(text);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback): void {
      count(chunk);
      emitNonEmpty(decoder.decode(chunk, { stream: true }));
      callback(null, chunk);
    },
    flush(callback): void {
      emitNonEmpty(decoder.decode());
      callback();
    },
  });
}

// A runner that flushes a dot per test hands over thousands of one-byte chunks; a write each was
// the main thread's largest cost in a run of 3,600 tests (113 ms of a CPU profile). They go to
// the log in batches: at 64 KB, or 50 ms after the first byte of a batch, and at the end.
const BATCH_BYTES = 64 * 1024;
const BATCH_MS = 50;

function batching(): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const take = (): Buffer | undefined => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (size === 0) return undefined;
    const batch = Buffer.concat(parts, size);
    parts = [];
    size = 0;
    return batch;
  };
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback): void {
      parts.push(chunk);
      size += chunk.length;
      // Handed on through the callback, so a slow log still holds the child back.
      if (size >= BATCH_BYTES) {
        callback(null, take());
        return;
      }
      timer ??= setTimeout(() => {
        const batch = take();
        if (batch !== undefined) stream.push(batch);
      }, BATCH_MS).unref();
      callback();
    },
    flush(callback): void {
      callback(null, take());
    },
    destroy(error, callback): void {
      take();
      callback(error);
    },
  });
  return stream;
}

function isPrematureClose(error: unknown): boolean {
  return (
    error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}
