import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectConsole } from '../../../../src/core/results/console/detect-console.js';
import { parseConsole } from '../../../../src/core/results/console/parse-console.js';
import type { RunnerName } from '../../../../src/core/runners/names.js';
import { fixture } from '../fixture.js';

// Which runner's reader owns each console fixture (by file name): tape, `ava --tap` and bats
// without a terminal print plain TAP.
const OWNER: Array<[RegExp, RunnerName]> = [
  [/^(?:tape|ava-tap|bats-tap)/, 'tap'],
  [/^tap-/, 'node-tap'],
  [/^node-test/, 'node-test'],
  [/^go-test/, 'go'],
  [/^cargo-/, 'cargo'],
];

function ownerOf(file: string): RunnerName {
  for (const [pattern, runner] of OWNER) if (pattern.test(file)) return runner;
  // Otherwise the name starts with the runner's: `uvu-fail.txt`.
  return (/^(\w+)-/.exec(file)?.[1] ?? '') as RunnerName;
}

const FILES = readdirSync(new URL('../fixtures/console/', import.meta.url)).filter((f) =>
  f.endsWith('.txt'),
);

describe('detectConsole', () => {
  it('has a fixture of every runner', () => {
    expect(new Set(FILES.map(ownerOf)).size).toBe(24);
  });

  // No false positive across runners: every real output is read as its own runner, with the counts
  // its own parser reads.
  it.each(FILES)('%s is read as its own runner', (file) => {
    const output = fixture(`console/${file}`);
    const detected = detectConsole(output);
    expect(detected?.runner).toBe(ownerOf(file));
    expect(detected?.tests).toEqual(parseConsole(ownerOf(file), output));
  });

  it.each([
    ['plain text', 'building...\ndone\n'],
    ['an npm error', 'npm ERR! missing script: test\n'],
    ['a lint report', 'src/a.ts:3:1 error no-unused-vars\n1 problem\n'],
    ['empty output', ''],
  ])('null for %s', (_label, output) => {
    expect(detectConsole(output)).toBeNull();
  });

  it('gaming: a passing summary a test printed before the real one does not hide the failure', () => {
    // A test of the uvu suite prints jest's and pytest's summary lines; uvu's own comes after.
    const fake = 'Tests:       0 failed, 90 passed, 90 total\n===== 90 passed in 0.10s =====\n';
    const output = fake + fixture('console/uvu-fail.txt');
    const detected = detectConsole(output);
    expect([detected?.runner, detected?.tests.failed, detected?.tests.total]).toEqual([
      'uvu',
      1,
      4,
    ]);
    expect(detected?.alsoFound).toEqual(['pytest', 'jest']);
  });

  it('honest: a wrapper that runs go test then cargo test is read by its last runner', () => {
    const output = `${fixture('console/go-test.txt')}\n${fixture('console/cargo-pass.txt')}`;
    const detected = detectConsole(output);
    expect(detected?.runner).toBe('cargo');
    expect(detected?.tests.failed).toBe(0);
    expect(detected?.alsoFound).toEqual(['go']);
  });

  it('nextest wins over the libtest lines it captured from a failing test', () => {
    const detected = detectConsole(fixture('console/nextest-fail.txt'));
    expect([detected?.runner, detected?.tests.total, detected?.alsoFound]).toEqual([
      'nextest',
      4,
      [],
    ]);
  });

  it('gotestsum in standard-verbose format wins over the go lines it passes through', () => {
    const output = `${fixture('console/go-test-v.txt')}\nDONE 8 tests, 1 skipped, 4 failures in 0.5s\n`;
    const detected = detectConsole(output);
    expect([detected?.runner, detected?.tests.total, detected?.tests.failed]).toEqual([
      'gotestsum',
      8,
      4,
    ]);
    expect(detected?.alsoFound).toContain('go');
  });

  it("japa's `Tests  2 passed (2)` is not vitest's, and vitest's is not japa's", () => {
    expect(parseConsole('vitest', fixture('console/japa-fail.txt'))).toBeNull();
    expect(parseConsole('japa', fixture('console/vitest-plain.txt'))).toBeNull();
  });

  it("TAP's `ok 1 name` lines are not Go package lines", () => {
    expect(parseConsole('go', fixture('console/tape-pass.txt'))).toBeNull();
    expect(parseConsole('go', fixture('console/ava-tap.txt'))).toBeNull();
  });

  it('Go output without a plan is not TAP', () => {
    expect(parseConsole('tap', fixture('console/go-test.txt'))).toBeNull();
  });
});
