import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';

function sink(isTTY: boolean): { text: () => string; write(t: string): void; isTTY: boolean } {
  const parts: string[] = [];
  return { isTTY, write: (t) => parts.push(t), text: () => parts.join('') };
}

describe('createProgress', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints lines only when not a terminal', () => {
    vi.useFakeTimers();
    const out = sink(false);
    const progress = createProgress(out);
    progress.log('> test: npm test');
    vi.advanceTimersByTime(3000);
    progress.log('+ test: passed');
    expect(out.text()).toBe('> test: npm test\n+ test: passed\n');
  });

  it('shows a live elapsed counter on a terminal and clears it', () => {
    vi.useFakeTimers();
    const out = sink(true);
    // Fake timers move Date.now too, which is the progress clock by default.
    const progress = createProgress(out);
    progress.log('> test: npm test');
    vi.advanceTimersByTime(2000);
    progress.log('+ test: passed');
    expect(out.text()).toBe(
      '> test: npm test\n\r\u001b[2K  running… 1s\r\u001b[2K  running… 2s\r\u001b[2K+ test: passed\n',
    );
  });
});
