// End to end on a real TypeScript project through the bundled CLI (`node dist/cli.js`): vitest
// with @vitest/coverage-v8 behind `npm test`, tsc --noEmit and biome behind package scripts.
import { describe } from 'vitest';
import { lineOf } from './helpers/scenarios.js';
import { stackScenarios } from './helpers/stack-suite.js';
import { TS_TEST, TS_TEST_TEXT, tsStack } from './helpers/ts-fixture.js';
import { buildBundle, verifyWithBundle } from './helpers/verify-run.js';

describe('verify: TypeScript (vitest, tsc, biome) through dist/cli.js', () => {
  let bundle = '';
  stackScenarios({
    spec: tsStack,
    setup: () => {
      bundle = buildBundle();
    },
    verify: (dir, branch) => verifyWithBundle(dir, branch, [], { bundle }),
    checks: [
      ['test', 'npm test', null],
      ['typecheck', 'npm run typecheck', null],
      ['lint', 'npm run lint', null],
    ],
    // 5 of 6 statements (describeLimit is not called): 83.33 truncated.
    honest: { qualifier: 'verified (83.3%)', coverage: 83.33, anomalies: [] },
    brokenCoverage: 50,
    failedQualifier:
      'failed: test/ratelimit.test.ts > burst at boundary expected 150 to be 100 // Object.is equality',
    verbatim: [
      'AssertionError: expected 150 to be 100 // Object.is equality',
      '- 100\n+ 150',
      '❯ test/ratelimit.test.ts:9:27',
    ],
    testPath: TS_TEST,
    edited: {
      line: lineOf(TS_TEST_TEXT({ expected: '150' }), 'toBe(150)'),
      detail:
        'assertion changed: expect(burst(150, 100)).toBe(100); -> expect(burst(150, 100)).toBe(150);',
    },
    skipped: {
      line: lineOf(TS_TEST_TEXT({ skip: true }), "it.skip('burst"),
      detail: 'it.skip added',
    },
  });
});
