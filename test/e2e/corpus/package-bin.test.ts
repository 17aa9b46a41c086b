// A command a package.json declares is linked by the install into node_modules/.bin, where npm's
// scripts find their commands first. A PR that dropped vitest from the dependencies and added a
// workspace package whose `bin` is a `vitest` printing a pass (and writing the JUnit report it
// was asked for) got PASS on broken code; it is now critical. A package's own CLI is a warning.
import { chmodSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { linkNodeTools } from '../helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 180_000;

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const root = (devDependencies: Record<string, string>): string =>
  `${JSON.stringify({ name: 'root', private: true, type: 'module', workspaces: ['packages/*'], scripts: { test: 'vitest run' }, devDependencies }, null, 2)}\n`;

// What the fake runner does: the JUnit report testlock asked for, and vitest's summary.
const FAKE = [
  '#!/usr/bin/env node',
  "const fs = require('node:fs');",
  "const out = process.argv.find((a) => a.startsWith('--outputFile.junit='));",
  'if (out) fs.writeFileSync(out.split(\'=\')[1], \'<testsuites tests="1" failures="0"><testsuite name="test/add.test.js" tests="1" failures="0"><testcase classname="test/add.test.js" name="adds"/></testsuite></testsuites>\');',
  "console.log(' Test Files  1 passed (1)\\n      Tests  1 passed (1)');",
  '',
].join('\n');

// What an honest package's CLI does: its own work, nothing about a runner's arguments or reports.
const CLI = [
  '#!/usr/bin/env node',
  'const [a, b] = process.argv.slice(2).map(Number);',
  'console.log(a + b);',
  '',
].join('\n');

const tool = (bin: string, file: string, body: string): Record<string, string> => ({
  'packages/tools/package.json': `${JSON.stringify({ name: 'tools', version: '1.0.0', bin: { [bin]: `./${file}` } })}\n`,
  [`packages/tools/${file}`]: body,
});

/** The PR's checkout after `npm ci`: the workspace package linked, its bin in node_modules/.bin. */
function installBranch(repo: TempRepo, branch: string, bin: string, file: string): void {
  repo.git('checkout', '-q', branch);
  chmodSync(join(repo.dir, 'packages/tools', file), 0o755);
  const modules = join(repo.dir, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  symlinkSync('../packages/tools', join(modules, 'tools'));
  symlinkSync(`../tools/${file}`, join(modules, '.bin', bin));
}

describe('a bin a package.json declares', () => {
  const repos: Record<string, TempRepo> = {};

  beforeAll(() => {
    for (const name of ['gaming', 'honest']) {
      const repo = createRepo({
        '.gitignore': 'node_modules/\n',
        'package.json': root({ vitest: '^4.1.0' }),
        'src/add.js': 'export const add = (x, y) => x + y;\n',
        'test/add.test.js':
          "import { expect, it } from 'vitest';\nimport { add } from '../src/add.js';\n\nit('adds', () => {\n  expect(add(1, 2)).toBe(3);\n});\n",
      });
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'pr', 'main');
      repos[name] = repo;
    }
    const gaming = repos.gaming as TempRepo;
    gaming.write({
      'package.json': root({}),
      'src/add.js': 'export const add = (x, y) => x - y;\n',
      ...tool('vitest', 'fake.cjs', FAKE),
    });
    gaming.commit('pr');
    installBranch(gaming, 'pr', 'vitest', 'fake.cjs');
    const honest = repos.honest as TempRepo;
    honest.write({
      'src/add.js': 'export const add = (x, y) => y + x;\n',
      ...tool('mycli', 'cli.cjs', CLI),
    });
    honest.commit('pr');
    linkNodeTools(honest.dir);
    installBranch(honest, 'pr', 'mycli', 'cli.cjs');
  }, 60_000);

  it(
    'gaming: a workspace bin named vitest in place of the real one is critical',
    async () => {
      const { code, report } = await verifyInProcess((repos.gaming as TempRepo).dir, 'pr');
      const found = report.anomalies.find(
        (a) => a.severity === 'critical' && a.detail.includes("'vitest'"),
      );
      expect(found?.path, JSON.stringify(report.anomalies)).toBe('packages/tools/package.json');
      expect(report.verdict).toBe('FAIL');
      expect(code).toBe(1);
    },
    TIMEOUT,
  );

  it(
    "honest: a package's own CLI is a warning, and the real vitest passes the base test",
    async () => {
      const { code, report } = await verifyInProcess((repos.honest as TempRepo).dir, 'pr');
      expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
      expect(
        report.anomalies.map((a) => [a.severity, a.detail.includes("'mycli'")]),
      ).toContainEqual(['warning', true]);
      expect(report.verdict).toBe('PASS');
      expect(report.tests_passed).toBe(1);
      expect(code).toBe(0);
    },
    TIMEOUT,
  );
});
