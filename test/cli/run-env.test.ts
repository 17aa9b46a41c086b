// The CLI's checks start from the environment its entry passes (io.env), read once at the edge:
// nothing below it falls back to this process's environment.
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { cleanupRepos, createRepo } from '../helpers/git-repo.js';

afterAll(() => cleanupRepos());

const BASE = {
  'package.json': JSON.stringify({ name: 'env', type: 'module', scripts: { test: 'node --test' } }),
  'src/limit.js': 'export const limit = 100;\n',
  'test/env.test.js':
    "import test from 'node:test';\nimport assert from 'node:assert';\ntest('env', () => assert.strictEqual(process.env.TESTLOCK_FROM_EDGE, 'yes'));\n",
};

function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function verifyWith(
  env: Record<string, string | undefined>,
): Promise<{ code: number; err: string }> {
  const repo = createRepo(BASE);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write({ 'src/limit.js': 'export const limit = 101;\n' });
  const head = repo.commit('pr');
  const err = sink();
  const argv = ['verify', '--repo', repo.dir, '--base', 'main', '--head', head];
  const code = await runCli(argv, {
    cwd: repo.dir,
    stdout: sink().stream,
    stderr: err.stream,
    env,
  });
  return { code, err: err.text() };
}

describe('the CLI passes its environment to the checks', () => {
  it('a variable in io.env reaches the test check', async () => {
    const run = await verifyWith({ ...process.env, TESTLOCK_FROM_EDGE: 'yes' });
    expect(run.err).toMatch(/PASS/);
    expect(run.code).toBe(0);
  }, 60_000);

  it('a variable only in this process (not in io.env) does not reach it', async () => {
    process.env.TESTLOCK_FROM_EDGE = 'yes';
    try {
      const env = { ...process.env };
      delete env.TESTLOCK_FROM_EDGE;
      const run = await verifyWith(env);
      expect(run.err).toMatch(/FAIL/);
      expect(run.code).toBe(1);
    } finally {
      delete process.env.TESTLOCK_FROM_EDGE;
    }
  }, 60_000);
});
