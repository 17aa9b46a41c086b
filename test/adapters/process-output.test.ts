// The capture of a check's output stream: the log is the stream's bytes, verbatim and in order,
// whether they come as thousands of one-byte chunks (written in batches) or in large pieces; a
// batch waiting for more is still written while the stream stays open.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureOutput } from '../../src/adapters/process-output.js';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'testlock-output-'));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('captureOutput', () => {
  it('logs a dot per chunk verbatim, counts every byte, and keeps the tail as text', async () => {
    const source = new PassThrough();
    const log = join(work, 'stdout');
    const capture = captureOutput('stdout', source, log);
    const dots = Array.from({ length: 5000 }, (_, i) => (i % 97 === 0 ? 'F' : '.'));
    for (const dot of dots) source.write(dot);
    source.end('\n1 failed, 4999 passed\n');
    await capture.done;
    const expected = `${dots.join('')}\n1 failed, 4999 passed\n`;
    expect(readFileSync(log, 'utf8')).toBe(expected);
    expect(capture.bytes()).toBe(Buffer.byteLength(expected));
    expect(capture.tail.snapshot().text.endsWith('1 failed, 4999 passed\n')).toBe(true);
  });

  it('logs more than a batch of small chunks in order, multi-byte characters split across them', async () => {
    const source = new PassThrough();
    const log = join(work, 'stderr');
    const capture = captureOutput('stderr', source, log);
    const text = 'é✓'.repeat(40_000);
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length; at += 7) source.write(bytes.subarray(at, at + 7));
    source.end();
    await capture.done;
    expect(readFileSync(log)).toEqual(bytes);
    expect(capture.tail.snapshot().text.endsWith('é✓é✓')).toBe(true);
  });

  it('writes what came while the stream stays open, without waiting for a full batch', async () => {
    const source = new PassThrough();
    const log = join(work, 'stdout');
    const capture = captureOutput('stdout', source, log);
    source.write('collected 3 items\n');
    let seen = '';
    for (let waited = 0; waited < 2000 && seen === ''; waited += 25) {
      await sleep(25);
      seen = readFileSync(log, 'utf8');
    }
    expect(seen).toBe('collected 3 items\n');
    source.end('...\n');
    await capture.done;
    expect(readFileSync(log, 'utf8')).toBe('collected 3 items\n...\n');
  });
});
