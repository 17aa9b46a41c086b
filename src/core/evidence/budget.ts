// Keeps the evidence bundle within its size: parts are added in order of importance, each block
// clipped to what is left, and every cut says so where the reader sees it.
import { truncateUtf8, utf8Length } from '../text/truncate-utf8.js';
import { untrustedBlock } from './untrusted.js';

// Room kept for a block's markers, fences and truncation note.
const BLOCK_OVERHEAD = 512;

export class Budget {
  private readonly parts: string[] = [];
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly nonce: string,
  ) {}

  get remaining(): number {
    return this.maxBytes - this.used;
  }

  /** testlock's own text; dropped (with a note if room) when it does not fit. */
  text(line: string): void {
    const size = utf8Length(line);
    if (size <= this.remaining) this.push(line, size);
  }

  /** An untrusted block of at most `cap` content bytes, clipped further to what is left. */
  block(label: string, content: string, cap: number = Number.POSITIVE_INFINITY): void {
    const room = Math.min(cap, this.remaining - BLOCK_OVERHEAD);
    if (room <= 0) {
      this.text(
        `[omitted: ${label}, ${utf8Length(content)} bytes; the bundle reached its size limit]\n`,
      );
      return;
    }
    const size = utf8Length(content);
    const kept = size <= room ? content : truncateUtf8(content, room);
    const block = untrustedBlock(this.nonce, label, kept);
    this.push(block, utf8Length(block));
    if (kept !== content) {
      this.text(`[truncated: ${size - utf8Length(kept)} more bytes of ${label} not shown]\n`);
    }
  }

  render(): string {
    return this.parts.join('');
  }

  private push(text: string, size: number): void {
    this.parts.push(text);
    this.used += size;
  }
}
