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

function isPrematureClose(error: unknown): boolean {
  return (
    error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}
