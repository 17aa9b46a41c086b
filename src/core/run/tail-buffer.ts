// A bounded tail of a text stream: keeps only the last characters of what a check printed,
// so memory stays constant however much the check writes.

/** docs/report.md: `stdout` / `stderr` in the report keep at most this many characters. */
export const TAIL_MAX_CHARS = 20_000;

export interface Tail {
  /** The last characters seen (never more than the limit, never starting with half a surrogate pair). */
  text: string;
  /** Characters seen in total, including those dropped. */
  totalChars: number;
  /** True when the text is not the whole stream. */
  truncated: boolean;
}

/**
 * Accumulates chunks and keeps their last `maxChars` UTF-16 code units. Chunks are kept as they
 * came and dropped from the front, so a flood costs each chunk once, whatever the limit.
 */
export class TailBuffer {
  private chunks: string[] = [];
  /** Index of the first chunk still kept (dropped ones are compacted away in bulk). */
  private first = 0;
  private keptChars = 0;
  private seen = 0;

  constructor(private readonly maxChars: number = TAIL_MAX_CHARS) {
    if (!Number.isInteger(maxChars) || maxChars < 1) {
      throw new RangeError(`TailBuffer: maxChars must be a positive integer, got ${maxChars}`);
    }
  }

  /** Adds a chunk; a chunk longer than the limit only contributes its end. */
  push(chunk: string): void {
    this.seen += chunk.length;
    const piece = chunk.length > this.maxChars ? chunk.slice(-this.maxChars) : chunk;
    this.chunks.push(piece);
    this.keptChars += piece.length;
    // Whole chunks go while the rest still fills the limit; the first one left is cut on read.
    while (this.keptChars - (this.chunks[this.first]?.length ?? 0) >= this.maxChars) {
      this.keptChars -= this.chunks[this.first]?.length ?? 0;
      // Released at once: a dropped chunk must not wait for the compaction to be freed.
      this.chunks[this.first++] = '';
    }
    if (this.first > 1024 && this.first * 2 > this.chunks.length) {
      this.chunks = this.chunks.slice(this.first);
      this.first = 0;
    }
  }

  /** The tail as it stands. */
  snapshot(): Tail {
    const joined = this.chunks.slice(this.first).join('');
    const kept = joined.length > this.maxChars ? joined.slice(-this.maxChars) : joined;
    return {
      text: dropLeadingLowSurrogate(kept),
      totalChars: this.seen,
      truncated: this.seen > kept.length,
    };
  }
}

// Cutting by code units can split a surrogate pair; a lone half would be invalid text in the report.
function dropLeadingLowSurrogate(text: string): string {
  const first = text.charCodeAt(0);
  return first >= 0xdc00 && first <= 0xdfff ? text.slice(1) : text;
}
