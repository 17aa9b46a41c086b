import { describe, expect, it } from 'vitest';
import { detectConsole } from '../../../../src/core/results/console/detect-console.js';
import { scriptParts, sumScriptRuns } from '../../../../src/core/results/console/script-runs.js';
import { parseVitest } from '../../../../src/core/runners/vitest/console.js';
import { fixture } from '../fixture.js';

const read = (part: string) => detectConsole(part)?.tests ?? null;
const startsRunner = (command: string): boolean => /^(?:vitest|jest|pytest)\b/.test(command);
const sum = (output: string) => sumScriptRuns(output, read, startsRunner);

const vitestSummary = (passed: number, failed = 0): string =>
  [
    ` Test Files  ${failed > 0 ? '1 failed' : '1 passed'} (1)`,
    `      Tests  ${[failed > 0 ? `${failed} failed` : '', passed > 0 ? `${passed} passed` : ''].filter(Boolean).join(' | ')} (${passed + failed})`,
  ].join('\n');
const jestSummary = (passed: number): string =>
  `Test Suites: 1 passed, 1 total\nTests:       ${passed} passed, ${passed} total\nSnapshots:   0 total\nTime:        0.5 s`;
const pytestSummary = (passed: number): string => `===== ${passed} passed in 0.01s =====`;

describe('scriptParts', () => {
  it.each<[string, string, Array<string | null>]>([
    ['no header: one part', 'ok\n 1 passing (3ms)\n', [null]],
    [
      'npm: `> name@1.0.0 test` then `> command` opens a part',
      '> a@1.0.0 test\n> vitest run\nx\n\n> b@1.0.0 test\n> jest\ny',
      [null, 'vitest run', 'jest'],
    ],
    [
      'npm without a version: `> test`',
      '\n> test\n> npm test -ws\n\n> test\n> vitest run\n',
      [null, 'npm test -ws', 'vitest run'],
    ],
    [
      'pnpm prints the folder after the script',
      '> a@1.0.0 test /repo/packages/a\n> jest\nz',
      [null, 'jest'],
    ],
    // A quoted line a test prints is no header: it needs the command line under it.
    ['a lone `> ` line opens nothing', 'out\n> quoted\nmore', [null]],
    [
      'pnpm -r: a `dir script$ command` header per package',
      'Scope: 2 of 3\npackages/a test$ vitest run\npackages/a test: x\npackages/b test$ jest\npackages/b test: y',
      [null, 'vitest run', 'jest'],
    ],
  ])('%s', (_name, output, commands) => {
    expect(scriptParts(output).map((part) => part.command)).toEqual(commands);
  });

  it("groups pnpm's interleaved --parallel lines by their prefix, without it", () => {
    const output = [
      'packages/a test$ vitest run',
      'packages/b test$ vitest run',
      'packages/b test:  RUN  v4',
      'packages/a test:  RUN  v4',
      'packages/a test:       Tests  2 passed (2)',
      'packages/b test:       Tests  1 failed (1)',
    ].join('\n');
    expect(
      scriptParts(output)
        .slice(1)
        .map((part) => part.lines),
    ).toEqual([
      [' RUN  v4', '      Tests  2 passed (2)'],
      [' RUN  v4', '      Tests  1 failed (1)'],
    ]);
  });
});

describe('sumScriptRuns', () => {
  it('sums the summary of every workspace package npm ran (real vitest output)', () => {
    const output = fixture('scripts/npm-workspaces-vitest.txt');
    // The last summary alone is package b's.
    expect(parseVitest(output)?.total).toBe(3);
    expect(sum(output)).toMatchObject({ run: { total: 5, passed: 5, failed: 0 } });
  });

  it('keeps the failures in order, so the first is the first package that failed', () => {
    const found = sum(fixture('scripts/npm-workspaces-vitest-fail.txt'));
    expect(found).toMatchObject({ run: { total: 5, passed: 2, failed: 3 } });
    const failures = found !== null && 'run' in found ? found.run.failures : [];
    expect(failures).toHaveLength(3);
    expect(failures[0]?.name).toContain('adds');
  });

  it.each<[string, string, Record<string, unknown> | null]>([
    [
      'one script with a summary: null (the whole output is that run)',
      `> test\n> vitest run\n${vitestSummary(4)}`,
      null,
    ],
    [
      'a pretest without a summary is not a run',
      `> pretest\n> tsc\n\n> test\n> vitest run\n${vitestSummary(4)}`,
      null,
    ],
    [
      'two runners in two scripts',
      `> test:unit\n> vitest run\n${vitestSummary(2, 1)}\n\n> test:py\n> pytest\n${pytestSummary(3)}`,
      { run: { total: 6, passed: 5, failed: 1 } },
    ],
    // jest prints to stderr, npm its headers to stdout: read in the order they arrived.
    [
      "jest's summaries between npm's headers",
      `> a test\n> jest\n${jestSummary(1)}\n\n> b test\n> jest\n${jestSummary(3)}`,
      { run: { total: 4, passed: 4 } },
    ],
    [
      'pnpm -r, prefixed',
      vitestSummary(2)
        .split('\n')
        .map((l) => `packages/a test: ${l}`)
        .join('\n')
        .replace(/^/, 'packages/a test$ vitest run\n') +
        `\npackages/b test$ vitest run\n${vitestSummary(1)
          .split('\n')
          .map((l) => `packages/b test: ${l}`)
          .join('\n')}`,
      { run: { total: 3, passed: 3 } },
    ],
    [
      'a package whose runner printed no summary (its code exited early): counted as missing',
      `> a test\n> jest\n${jestSummary(2)}\n\n> b test\n> jest\nPASS src/x.test.ts\n\n> c test\n> jest\n${jestSummary(1)}`,
      {
        missing: expect.stringContaining(
          "'jest' started a test runner that printed no summary (2 of 3 did)",
        ),
      },
    ],
    ['nothing printed a summary', '> test\n> echo hi\nhi', null],
  ])('%s', (_name, output, expected) => {
    const found = sum(output);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatchObject(expected);
  });
});
