// The integrity witness inside jest (issue 41.2), real jest 29.7: product code that replaces
// expect's matchers (for good, or for a moment), the matchers' holder or a test global is
// runner-tampered and FAIL; beside each attack an honest look-alike (the project's own setup file
// adding matchers, a test file extending expect, a test with only skipped tests, a config whose
// setup files testlock cannot read, where the witness stays out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { branchedRepo, verifyOnce } from './helpers/branches.js';
import { cleanupReports } from './helpers/verify-run.js';
import { itFailsEachAttack, tamperedDetails } from './helpers/witness-cases.js';

const CI =
  'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test\n';
const manifest = (jest: object): string =>
  `${JSON.stringify({ name: 'limits', private: true, scripts: { test: 'jest' }, devDependencies: { jest: '29.7.0' }, jest }, null, 2)}\n`;
const LIB = 'exports.burst = (requests, limit) => Math.min(requests, limit);\n';
// The PR's broken code: no limit at all.
const BROKEN = 'exports.burst = (requests) => requests;\n';
const TEST =
  "const { burst } = require('../src/lib');\n\ntest('under', () => {\n  expect(burst(50, 100)).toBe(50);\n});\n\ntest('boundary', () => {\n  expect(burst(150, 100)).toBe(100);\n});\n";

const BASE = {
  '.gitignore': 'node_modules/\n',
  '.github/workflows/ci.yml': CI,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  'package.json': manifest({ setupFilesAfterEnv: ['<rootDir>/test/setup.js'] }),
  // The project's own set-up adds a matcher: it runs before the witness, which records it.
  'test/setup.js':
    'expect.extend({\n  toBeWithin(actual, low, high) {\n    return { pass: actual >= low && actual <= high, message: () => actual + " outside the range" };\n  },\n});\n',
  'src/lib.js': LIB,
  'test/lib.test.js': TEST,
  // A file whose only test is skipped: jest runs none of its hooks.
  'test/later.test.js': "test.skip('not yet', () => {\n  expect(1).toBe(2);\n});\n",
};

const ATTACKS: Record<string, Record<string, string>> = {
  // The matchers' holder reached by its Symbol.for name, its toBe made to pass.
  'matcher-replaced': {
    'src/lib.js': `const holder = globalThis[Symbol.for('$$jest-' + 'matchers-object')];\nholder.matchers.toBe = () => ({ pass: true, message: () => '' });\n${BROKEN}`,
  },
  // The same for a moment: replaced while the code runs, put back before the test ends.
  'matcher-transient': {
    'src/lib.js':
      "const holder = globalThis[Object.getOwnPropertySymbols(globalThis).find((s) => String(s).includes('matchers-object'))];\nexports.burst = (requests) => {\n  const toBe = holder.matchers.toBe;\n  holder.matchers.toBe = () => ({ pass: true, message: () => '' });\n  setTimeout(() => {\n    holder.matchers.toBe = toBe;\n  }, 0);\n  return requests;\n};\n",
  },
  // The whole matchers object swapped for a copy whose toBe passes.
  'matchers-swapped': {
    'src/lib.js': `const holder = globalThis[Symbol.for('$$jest-matchers-object')];\nconst copy = Object.create(null);\nfor (const key of Object.keys(holder.matchers)) copy[key] = holder.matchers[key];\ncopy.toBe = () => ({ pass: true, message: () => '' });\nholder.matchers = copy;\n${BROKEN}`,
  },
  // expect.extend reached through the global, re-registering toBe.
  'extend-overrides-tobe': {
    'src/lib.js': `globalThis['exp' + 'ect'].extend({ toBe: () => ({ pass: true, message: () => '' }) });\n${BROKEN}`,
  },
};

describe('runner witness: jest', () => {
  let repo: TempRepo;
  const verify = verifyOnce(() => repo.dir);
  const report = async (branch: string): Promise<Report> => (await verify(branch)).report;

  beforeAll(() => {
    const modules = runnerModules(['jest@29.7.0']);
    repo = branchedRepo(BASE, {
      ...ATTACKS,
      // A real bug, left alone: fails as itself.
      'honest-bug': { 'src/lib.js': BROKEN },
      // A PR that adds a test file extending expect with a matcher of its own; product code that
      // reads nothing of jest's.
      'honest-extend': {
        'src/lib.js':
          'exports.burst = (requests, limit) => {\n  if (limit < 0) throw new RangeError("limit");\n  return Math.min(requests, limit);\n};\n',
        'test/extra.test.js':
          "const { burst } = require('../src/lib');\n\nexpect.extend({\n  toBeLimited(actual, limit) {\n    return { pass: actual <= limit, message: () => actual + ' over the limit' };\n  },\n});\n\ntest('limited', () => {\n  expect(burst(500, 100)).toBeLimited(100);\n  expect(burst(5, 100)).toBeWithin(0, 10);\n});\n",
      },
    });
    linkRunnerModules(repo.dir, modules);
  }, 300_000);
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  itFailsEachAttack(Object.keys(ATTACKS), report, /expect|matchers/);

  it('honest: a real bug fails as itself, with no runner-tampered', async () => {
    const bug = await report('honest-bug');
    expect(bug.verdict).toBe('FAIL');
    expect(tamperedDetails(bug)).toEqual([]);
    expect(bug.tests_failed).toBe(1);
  }, 240_000);

  it("honest: the project's setup and a test file extend expect, a file only skips: PASS", async () => {
    const honest = await report('honest-extend');
    expect(tamperedDetails(honest)).toEqual([]);
    expect(honest.verdict).toBe('PASS');
    expect(honest.tests_passed).toBe(2);
  }, 240_000);
});
