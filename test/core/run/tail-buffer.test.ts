import { describe, expect, it } from 'vitest';
import { TAIL_MAX_CHARS, TailBuffer } from '../../../src/core/run/tail-buffer.js';

describe('TailBuffer', () => {
  it('keeps everything while under the limit', () => {
    const tail = new TailBuffer(10);
    tail.push('abc');
    tail.push('def');
    expect(tail.snapshot()).toEqual({ text: 'abcdef', totalChars: 6, truncated: false });
  });

  it('keeps only the last characters across many chunks', () => {
    const tail = new TailBuffer(5);
    for (const chunk of ['hello ', 'wor', 'ld', '!']) tail.push(chunk);
    expect(tail.snapshot()).toEqual({ text: 'orld!', totalChars: 12, truncated: true });
  });

  it('takes the end of a chunk longer than the limit', () => {
    const tail = new TailBuffer(4);
    tail.push('ab');
    tail.push('0123456789');
    expect(tail.snapshot().text).toBe('6789');
  });

  it('does not start with half a surrogate pair', () => {
    const tail = new TailBuffer(3);
    tail.push('a😀bc'); // the emoji is two code units; the cut falls between them
    expect(tail.snapshot().text).toBe('bc');
  });

  it('defaults to the report limit of 20,000 characters', () => {
    const tail = new TailBuffer();
    tail.push('x'.repeat(TAIL_MAX_CHARS + 7));
    tail.push('END');
    const { text } = tail.snapshot();
    expect(TAIL_MAX_CHARS).toBe(20_000);
    expect(text).toHaveLength(20_000);
    expect(text.endsWith('xEND')).toBe(true);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new TailBuffer(0)).toThrow(RangeError);
  });
});
