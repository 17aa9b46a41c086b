// The log of a check that ran beside another is replayed as one block: its opening lines, its
// output (the end of it, when long, with a line saying so), its closing lines.
import { describe, expect, it } from 'vitest';
import { HeldOutput } from '../../../src/core/run/held-output.js';

function replayed(held: HeldOutput): string[] {
  const out: string[] = [];
  held.replay({
    log: (line) => out.push(`log ${line}`),
    output: (_s, text) => out.push(`out ${text}`),
  });
  return out;
}

describe('HeldOutput', () => {
  it('keeps lines before and after the output in their places, and the streams in order', () => {
    const held = new HeldOutput();
    held.log('> lint: eslint .');
    held.output('stdout', 'a\n');
    held.output('stderr', 'b\n');
    held.output('stdout', '');
    held.log('+ lint: passed');
    expect(replayed(held)).toEqual(['log > lint: eslint .', 'out a\nb\n', 'log + lint: passed']);
  });

  it('a check that printed nothing replays its lines only', () => {
    const held = new HeldOutput();
    held.log('> typecheck: tsc --noEmit');
    held.log('+ typecheck: passed');
    expect(replayed(held)).toEqual(['log > typecheck: tsc --noEmit', 'log + typecheck: passed']);
  });

  it('keeps the end of a flood and says how much is not shown', () => {
    const held = new HeldOutput(10);
    held.log('> lint: eslint .');
    for (let i = 0; i < 5; i++) held.output('stdout', '0123456789');
    held.log('x lint: failed');
    expect(replayed(held)).toEqual([
      'log > lint: eslint .',
      'log   (held while it ran: the first 40 characters of its output are not shown)',
      'out 0123456789',
      'log x lint: failed',
    ]);
  });

  it('a sink without an output listener gets the lines', () => {
    const held = new HeldOutput();
    held.output('stdout', 'text');
    held.log('+ lint: passed');
    const lines: string[] = [];
    held.replay({ log: (line) => lines.push(line) });
    expect(lines).toEqual(['+ lint: passed']);
  });
});
