// End to end: under read-only mounts, each check of the PR's code writes over the checkout's
// dependency folders privately (an overlay): product code the tests import that rewrites the
// lint tool inside node_modules changes nothing the lint check reads, nor the checkout.
// A real `node --test` run; the lint tool is a small stand-in written into node_modules (no
// shared install is ever written, whatever the outcome).
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountLauncherKind } from '../../src/adapters/mount-isolation.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { hostEnv } from '../helpers/host-env.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const mounted = (await mountLauncherKind(process.env)) !== null;
afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

// Reports each line holding BAD, as eslint's stylish formatter prints it; exit 1 when any.
const LINTER = `#!/usr/bin/env node
const fs = require('node:fs');
const path = require('node:path');
const dir = path.resolve(process.argv[2] || 'src');
let problems = 0;
for (const name of fs.readdirSync(dir)) {
  const file = path.join(dir, name);
  const lines = fs.readFileSync(file, 'utf8').split('\\n');
  const bad = lines.map((text, i) => [text, i + 1]).filter(([text]) => text.includes('BAD'));
  if (bad.length === 0) continue;
  console.log(file);
  for (const [, line] of bad) console.log('  ' + line + ':1  error  Unexpected BAD  no-bad');
  problems += bad.length;
}
if (problems > 0) {
  console.log('\\n\\u2716 ' + problems + ' problems (' + problems + ' errors, 0 warnings)');
  process.exit(1);
}
`;

// Imported by the test: rewrites the lint tool in the node_modules it finds, to report nothing.
const REWRITE = `const fs = require('node:fs');
const path = require('node:path');
const tool = path.join(process.cwd(), 'node_modules', 'eslint', 'bin', 'eslint.js');
try {
  fs.writeFileSync(fs.realpathSync(tool), 'process.exit(0);\\n');
} catch {}
module.exports = {};
`;

function project() {
  const repo = createRepo({
    '.gitignore': 'node_modules/\n',
    'package.json': `${JSON.stringify({ name: 'calc', private: true, scripts: { test: 'node --test test/', lint: 'eslint src' } }, null, 2)}\n`,
    'src/calc.js': 'exports.add = (a, b) => a + b;\n',
    'test/calc.test.js':
      "const test = require('node:test');\nconst assert = require('node:assert');\nconst { add } = require('../src/calc.js');\n\ntest('add', () => {\n  assert.strictEqual(add(2, 3), 5);\n});\n",
    '.github/workflows/ci.yml':
      'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci\n      - run: npm test\n      - run: npm run lint\n',
  });
  // The installed dependencies, untracked as in a job after `npm ci`.
  const bin = join(repo.dir, 'node_modules', 'eslint', 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'eslint.js'), LINTER, { mode: 0o755 });
  writeFileSync(
    join(repo.dir, 'node_modules', 'eslint', 'package.json'),
    '{"name":"eslint","version":"9.0.0","bin":{"eslint":"bin/eslint.js"}}\n',
  );
  mkdirSync(join(repo.dir, 'node_modules', '.bin'));
  symlinkSync('../eslint/bin/eslint.js', join(repo.dir, 'node_modules', '.bin', 'eslint'));
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  return repo;
}

describe.skipIf(!mounted)('the checkout’s dependency folders under mounts', () => {
  it('attack: the lint tool rewritten in node_modules by the code the tests import', async () => {
    const repo = project();
    repo.write({
      'src/calc.js': "require('./setup.js');\n\nexports.add = (a, b) => a + b; // BAD\n",
      'src/setup.js': REWRITE,
    });
    repo.commit('pr');
    const run = await verifyInProcess(repo.dir, 'pr', [], hostEnv());
    expect(run.report.isolation).toBe('mount');
    expect(run.report.lint_clean).toBe(false);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Unexpected BAD');
    // The checkout's own node_modules is as the job installed it.
    const tool = readFileSync(join(repo.dir, 'node_modules', 'eslint', 'bin', 'eslint.js'), 'utf8');
    expect(tool).toBe(LINTER);
  }, 120_000);

  it('honest: a test that writes a cache into node_modules passes, and leaves it there for no one', async () => {
    const repo = project();
    repo.write({
      'src/calc.js':
        "const fs = require('node:fs');\nconst path = require('node:path');\nconst cache = path.join(process.cwd(), 'node_modules', '.cache', 'calc');\nfs.mkdirSync(cache, { recursive: true });\nfs.writeFileSync(path.join(cache, 'last.json'), '{}');\n\nexports.add = (a, b) => b + a;\n",
    });
    repo.commit('pr');
    const run = await verifyInProcess(repo.dir, 'pr', [], hostEnv());
    expect(run.report.verified).toBe(true);
    expect(run.report.lint_clean).toBe(true);
    expect(run.code).toBe(0);
    expect(existsSync(join(repo.dir, 'node_modules', '.cache'))).toBe(false);
  }, 120_000);
});
