// How a jest check is asked for its `--json` report: started directly, through npx, a package
// manager's exec form or an npm script; the project's own `--outputFile` (which would make jest
// fail after the run) is dropped, and where it cannot be, the console alone is read.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { instrument } from '../../../src/core/run/instrument.js';
import { withoutOutputFile } from '../../../src/core/run/instrument-args.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import { aTestCheck } from '../../builders/check.js';

function check(command: string, args: string[]): Check {
  return aTestCheck(command, args, { cwd: 'web' });
}

const context = (scripts: Record<string, string>): InstrumentContext => ({
  outDir: '/tmp/out',
  checkDir: '/tree/web',
  has: { pytestCov: false, vitestCoverage: false },
  packageScripts: scripts,
});

const COVERAGE = [
  '--coverage',
  '--coverageReporters=json-summary',
  '--coverageReporters=json',
  '--coverageDirectory=/tmp/out/coverage',
  '--coverageThreshold={}',
];
const REPORT = ['--json', '--outputFile=/tmp/out/jest.json', ...COVERAGE];

describe('instrument: jest', () => {
  const cases: Array<[string, Check, Record<string, string>, string[] | null]> = [
    ['jest directly', check('jest', ['--ci']), {}, ['--ci', ...REPORT]],
    ['npx jest', check('npx', ['jest']), {}, ['jest', ...REPORT]],
    [
      'yarn jest (no script of that name)',
      check('yarn', ['jest', '-i']),
      {},
      ['jest', '-i', ...REPORT],
    ],
    ['pnpm exec jest', check('pnpm', ['exec', 'jest']), {}, ['exec', 'jest', ...REPORT]],
    [
      'npm test whose script is jest',
      check('npm', ['test']),
      { test: 'jest --ci' },
      ['test', '--', ...REPORT],
    ],
    [
      'the project asks for its own copy: dropped, testlock asks for its own',
      check('npx', ['jest', '--json', '--outputFile', 'report.json', '--outputFile=b.json']),
      {},
      ['jest', '--json', ...REPORT],
    ],
    // `pnpm test` does not forward options the same way everywhere: the console is read.
    ['pnpm test whose script is jest', check('pnpm', ['test']), { test: 'jest' }, null],
  ];
  it.each(cases)('%s', (_name, c, scripts, args) => {
    const prepared = instrument(c, context(scripts));
    expect(prepared.runner).toBe('jest');
    if (args === null) {
      expect(prepared.jestJson ?? null).toBeNull();
      expect(prepared.check.args).toEqual(c.args);
      return;
    }
    expect(prepared.check.args).toEqual(args);
    expect(prepared.jestJson).toEqual({ path: '/tmp/out/jest.json', cwd: '/tree/web' });
    expect(prepared.junit).toBeNull();
  });

  it('asks for coverage only where the script writes its own results', () => {
    const c = check('npm', ['test']);
    const prepared = instrument(c, context({ test: 'jest --json --outputFile=r.json' }));
    expect(prepared.jestJson ?? null).toBeNull();
    expect(prepared.check.args).toEqual(['test', '--', ...COVERAGE]);
  });

  it('leaves a skipped check and a lint check alone', () => {
    const lint = { ...check('npx', ['jest']), kind: 'lint' as const };
    expect(instrument(lint, context({})).check).toEqual(lint);
    const skipped = { ...check('npx', ['jest']), skipped: 'tool-not-installed' as const };
    expect(instrument(skipped, context({})).jestJson ?? null).toBeNull();
  });

  it.each([
    [
      ['--ci', '--outputFile', 'x.json', '-i'],
      ['--ci', '-i'],
    ],
    [['--outputFile=x.json'], []],
    // Only jest's own option, spelled exactly: other words stay.
    [
      ['--outputFileX', 'a'],
      ['--outputFileX', 'a'],
    ],
  ])('withoutOutputFile %j', (args, kept) => {
    expect(withoutOutputFile(args)).toEqual(kept);
  });
});
