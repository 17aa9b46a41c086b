// The ava project the witness's e2e file verifies (test/e2e/ava-witness.test.ts): its base, the
// attacks from product code and the honest changes; a module of its own so that each attack can
// be run without the witness by hand (the negative control).

const CI =
  'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test\n';
const LIB = 'export const burst = (requests, limit) => Math.min(requests, limit);\n';
export const BROKEN = 'export const burst = (requests) => requests;\n';
// What product code needs to reach ava's files, the name built so no rule reads it whole.
const AVA_DIR = `import { createRequire } from 'node:module';\nimport path from 'node:path';\nimport { pathToFileURL } from 'node:url';\nconst require = createRequire(import.meta.url);\n`;

// ava's Test class, found by walking the module cache for the worker's state module.
const FIND_TEST = `const state = Object.keys(require.cache).find((f) => f.endsWith(path.join('worker', 'state.cjs')));\nconst Test = (await import(pathToFileURL(path.join(path.dirname(path.dirname(state)), 'test.js')).href)).default;\n`;

export const BASE: Record<string, string> = {
  '.gitignore': 'node_modules/\n',
  '.github/workflows/ci.yml': CI,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  'package.json': `${JSON.stringify({ name: 'limits', private: true, type: 'module', scripts: { test: 'ava' }, devDependencies: { ava: '6.4.1' } }, null, 2)}\n`,
  // The project's own set-up module, which the witness is appended after.
  'ava.config.js':
    "export default {\n  files: ['test/**/*.test.js'],\n  require: ['./test/setup.js'],\n};\n",
  'test/setup.js': 'globalThis.LIMIT = 100;\n',
  'src/lib.js': LIB,
  'test/lib.test.js':
    "import assert from 'node:assert';\nimport test from 'ava';\nimport { burst } from '../src/lib.js';\n\ntest('under', (t) => {\n  t.is(burst(50, globalThis.LIMIT), 50);\n});\n\ntest('boundary', (t) => {\n  t.is(burst(150, 100), 100);\n});\n\ntest('deep', (t) => {\n  t.deepEqual({ v: burst(150, 100) }, { v: 100 });\n});\n\ntest('assert', (t) => {\n  assert.strictEqual(burst(150, 100), 100);\n  t.pass();\n});\n",
  // A macro, a teardown and an attempt, as honest ava suites use them.
  'test/macro.test.js':
    "import test from 'ava';\nimport { burst } from '../src/lib.js';\n\nconst limits = test.macro({\n  exec(t, requests, expected) {\n    t.teardown(() => {});\n    t.is(burst(requests, 100), expected);\n  },\n  title: (given, requests) => given ?? 'burst ' + requests,\n});\n\ntest(limits, 50, 50);\ntest(limits, 500, 100);\ntest('attempt', async (t) => {\n  const attempt = await t.try((tt) => tt.is(burst(5, 100), 5));\n  attempt.commit();\n});\n",
};

