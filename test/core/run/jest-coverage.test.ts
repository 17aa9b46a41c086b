// Jest coverage (issue 12): what the base jest config says about collecting coverage, and how a
// jest check is asked for it: a coverageThreshold is the project's own check only where the
// project's run collects coverage; elsewhere testlock's `--coverage` must not fail the run.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { instrument } from '../../../src/core/run/instrument.js';
import type { InstrumentContext } from '../../../src/core/run/instrumented.js';
import {
  asksForCoverage,
  type JestCoverageConfig,
  jestCoverageConfig,
} from '../../../src/core/runners/jest/coverage-config.js';
import { aTestCheck } from '../../builders/check.js';

describe('jestCoverageConfig', () => {
  const table: Array<[string, Array<[string, string]>, boolean | null]> = [
    ['no config at all', [], false],
    ['package.json without a jest key', [['package.json', '{"name":"x"}']], false],
    [
      'package.json jest without coverage',
      [['package.json', '{"jest":{"testEnvironment":"node"}}']],
      false,
    ],
    ['package.json collectCoverage', [['package.json', '{"jest":{"collectCoverage":true}}']], true],
    [
      'package.json threshold only',
      [['package.json', '{"jest":{"coverageThreshold":{"global":{"lines":90}}}}']],
      false,
    ],
    ['package.json preset', [['package.json', '{"jest":{"preset":"ts-jest"}}']], null],
    ['package.json not JSON', [['package.json', '{"jest":']], null],
    [
      'jest.config.js literal true',
      [['jest.config.js', 'module.exports = { collectCoverage: true };']],
      true,
    ],
    [
      'jest.config.js without it',
      [['jest.config.js', "module.exports = { testEnvironment: 'node' };"]],
      false,
    ],
    [
      'jest.config.js computed',
      [['jest.config.js', "module.exports = { collectCoverage: process.env.CI === 'true' };"]],
      null,
    ],
    [
      'jest.config.js from another module',
      [['jest.config.js', "module.exports = { ...require('./base') };"]],
      null,
    ],
    [
      'jest.config.ts with a type import only',
      [
        [
          'jest.config.ts',
          "import type { Config } from 'jest';\nconst config: Config = { verbose: true };\nexport default config;\n",
        ],
      ],
      false,
    ],
    [
      'jest.config.ts importing a preset',
      [['jest.config.ts', "import base from './jest.base';\nexport default base;\n"]],
      null,
    ],
    ['jest.config.json', [['jest.config.json', '{"collectCoverage":true}']], true],
    // jest loads jest.config.* before package.json's key.
    [
      'jest.config.js wins over package.json',
      [
        ['package.json', '{"jest":{"collectCoverage":true}}'],
        ['jest.config.js', 'module.exports = {};'],
      ],
      false,
    ],
  ];
  it.each(table)('%s', (_name, files, collects) => {
    expect(jestCoverageConfig(files.map(([name, text]) => ({ name, text })))).toMatchObject({
      collects,
    });
  });

  // The witness replaces the list on the command line: only a list known for sure is kept.
  it.each([
    ['no config', [], []],
    ['package.json without setup files', [['package.json', '{"jest":{}}']], []],
    [
      'package.json with setup files',
      [['package.json', '{"jest":{"setupFilesAfterEnv":["./s.js"]}}']],
      ['./s.js'],
    ],
    ['a preset', [['package.json', '{"jest":{"preset":"ts-jest","setupFilesAfterEnv":[]}}']], null],
    ['projects', [['jest.config.json', '{"projects":["a","b"]}']], null],
    ['not a list of strings', [['jest.config.json', '{"setupFilesAfterEnv":"./s.js"}']], null],
    [
      'a literal list in code',
      [
        [
          'jest.config.js',
          'module.exports = {\n  setupFilesAfterEnv: [\'<rootDir>/s.js\', "./t.js"],\n};\n',
        ],
      ],
      ['<rootDir>/s.js', './t.js'],
    ],
    [
      'a list built in code',
      [
        [
          'jest.config.js',
          "const p = require('path');\nmodule.exports = { setupFilesAfterEnv: [p.join(__dirname, 's.js')] };\n",
        ],
      ],
      null,
    ],
    [
      'a name, not a list',
      [['jest.config.js', 'const files = [];\nmodule.exports = { setupFilesAfterEnv: files };\n']],
      null,
    ],
    [
      'code that never names it',
      [['jest.config.js', "module.exports = { testEnvironment: 'node' };\n"]],
      [],
    ],
  ] as const)('setupFilesAfterEnv: %s', (_name, files, expected) => {
    const found = jestCoverageConfig(files.map(([name, text]) => ({ name, text })));
    expect(found.setupFilesAfterEnv ?? []).toEqual(expected ?? []);
    expect(found.setupFilesAfterEnv === null).toBe(expected === null);
  });

  it.each([
    [['--coverage'], true],
    [['--collectCoverage'], true],
    [['--coverage=true'], true],
    [['--coverage=false'], false],
    [['--coverageReporters=lcov'], false],
    [['--ci'], false],
  ])('asksForCoverage %j', (words, asks) => {
    expect(asksForCoverage(words)).toBe(asks);
  });
});

