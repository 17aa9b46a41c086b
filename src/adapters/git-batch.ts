// One `git cat-file --batch` per repository, kept open while reads keep coming: a run reads blobs
// at a dozen places, and a git start for each cost more than the reads (issue 14). Object ids go
// in, so no path ever crosses stdin; the answers are cut by their byte sizes.
import type { Readable, Writable } from 'node:stream';
import { startGit } from './exec-git.js';

interface Request {
  /** Answers still to come: git prints one per id asked, in order. */
  left: number;
  found: Map<string, Buffer>;
  resolve: (found: Map<string, Buffer>) => void;
  reject: (error: Error) => void;
}

// A reader no one has asked anything for this long ends, so no process outlives its use.
const IDLE_MS = 2_000;

class BatchReader {
  private readonly queue: Request[] = [];
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** The size of the object whose content is being read; null while a header is awaited. */
  private body: { id: string; size: number } | null = null;
  private idle: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly stdin: Writable,
    private readonly stdout: Readable & { ref?: () => void; unref?: () => void },
    private readonly stop: () => void,
    private readonly onClose: () => void,
  ) {
    stdout.on('data', (chunk: Buffer) => this.take(chunk));
    stdout.on('close', () => this.fail(new Error('git cat-file --batch ended early')));
    stdin.on('error', (error: Error) => this.fail(error));
  }

  read(ids: readonly string[]): Promise<Map<string, Buffer>> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.stdout.ref?.();
    return new Promise((resolve, reject) => {
      this.queue.push({ left: ids.length, found: new Map(), resolve, reject });
      this.stdin.write(`${ids.join('\n')}\n`);
    });
  }

  private take(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    try {
      while (this.next());
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  // Consumes one header or one body when enough has arrived; false when it must wait.
  private next(): boolean {
    const request = this.queue[0];
    if (request === undefined) return false;
    if (this.body === null) {
      const all = this.joined();
      const eol = all.indexOf(10);
      if (eol < 0) return false;
      const header = all.subarray(0, eol).toString('utf8');
      this.keep(all.subarray(eol + 1));
      const parts = header.split(' ');
      if (parts.length === 3 && /^\d+$/.test(parts[2] ?? '')) {
        this.body = { id: parts[0] ?? '', size: Number(parts[2]) };
        return true;
      }
      if (parts[1] !== 'missing') throw new Error(`git cat-file --batch: unexpected '${header}'`);
      this.answered(request);
      return true;
    }
    if (this.buffered < this.body.size + 1) return false;
    const all = this.joined();
    request.found.set(this.body.id, Buffer.from(all.subarray(0, this.body.size)));
    this.keep(all.subarray(this.body.size + 1));
    this.body = null;
    this.answered(request);
    return true;
  }

  private answered(request: Request): void {
    request.left -= 1;
    if (request.left > 0) return;
    this.queue.shift();
    request.resolve(request.found);
    if (this.queue.length > 0) return;
    this.stdout.unref?.();
    this.idle = setTimeout(() => this.close(), IDLE_MS);
    this.idle.unref();
  }

  private joined(): Buffer {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0] as Buffer;
  }

  private keep(rest: Buffer): void {
    this.chunks = rest.length === 0 ? [] : [rest];
    this.buffered = rest.length;
  }

  private fail(error: Error): void {
    this.close();
    for (const request of this.queue.splice(0)) request.reject(error);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    this.onClose();
    this.stdin.end();
    this.stop();
  }
}

const readers = new Map<string, BatchReader>();

/** The blobs with these ids, read through the repository's open `cat-file --batch`. */
export function readObjects(repo: string, ids: readonly string[]): Promise<Map<string, Buffer>> {
  if (ids.length === 0) return Promise.resolve(new Map());
  // One line per id: anything else would shift every answer after it.
  const odd = ids.find((id) => !/^[0-9a-f]{4,64}$/.test(id));
  if (odd !== undefined) return Promise.reject(new Error(`not an object id: '${odd}'`));
  let reader = readers.get(repo);
  if (reader === undefined) {
    const git = startGit(['cat-file', '--batch'], { cwd: repo });
    const opened: BatchReader = new BatchReader(git.stdin, git.stdout, git.kill, () => {
      if (readers.get(repo) === opened) readers.delete(repo);
    });
    reader = opened;
    readers.set(repo, reader);
  }
  return reader.read(ids);
}
