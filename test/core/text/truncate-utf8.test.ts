// Byte budgets in UTF-8: never over, never a broken character.
import { describe, expect, it } from 'vitest';
import {
  tailUtf8,
  truncateUtf8,
  truncateWithNote,
  utf8Length,
} from '../../../src/core/text/truncate-utf8.js';

describe('truncateUtf8', () => {
  it('cuts at a character boundary within the budget', () => {
    const text = 'aé€😀'.repeat(10); // 1 + 2 + 3 + 4 bytes
    for (let max = 0; max <= 100; max += 1) {
      const cut = truncateUtf8(text, max);
      expect(utf8Length(cut)).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
      expect(cut).not.toContain('\uFFFD');
    }
    expect(truncateUtf8(text, 7)).toBe('aé€');
  });

  it('keeps the end for tails', () => {
    expect(tailUtf8('abc😀', 5)).toBe('c😀');
    expect(tailUtf8('abc😀', 3)).toBe('');
  });

  it('ends a cut text with the note, all within the budget', () => {
    const cut = truncateWithNote('😀'.repeat(100), 50, ' [cut]');
    expect(cut.endsWith(' [cut]')).toBe(true);
    expect(utf8Length(cut)).toBeLessThanOrEqual(50);
    expect(truncateWithNote('short', 50, ' [cut]')).toBe('short');
  });
});
