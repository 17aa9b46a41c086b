// The checkout's Python listings: each runs once however many ask, and one started on a guess is
// the run's only once something asks for it (the dependency-hook rule reads the run's listings).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutListings } from '../../../src/pipeline/read/checkout-listings.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

// An interpreter that prints its name and appends a line to a log at each start.
function interpreter(name: string): { words: string[]; starts: () => number } {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-listings-'));
  made.push(dir);
  const log = join(dir, 'starts');
  writeFileSync(log, '');
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\necho start >> '${log}'\necho '${name} 3.12.1'\n`);
  chmodSync(path, 0o755);
  const starts = (): number => readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
  return { words: [path], starts };
}

function listingsIn(): ReturnType<typeof checkoutListings> {
  const checkout = mkdtempSync(join(tmpdir(), 'testlock-listings-checkout-'));
  made.push(checkout);
  mkdirSync(join(checkout, 'sub'));
  return checkoutListings(checkout, { secrets: [], env: { PATH: process.env.PATH } }, 'HEAD');
}

describe('checkoutListings', () => {
  it('joins a prestarted listing instead of starting the interpreter again', async () => {
    const listings = listingsIn();
    const python = interpreter('python-a');
    listings.prestart(python.words, '');
    const asked = await listings.listPython(python.words, '');
    expect(asked).toBe('python-a 3.12.1');
    expect(python.starts()).toBe(1);
    expect(await listings.listings()).toEqual(['python-a 3.12.1']);
    await listings.dispose();
  });

  it('leaves a prestarted listing nobody asked for out of the run', async () => {
    const listings = listingsIn();
    const guessed = interpreter('python-guess');
    const used = interpreter('python-used');
    listings.prestart(guessed.words, '');
    expect(await listings.listPython(used.words, '')).toBe('python-used 3.12.1');
    expect(await listings.listings()).toEqual(['python-used 3.12.1']);
    await listings.dispose();
    // dispose waits for the guess too: it ran, once, before the scratch folder went.
    expect(guessed.starts()).toBe(1);
  });

  it('lists one interpreter in two folders twice', async () => {
    const listings = listingsIn();
    const python = interpreter('python-b');
    await Promise.all([
      listings.listPython(python.words, ''),
      listings.listPython(python.words, ''),
    ]);
    await listings.listPython(python.words, 'sub');
    expect(python.starts()).toBe(2);
    await listings.dispose();
  });
});