const check = (command: string, args: string[]): Check => aTestCheck(command, args);

const context = (
  scripts: Record<string, string>,
  jest?: JestCoverageConfig,
): InstrumentContext => ({
  outDir: '/o',
  checkDir: '/tree',
  has: { pytestCov: false, vitestCoverage: false },
  packageScripts: scripts,
  ...(jest ? { jest } : {}),
});

const DIR = '--coverageDirectory=/o/coverage';
// The summary for the totals, the final JSON beside it for the changed lines (SPEC 3b).
const SUMMARY = {
  format: 'istanbul-summary',
  path: '/o/coverage/coverage-summary.json',
  lines: { format: 'istanbul-final', path: '/o/coverage/coverage-final.json' },
};

describe('instrument: jest coverage', () => {
  it('a project that does not collect: --coverage, one json-summary, thresholds off', () => {
    const prepared = instrument(check('npx', ['jest']), context({}, { collects: false }));
    expect(prepared.check.args).toEqual([
      'jest',
      '--json',
      '--outputFile=/o/jest.json',
      '--coverage',
      '--coverageReporters=json-summary',
      '--coverageReporters=json',
      DIR,
      '--coverageThreshold={}',
    ]);
    expect(prepared.coverage).toEqual(SUMMARY);
    expect(prepared.coverageHint).toBeNull();
    expect(prepared.coverageThresholds).toBe(false);
  });

  it('a project that collects (config): its thresholds stay, they are its check', () => {
    const prepared = instrument(check('npx', ['jest']), context({}, { collects: true }));
    expect(prepared.check.args).not.toContain('--coverageThreshold={}');
    expect(prepared.check.args).toContain(DIR);
    expect(prepared.coverage).toEqual(SUMMARY);
    expect(prepared.coverageThresholds).toBe(true);
  });

  it('a project that asks on its command line: its own directory is dropped, thresholds stay', () => {
    const c = check('npx', ['jest', '--coverage', '--coverageDirectory', 'out', '--ci']);
    const prepared = instrument(c, context({}));
    expect(prepared.check.args).toEqual([
      'jest',
      '--coverage',
      '--ci',
      '--json',
      '--outputFile=/o/jest.json',
      '--coverageReporters=json-summary',
      '--coverageReporters=json',
      DIR,
    ]);
  });

  it('an npm script that collects: thresholds stay', () => {
    const prepared = instrument(check('npm', ['test']), context({ test: 'jest --coverage' }));
    expect(prepared.check.args).not.toContain('--coverageThreshold={}');
    expect(prepared.coverage).toEqual(SUMMARY);
  });

  it.each([
    [
      'a config that may collect',
      check('npx', ['jest']),
      {},
      { collects: null },
      /may turn coverage on/,
    ],
    [
      'a config jest is pointed at',
      check('npx', ['jest', '--config', 'jest.ci.js']),
      {},
      { collects: false },
      /--config/,
    ],
    [
      'a script with its own --coverageDirectory',
      check('npm', ['test']),
      { test: 'jest --coverage --coverageDirectory=out' },
      undefined,
      /its own --coverageDirectory/,
    ],
  ])('%s: no coverage asked, the reason said', (_name, c, scripts, jest, hint) => {
    const prepared = instrument(c, context(scripts, jest));
    expect(prepared.coverage).toBeNull();
    expect(prepared.coverageHint).toMatch(hint);
    expect(prepared.check.args).not.toContain('--coverageReporters=json-summary');
  });
});

describe('instrument: jest where the project measures no coverage', () => {
  const traced = (jest: JestCoverageConfig | undefined, args: string[] = ['jest']) =>
    instrument(check('npx', args), {
      ...context({}, jest),
      withoutCoverage: true,
      withoutCoverageReason: 'the project configures no coverage',
      traceChanged: ['/tree/src/calc.ts', '/tree/src/util.js', '/tree/tools/gen.py'],
    });

  it('traces the changed JS/TS folders alone, thresholds off, the final JSON only', () => {
    const prepared = traced({ collects: false });
    expect(prepared.check.args.filter((a) => a.startsWith('--c'))).toEqual([
      '--coverage',
      '--coverageReporters=json',
      DIR,
      '--coverageThreshold={}',
      '--collectCoverageFrom=src/**/*',
    ]);
    expect(prepared.coverage).toEqual({
      format: 'istanbul-final',
      path: '/o/coverage/coverage-final.json',
      scope: 'changed',
    });
    expect(prepared.coverageHint).toBe('the project configures no coverage');
  });

  it('traces nothing where the config may collect or a config file is named', () => {
    expect(traced({ collects: null }).coverage).toBeNull();
    expect(traced({ collects: false }, ['jest', '--config', 'jest.ci.js']).coverage).toBeNull();
  });
});
