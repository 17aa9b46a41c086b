// The integrity witness inside vitest (issue 41.2), real vitest 4: product code that replaces a
// matcher on chai's Assertion prototype (reached without naming vitest), re-registers toBe through
// expect.extend, or patches the test runner's prototype is runner-tampered and FAIL; beside each
// attack an honest look-alike (a project set-up file and a test file extending expect, a chai
// plugin, a config with projects where the witness stays out, a real bug, the kinds of test whose
// outcome is not the body's alone). Written after the witness heard tests through the runner's
// per-test methods: results rewritten after the body, the witness told out of turn or deafened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, type TempRepo } from '../helpers/git-repo.js';
import { branchedRepo, verifyOnce } from './helpers/branches.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports } from './helpers/verify-run.js';
import { itFailsEachAttack, tamperedDetails } from './helpers/witness-cases.js';

const CI =
  'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test\n';
const manifest = `${JSON.stringify({ name: 'limits', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2)}\n`;
const LIB = 'export const burst = (requests, limit) => Math.min(requests, limit);\n';
// The PR's broken code: no limit at all.
const BROKEN = 'export const burst = (requests) => requests;\n';
const TEST =
  "import { expect, test } from 'vitest';\nimport { burst } from '../src/lib.js';\n\ntest('under', () => {\n  expect(burst(50, 100)).toBe(50);\n});\n\ntest('boundary', () => {\n  expect(burst(150, 100)).toBe(100);\n});\n";
const CONFIG = (extra = ''): string =>
  `import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({\n  test: {\n    setupFiles: ['./test/setup.js'],${extra}\n  },\n});\n`;

const BASE = {
  '.gitignore': 'node_modules/\n',
  '.github/workflows/ci.yml': CI,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  'package.json': manifest,
  'vitest.config.js': CONFIG(),
  // The project's own set-up adds a matcher: it runs before the witness, which records it.
  'test/setup.js':
    "import { expect } from 'vitest';\n\nexpect.extend({\n  toBeWithin(actual, low, high) {\n    return { pass: actual >= low && actual <= high, message: () => actual + ' outside the range' };\n  },\n});\n",
  'src/lib.js': LIB,
  'test/lib.test.js': TEST,
  // The kinds of test whose outcome is not its body's alone: a retried flaky test, an expected
  // failure, a test that skips itself, groups, a concurrent test.
  'test/kinds.test.js':
    "import { describe, expect, test } from 'vitest';\n\nlet tries = 0;\ntest('flaky once', { retry: 1 }, () => {\n  tries += 1;\n  expect(tries).toBe(2);\n});\ntest.fails('an expected failure', () => {\n  expect(1).toBe(2);\n});\ntest('skips itself', (ctx) => {\n  ctx.skip();\n});\ndescribe.each([1, 2])('group %i', (i) => {\n  test('positive', () => {\n    expect(i).toBeGreaterThan(0);\n  });\n});\ntest.concurrent('at once', async () => {\n  expect(1).toBe(1);\n});\n",
  // A test file that extends expect and uses a chai plugin of its own, before its tests.
  'test/extra.test.js':
    "import { chai, expect, test } from 'vitest';\nimport { burst } from '../src/lib.js';\n\nchai.use((c) => {\n  c.Assertion.addMethod('limited', function (limit) {\n    this.assert(this._obj <= limit, 'over the limit', 'within the limit');\n  });\n});\nexpect.extend({\n  toBeLimited(actual, limit) {\n    return { pass: actual <= limit, message: () => actual + ' over the limit' };\n  },\n});\n\ntest('limited', () => {\n  expect(burst(500, 100)).toBeLimited(100);\n  expect(burst(500, 100)).limited(100);\n  expect(burst(5, 100)).toBeWithin(0, 10);\n});\n",
};

const ATTACKS: Record<string, Record<string, string>> = {
  // chai's Assertion prototype reached through the expect global's Symbol.for name, toBe a no-op.
  'matcher-replaced': {
    'src/lib.js': `const expectGlobal = globalThis[Symbol.for('expect-' + 'global')];\nconst proto = Object.getPrototypeOf(expectGlobal(0));\nproto.toBe = function () {};\n${BROKEN}`,
  },
  // The same prototype found by walking the global object's symbols, never naming them whole.
  'matcher-found-by-walk': {
    'src/lib.js': `const key = Object.getOwnPropertySymbols(globalThis).find((s) => String(s).includes('expect-glob'));\nObject.getPrototypeOf(globalThis[key](0)).toBe = function () {};\n${BROKEN}`,
  },
  // The runner's prototype: every task update reported as passed.
  'runner-prototype': {
    'src/lib.js': `const ns = globalThis['__vitest_' + 'index__'];\nconst update = ns.TestRunner.prototype.onAfterRunTask;\nns.TestRunner.prototype.onAfterRunTask = function (test) {\n  if (test.result) { test.result.state = 'pass'; test.result.errors = []; }\n  return update ? update.call(this, test) : undefined;\n};\n${BROKEN}`,
  },
};