export const ATTACKS: Record<string, Record<string, string>> = {
  // node:assert, Object.is (behind t.is) and concordance (behind t.deepEqual) made to agree.
  'assertions-noop': {
    'src/lib.js': `${AVA_DIR}const avaDir = path.dirname(require.resolve('av' + 'a'));\nrequire('node:' + 'assert')['strict' + 'Equal'] = () => {};\nObject['i' + 's'] = () => true;\nrequire(require.resolve('concord' + 'ance', { paths: [avaDir] })).compare = () => ({ pass: true });\n${BROKEN}`,
  },
  // ava's Test class, found by walking the module cache for the worker's files: no failure saved.
  'test-found-by-walk': {
    'src/lib.js': `${AVA_DIR}const state = Object.keys(require.cache).find((f) => f.endsWith(path.join('worker', 'state.cjs')));\nconst lib = path.dirname(path.dirname(state));\nconst Test = (await import(pathToFileURL(path.join(lib, 'test.js')).href)).default;\nTest.prototype['saveFirst' + 'Error'] = function () {};\n${BROKEN}`,
  },
  // The worker's channel back to the main process: each failed result sent as passed.
  'channel-rewrites-failures': {
    'src/lib.js': `${AVA_DIR}const file = Object.keys(require.cache).find((f) => f.endsWith('channel.cjs'));\nconst channel = require(file);\nconst send = channel.send;\nchannel.send = (m) => send(m && m.type === 'test-failed' ? { ...m, type: 'test-passed' } : m);\n${BROKEN}`,
  },
  // An accessor on Object.prototype takes each context's `t.is = …` and gives back t.pass.
  'accessor-takes-t-is': {
    'src/lib.js': `for (const name of ['is', 'deepEqual']) Object.defineProperty(Object.prototype, name, { configurable: true, get() {\n      return () => this.pass();\n    }, set() {} });\n${AVA_DIR}require('node:assert').strictEqual = () => {};\n${BROKEN}`,
  },
  // Written after the witness worked, by an adversary who read it: ava's Test patched only while
  // the broken function runs, put back in a microtask before any result leaves the worker.
  'restored-after-use': {
    'src/lib.js': `${AVA_DIR}${FIND_TEST}const kept = Test.prototype.saveFirstError;\nexport const burst = (requests) => {\n  Test.prototype.saveFirstError = function () {};\n  queueMicrotask(() => {\n    Test.prototype.saveFirstError = kept;\n  });\n  return requests;\n};\n`,
  },
  // Also after the fact: the failures rewritten on the worker's channel, and the witness's channel
  // (found through the module cache) removed when the worker exits.
  'channel-removed': {
    'src/lib.js': `${AVA_DIR}import fs from 'node:fs';\nconst cache = Object.keys(require.cache);\nconst witness = cache.find((f) => f.endsWith('witness-ava.cjs'));\nconst channel = require(cache.find((f) => f.endsWith('channel.cjs')));\nconst send = channel.send;\nchannel.send = (m) => send(m && m.type === 'test-failed' ? { ...m, type: 'test-passed' } : m);\nprocess.on('exit', () => {\n  try {\n    fs.unlinkSync(path.join(path.dirname(witness), 'channel.jsonl'));\n  } catch {}\n});\n${BROKEN}`,
  },
};

// The same project in TypeScript through tsx's loader, its config in package.json's `ava` field
// (which ava reads no more once given testlock's config: the wrapper carries it), each test file
// in a child process (`workerThreads: false`).
const TS_MANIFEST = {
  name: 'limits',
  private: true,
  type: 'module',
  scripts: { test: 'ava' },
  devDependencies: { ava: '6.4.1', tsx: '4.23.15' },
  ava: {
    extensions: { ts: 'module' },
    nodeArguments: ['--import=tsx'],
    workerThreads: false,
    files: ['test/**/*.test.ts'],
    require: ['./test/setup.ts'],
  },
};

export const TS_BASE: Record<string, string> = {
  '.gitignore': 'node_modules/\n',
  '.github/workflows/ci.yml': CI,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  'package.json': `${JSON.stringify(TS_MANIFEST, null, 2)}\n`,
  'test/setup.ts': '(globalThis as { LIMIT?: number }).LIMIT = 100;\n',
  'src/lib.ts':
    'export const burst = (requests: number, limit: number): number =>\n  Math.min(requests, limit);\n',
  'test/lib.test.ts':
    "import test from 'ava';\nimport { burst } from '../src/lib.ts';\n\nconst { LIMIT } = globalThis as { LIMIT?: number };\n\ntest('under', (t) => {\n  t.is(burst(50, LIMIT ?? 0), 50);\n});\n\ntest('boundary', (t) => {\n  t.is(burst(150, 100), 100);\n});\n",
};

export const TS_BRANCHES: Record<string, Record<string, string>> = {
  // The failures rewritten on the channel of a child process.
  'channel-rewrites-failures': {
    'src/lib.ts': `${AVA_DIR}const file = Object.keys(require.cache).find((f) => f.endsWith('channel.cjs'));\nconst channel = require(file as string);\nconst send = channel.send;\nchannel.send = (m: { type?: string }) => send(m && m.type === 'test-failed' ? { ...m, type: 'test-passed' } : m);\nexport const burst = (requests: number, _limit: number): number => requests;\n`,
  },
  'honest-change': {
    'src/lib.ts':
      'export const burst = (requests: number, limit: number): number => {\n  if (limit < 0) throw new RangeError("limit");\n  return Math.min(requests, limit);\n};\n',
  },
};
