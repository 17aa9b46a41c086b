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
  // What circus itself changes in a test's record, which the witness must not take for tampering:
  // a retried test (its errors swapped, started again), an expected failure, concurrent tests
  // (their functions replaced once at the run's start), a table of tests.
  'test/kinds.test.js':
    "jest.retryTimes(2);\nlet tries = 0;\ntest('flaky until retried', () => {\n  tries += 1;\n  expect(tries).toBeGreaterThan(1);\n});\ntest.failing('known bug', () => {\n  expect(1).toBe(2);\n});\ndescribe('at once', () => {\n  test.concurrent('one', async () => {\n    expect(await Promise.resolve(1)).toBe(1);\n  });\n  test.concurrent('two', async () => {\n    expect(await Promise.resolve(2)).toBe(2);\n  });\n});\ntest.each([[1, 1], [2, 2]])('same %i', (a, b) => {\n  expect(a).toBe(b);\n});\n",
};
// The tests of test/kinds.test.js, all of which pass.
const KINDS = 6;

// Product code that finds jest-circus's state on the global object (its symbol, never named).
const STATE =
  "const state = globalThis[Object.getOwnPropertySymbols(globalThis).find((s) => String(s).includes('STATE'))];\n";
const testsOf =
  'const testsOf = (b) => b.children.flatMap((c) => (c.type === "test" ? [c] : testsOf(c)));\n';

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
  // Written after the comparisons were spaced (4 ms apart, not after every test): the global
  // expect swapped, from the product module's first load, for one whose matchers never throw.
  'expect-global-swapped': {
    'src/lib.js': `const real = globalThis['exp' + 'ect'];\nconst lax = () => new Proxy({}, { get: () => () => undefined });\nObject.assign(lax, real);\nglobalThis['exp' + 'ect'] = lax;\n${BROKEN}`,
  },
  // expect.extend reached through the global, re-registering toBe.
  'extend-overrides-tobe': {
    'src/lib.js': `globalThis['exp' + 'ect'].extend({ toBe: () => ({ pass: true, message: () => '' }) });\n${BROKEN}`,
  },
};

// A result rewritten after circus recorded it, with no function of jest's replaced: each passes
// the broken test in jest's own report, exit status and console.
const REWRITES: Record<string, Record<string, string>> = {
  // The gap found before the rule: an afterEach that empties the running test's errors.
  'errors-emptied-after-each': {
    'src/lib.js': `${STATE}afterEach(() => {\n  if (state.currentlyRunningTest) state.currentlyRunningTest.errors.length = 0;\n});\n${BROKEN}`,
  },
  // Written after the rule: the errors array swapped for an empty one.
  'errors-swapped-after-each': {
    'src/lib.js': `${STATE}afterEach(() => {\n  if (state.currentlyRunningTest) state.currentlyRunningTest.errors = [];\n});\n${BROKEN}`,
  },
  // Written after the rule: every test's errors swapped once the file's tests are done.
  'errors-swapped-after-all': {
    'src/lib.js': `${STATE}${testsOf}afterAll(() => {\n  for (const t of testsOf(state.rootDescribeBlock)) t.errors = [];\n});\n${BROKEN}`,
  },
  // Written after the rule: the swap made to look like circus's retry (the test started again,
  // its function called again and its failure caught).
  'errors-swapped-as-a-retry': {
    'src/lib.js': `${STATE}afterEach(() => {\n  const t = state.currentlyRunningTest;\n  if (!t) return;\n  t.errors = [];\n  t.invocations += 1;\n  try {\n    t.fn.call({});\n  } catch {}\n});\n${BROKEN}`,
  },
};

// Written after the rule: every test's function made a no-op by the first call; the witness
// keeps the functions circus was given and says so.
const REPLACED: Record<string, Record<string, string>> = {
  'test-functions-replaced': {
    'src/lib.js': `${STATE}${testsOf}exports.burst = (requests) => {\n  for (const t of testsOf(state.rootDescribeBlock)) {\n    try {\n      t.fn = () => {};\n    } catch {}\n  }\n  return requests;\n};\n`,
  },
};

// Written after the rule: what the witness makes impossible rather than reports. The test's own
// record cannot be changed, so the broken code fails as itself.
const PREVENTED: Record<string, Record<string, string>> = {
  // The running test marked as an expected failure from inside the call, only where the broken
  // answer is wrong (so the test that checks it would pass as a failure that was expected).
  'failing-flipped': {
    'src/lib.js': `${STATE}exports.burst = (requests, limit) => {\n  if (requests > limit) {\n    try {\n      state.currentlyRunningTest.failing = true;\n    } catch {}\n  }\n  return requests;\n};\n`,
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
      ...REWRITES,
      ...PREVENTED,
      ...REPLACED,
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

  itFailsEachAttack(Object.keys(REWRITES), report, /witness saw/);
  itFailsEachAttack(Object.keys(REPLACED), report, /function was replaced/);

  it.each(Object.keys(PREVENTED))(
    'gaming: %s: the record cannot change, the bug fails as itself',
    async (branch) => {
      const gamed = await report(branch);
      expect(gamed.verdict).toBe('FAIL');
      expect(gamed.tests_failed).toBeGreaterThanOrEqual(1);
    },
    240_000,
  );

  it('honest: a real bug fails as itself, with no runner-tampered', async () => {
    const bug = await report('honest-bug');
    expect(bug.verdict).toBe('FAIL');
    expect(tamperedDetails(bug)).toEqual([]);
    expect(bug.tests_failed).toBe(1);
    expect(bug.tests_passed).toBe(1 + KINDS);
  }, 240_000);

  it("honest: the project's setup and a test file extend expect, a file only skips: PASS", async () => {
    const honest = await report('honest-extend');
    expect(tamperedDetails(honest)).toEqual([]);
    expect(honest.verdict).toBe('PASS');
    expect(honest.tests_passed).toBe(2 + KINDS);
  }, 240_000);
});
