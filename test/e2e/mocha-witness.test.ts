// The integrity witness inside mocha (issue 41.2), real mocha 10 and chai 4: product code that
// replaces node:assert's, chai's or mocha's own machinery is runner-tampered and FAIL; beside the
// attacks, honest look-alikes (a test file that registers a chai plugin overriding a method, a
// real bug that fails as itself); the same in mocha's --parallel workers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, type TempRepo } from '../helpers/git-repo.js';
import { linkRunnerModules, runnerModules } from '../helpers/npm-runners.js';
import { branchedRepo, verifyOnce } from './helpers/branches.js';
import { cleanupReports } from './helpers/verify-run.js';
import { itFailsEachAttack, tamperedDetails } from './helpers/witness-cases.js';

const CI =
  'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test\n';
const LIB = 'exports.burst = (requests, limit) => Math.min(requests, limit);\n';
const BROKEN = 'exports.burst = (requests) => requests;\n';

const BASE = {
  '.gitignore': 'node_modules/\n',
  '.github/workflows/ci.yml': CI,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  'package.json': `${JSON.stringify({ name: 'limits', private: true, scripts: { test: 'mocha' }, devDependencies: { mocha: '10.7.3', chai: '4.5.0' } }, null, 2)}\n`,
  'src/lib.js': LIB,
  'test/assert.spec.js':
    "const assert = require('node:assert');\nconst { burst } = require('../src/lib');\n\nit('under', () => {\n  assert.strictEqual(burst(50, 100), 50);\n});\n",
  'test/chai.spec.js':
    "const { expect } = require('chai');\nconst { burst } = require('../src/lib');\n\nit('boundary', () => {\n  expect(burst(150, 100)).to.equal(100);\n});\n",
};

// Written after the checks moved onto the runner's events: chai's assert a no-op from import
// until the broken function has been used, then put back, so the end of the run and the
// process's exit find everything in place. (Beside a base spec that calls chai.use, as in the
// first project, the witness's check there would see it first.)
const RESTORED_AFTER_USE = {
  'src/lib.js': `const A = require('ch' + 'ai').Assertion.prototype;\nconst kept = A.assert;\nA.assert = function () {};\nexports.burst = (requests) => {\n  setTimeout(() => {\n    A.assert = kept;\n  }, 0);\n  return requests;\n};\n`,
};

// chai's core assert on its prototype turned into a no-op.
const CHAI_ASSERT_NOOP = {
  'src/lib.js': `const c = require(['ch', 'ai'].join(''));\nc.Assertion.prototype.assert = function () {};\n${BROKEN}`,
};

const ATTACKS: Record<string, Record<string, string>> = {
  // node:assert's strictEqual made a no-op, the name built so no rule reads it whole.
  'assert-noop': {
    'src/lib.js': `require('node:' + 'assert')['strict' + 'Equal'] = () => {};\n${BROKEN}`,
  },
  'chai-assert-noop': CHAI_ASSERT_NOOP,
  // mocha's runnable made to call back without the error, so every failure passes.
  'runnable-swallows': {
    'src/lib.js': `const R = require('mo' + 'cha').Runnable;\nconst run = R.prototype.run;\nR.prototype.run = function (fn) {\n  return run.call(this, () => fn());\n};\n${BROKEN}`,
  },
};

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

describe('runner witness: mocha', () => {
  let repo: TempRepo;
  const verify = verifyOnce(() => repo.dir);
  const report = async (branch: string): Promise<Report> => (await verify(branch)).report;

  beforeAll(() => {
    const modules = runnerModules(['mocha@10.7.3', 'chai@4.5.0']);
    repo = branchedRepo(
      {
        ...BASE,
        // A base spec registers a chai plugin that overrides `equal` and adds a method.
        'test/plugin.spec.js':
          "const chai = require('chai');\nchai.use((c, utils) => {\n  utils.overwriteMethod(c.Assertion.prototype, 'equal', (inner) => function (...args) {\n    return inner.apply(this, args);\n  });\n  utils.addMethod(c.Assertion.prototype, 'small', function () {\n    this.assert(this._obj < 10, 'expected #{this} to be small');\n  });\n});\n\nit('plugin', () => {\n  chai.expect(3).to.be.small();\n  chai.expect(3).to.equal(3);\n});\n",
      },
      {
        ...ATTACKS,
        'honest-bug': { 'src/lib.js': BROKEN },
        'honest-change': {
          'src/lib.js':
            'exports.burst = (requests, limit) => {\n  if (limit < 0) throw new RangeError("limit");\n  return Math.min(requests, limit);\n};\n',
        },
      },
    );
    linkRunnerModules(repo.dir, modules);
  }, 300_000);

  itFailsEachAttack(Object.keys(ATTACKS), report, /assert|chai|mocha/);

  it('honest: a real bug fails as itself, with no runner-tampered', async () => {
    const bug = await report('honest-bug');
    expect(bug.verdict).toBe('FAIL');
    expect(tamperedDetails(bug)).toEqual([]);
  }, 240_000);

  it('honest: a base spec with a chai plugin overriding equal: PASS', async () => {
    const honest = await report('honest-change');
    expect(tamperedDetails(honest)).toEqual([]);
    expect(honest.verdict).toBe('PASS');
    expect(honest.tests_passed).toBe(3);
  }, 240_000);
});

describe.each(['mocha', 'mocha --parallel'])(
  'runner witness: checks during the run of `%s`',
  (script) => {
    let repo: TempRepo;
    const verify = verifyOnce(() => repo.dir);
    const report = async (branch: string): Promise<Report> => (await verify(branch)).report;

    beforeAll(() => {
      const modules = runnerModules(['mocha@10.7.3', 'chai@4.5.0']);
      const manifest = JSON.parse(BASE['package.json']);
      manifest.scripts.test = script;
      repo = branchedRepo(
        { ...BASE, 'package.json': `${JSON.stringify(manifest, null, 2)}\n` },
        {
          'chai-assert-noop': CHAI_ASSERT_NOOP,
          'restored-after-use': RESTORED_AFTER_USE,
          'honest-change': { 'src/lib.js': `${LIB}exports.none = () => 0;\n` },
        },
      );
      linkRunnerModules(repo.dir, modules);
    }, 300_000);

    itFailsEachAttack(['chai-assert-noop', 'restored-after-use'], report, /chai/);

    it('honest: a change: PASS', async () => {
      const honest = await report('honest-change');
      expect(tamperedDetails(honest)).toEqual([]);
      expect(honest.verdict).toBe('PASS');
      expect(honest.tests_passed).toBe(2);
    }, 240_000);
  },
);