// Written after the witness heard tests through the runner's per-test methods, by a reader of
// it: no function of the runner's is left replaced; results are rewritten after the body, or the
// witness is told what did not happen, or stops being told.
// vitest's namespace found by walking the global object, never named (a static read of it is a
// finding of its own, test-environment-read).
const NS =
  "const ns = globalThis[Object.getOwnPropertyNames(globalThis).find((k) => k.endsWith('_index__'))];\n";
const REWRITE =
  "if (task.result && task.result.state === 'fail') { task.result.state = 'pass'; task.result.errors = undefined; }";
const AFTER_RULE: Record<string, Record<string, string>> = {
  // An afterEach hook of the product's, registered through vitest's namespace: fail becomes pass.
  'result-rewritten-after-each': {
    'src/lib.js': `${NS}ns.afterEach(({ task }) => { ${REWRITE} });\n${BROKEN}`,
  },
  // The broken function asks to hear when the test that called it finishes, and rewrites it.
  'result-rewritten-on-finished': {
    'src/lib.js': `${NS}export const burst = (requests) => {\n  ns.onTestFinished(({ task }) => { ${REWRITE} });\n  return requests;\n};\n`,
  },
  // The witness told, from a hook, that the failed body returned; then the result rewritten.
  'witness-told-out-of-turn': {
    'src/lib.js': `${NS}const proto = ns.TestRunner.prototype;\nns.afterEach(({ task }) => {\n  if (task.result.state !== 'fail') return;\n  task.result.state = 'run';\n  proto.onAfterTryTask.call({ config: { expect: {} } }, task);\n  task.result.state = 'pass';\n  task.result.errors = undefined;\n});\n${BROKEN}`,
  },
  // Written after the matchers were guarded: a bug only between the limit and twice it, and in
  // that very call toBe made a no-op and put back in a microtask, before any comparison.
  'matcher-put-back-in-call': {
    'src/lib.js': `${NS}export const burst = (requests, limit) => {\n  if (requests <= limit || requests >= 2 * limit) return Math.min(requests, limit);\n  const proto = Object.getPrototypeOf(ns.expect(0));\n  const toBe = proto.toBe;\n  proto.toBe = function () { return this; };\n  Promise.resolve().then(() => { proto.toBe = toBe; });\n  return requests;\n};\n`,
  },
  // The runner's instance caught through a getter on Object.prototype (a hook vitest looks up and
  // does not define), its per-test methods shadowed so that the witness hears nothing more; then
  // the results rewritten.
  'witness-deafened': {
    'src/lib.js': `${NS}Object.defineProperty(Object.prototype, 'onAfterRetryTask', {\n  configurable: true,\n  get() {\n    if (this instanceof ns.TestRunner && !Object.hasOwn(this, 'onAfterTryTask')) {\n      Object.defineProperty(this, 'onBeforeTryTask', { value() {} });\n      Object.defineProperty(this, 'onAfterTryTask', { value() {} });\n    }\n    return undefined;\n  },\n});\nns.afterEach(({ task }) => { ${REWRITE} });\n${BROKEN}`,
  },
};

describe('runner witness: vitest', () => {
  let repo: TempRepo;
  const verify = verifyOnce(() => repo.dir);
  const report = async (branch: string): Promise<Report> => (await verify(branch)).report;

  beforeAll(() => {
    repo = branchedRepo(BASE, {
      ...ATTACKS,
      ...AFTER_RULE,
      // A real bug, left alone: fails as itself.
      'honest-bug': { 'src/lib.js': BROKEN },
      // A PR that changes the code honestly, under the base test file that extends expect.
      'honest-extend': {
        'src/lib.js':
          'export const burst = (requests, limit) => {\n  if (limit < 0) throw new RangeError("limit");\n  return Math.min(requests, limit);\n};\n',
      },
    });
    linkNodeTools(repo.dir);
  }, 300_000);
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  itFailsEachAttack(Object.keys(ATTACKS), report, /Assertion|TestRunner/);
  itFailsEachAttack(Object.keys(AFTER_RULE), report, /witness saw|report counts|was replaced/);

  it('honest: a real bug fails as itself, with no runner-tampered', async () => {
    const bug = await report('honest-bug');
    expect([bug.verdict, bug.tests_failed, tamperedDetails(bug)]).toEqual(['FAIL', 2, []]);
  }, 240_000);

  it("honest: the project's set-up and a test file extend expect, a chai plugin: PASS", async () => {
    const honest = await report('honest-extend');
    expect([honest.verdict, honest.tests_passed, tamperedDetails(honest)]).toEqual(['PASS', 8, []]);
  }, 240_000);
});
