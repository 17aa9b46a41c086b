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

/** Accumulates chunks and keeps their last `maxChars` UTF-16 code units. */
export class TailBuffer {
  private kept = '';
  private seen = 0;

  constructor(private readonly maxChars: number = TAIL_MAX_CHARS) {
    if (!Number.isInteger(maxChars) || maxChars < 1) {
      throw new RangeError(`TailBuffer: maxChars must be a positive integer, got ${maxChars}`);
    }
  }

  /** Adds a chunk; a chunk longer than the limit only contributes its end. */
  push(chunk: string): void {
    this.seen += chunk.length;
    const joined = chunk.length >= this.maxChars ? chunk : this.kept + chunk;
    this.kept = joined.length > this.maxChars ? joined.slice(-this.maxChars) : joined;
  }

  /** The tail as it stands. */
  snapshot(): Tail {
    return {
      text: dropLeadingLowSurrogate(this.kept),
      totalChars: this.seen,
      truncated: this.seen > this.kept.length,
    };
  }
}

// Cutting by code units can split a surrogate pair; a lone half would be invalid text in the report.
function dropLeadingLowSurrogate(text: string): string {
  const first = text.charCodeAt(0);
  return first >= 0xdc00 && first <= 0xdfff ? text.slice(1) : text;
}
