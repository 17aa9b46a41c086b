import { describe, expect, it } from 'vitest';
import { detectConsole } from '../../../../src/core/results/console/detect-console.js';
import { parseVitest } from '../../../../src/core/results/console/parse-vitest.js';
import { scriptParts, sumScriptRuns } from '../../../../src/core/results/console/script-runs.js';
import { fixture } from '../fixture.js';

const read = (part: string) => detectConsole(part)?.tests ?? null;
const vitestSummary = (passed: number, failed = 0): string =>
  [
    ` Test Files  ${failed > 0 ? '1 failed' : '1 passed'} (1)`,
    `      Tests  ${[failed > 0 ? `${failed} failed` : '', passed > 0 ? `${passed} passed` : ''].filter(Boolean).join(' | ')} (${passed + failed})`,
  ].join('\n');
const pytestSummary = (passed: number): string => `===== ${passed} passed in 0.01s =====`;

describe('scriptParts', () => {
  it.each<[string, string, number]>([
    ['no header: one part', 'ok\n 1 passing (3ms)\n', 1],
    [
      'npm: `> name@1.0.0 test` then `> command` opens a part',
      '> a@1.0.0 test\n> vitest run\nx\n\n> b@1.0.0 test\n> vitest run\ny',
      2,
    ],
    ['npm without a version: `> test`', '\n> test\n> npm test -ws\n\n> test\n> vitest run\n', 3],
    ['pnpm prints the folder after the script', '> a@1.0.0 test /repo/packages/a\n> jest\nz', 1],
    // A quoted line a test prints is no header: it needs the command line under it.
    ['a lone `> ` line opens nothing', 'out\n> quoted\nmore', 1],
    ['three `> ` lines in a row are one header', 'x\n> a\n> b\n> c\ny', 2],
  ])('%s', (_name, output, parts) => {
    expect(scriptParts(output)).toHaveLength(parts);
    expect(scriptParts(output).join('\n')).toBe(output.replace(/\r\n/g, '\n'));
  });
});

describe('sumScriptRuns', () => {
  it('sums the summary of every workspace package npm ran (real vitest output)', () => {
    const output = fixture('scripts/npm-workspaces-vitest.txt');
    // The last summary alone is package b's.
    expect(parseVitest(output)?.total).toBe(3);
    expect(sumScriptRuns(output, read)).toMatchObject({ total: 5, passed: 5, failed: 0 });
  });

  it('keeps the failures in order, so the first is the first package that failed', () => {
    const output = fixture('scripts/npm-workspaces-vitest-fail.txt');
    const run = sumScriptRuns(output, read);
    expect(run).toMatchObject({ total: 5, passed: 2, failed: 3 });
    expect(run?.failures).toHaveLength(3);
    expect(run?.failures[0]?.name).toContain('adds');
  });

  it.each<[string, string, Record<string, number> | null]>([
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
      { total: 6, passed: 5, failed: 1 },
    ],
    ['nothing printed a summary', '> test\n> echo hi\nhi', null],
  ])('%s', (_name, output, expected) => {
    const run = sumScriptRuns(output, read);
    if (expected === null) expect(run).toBeNull();
    else expect(run).toMatchObject(expected);
  });
});
