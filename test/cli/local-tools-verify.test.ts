// `testlock verify` on a TypeScript project whose tsc is only in node_modules/.bin (not on PATH):
// the convention type check runs the project's real tsc from there, so an honest PR passes and a
// PR with a type error fails, instead of both reading `tool-not-installed`.
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupReports, verifyInProcess } from '../e2e/helpers/verify-run.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';
import { PROJECT_ROOT } from '../helpers/node-fixture.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const BASE = {
  '.gitignore': 'node_modules/\n',
  'package.json': JSON.stringify({
    name: 'limits',
    type: 'module',
    scripts: { test: 'node --test' },
  }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext' },
    include: ['src'],
  }),
  'src/limit.ts': '// The burst limit.\nexport const limit: number = 100;\n',
  'test/limit.test.js':
    "import test from 'node:test';\nimport assert from 'node:assert';\ntest('limit', () => assert.strictEqual(1, 1));\n",
};

/** A repo whose tsc is an installed (untracked) copy of the real TypeScript compiler. */
function project(head: Record<string, string>): { dir: string; head: string } {
  const repo = createRepo(BASE);
  repo.commit('base');
  mkdirSync(join(repo.dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(
    join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
    join(repo.dir, 'node_modules', '.bin', 'tsc'),
  );
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(head);
  return { dir: repo.dir, head: repo.commit('pr') };
}

describe('verify with a project-local tsc', () => {
  it('honest: a comment change passes the type check run from node_modules/.bin', async () => {
    const { dir, head } = project({
      'src/limit.ts': '// The burst limit, per second.\nexport const limit: number = 100;\n',
    });
    const run = await verifyInProcess(dir, head);
    const typecheck = run.report.checks.find((c) => c.kind === 'typecheck');
    expect(typecheck).toMatchObject({ ok: true, skipped: null });
    expect(run.code).toBe(0);
  }, 60_000);

  it('gaming: a type error in source fails the type check instead of skipping it', async () => {
    const { dir, head } = project({ 'src/limit.ts': 'export const limit: number = "100";\n' });
    const run = await verifyInProcess(dir, head);
    const typecheck = run.report.checks.find((c) => c.kind === 'typecheck');
    expect(typecheck).toMatchObject({ ok: false, skipped: null });
    expect(run.code).toBe(1);
  }, 60_000);
});
