// Ctrl-C during `testlock verify`, as a terminal sends it: SIGINT to the whole process group
// (testlock, its git calls and the running check). The CLI says "interrupted" once, prints
// nothing the interruption itself caused (a check killed mid-run reads as locked files changed,
// a git call in a removed worktree as `spawn git ENOENT`), exits 130 and leaves no worktree.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepo, type TempRepo } from '../helpers/git-repo.js';
import { PROJECT_ROOT } from '../helpers/node-fixture.js';

let repo: TempRepo | null = null;
afterEach(() => repo?.cleanup());

// The test check: a test file that writes a line and waits, like a slow suite.
const SLOW_TEST = "console.log('slow test started');\nsetTimeout(() => {}, 60_000);\n";

function run(signal: NodeJS.Signals): Promise<{ code: number | null; stderr: string }> {
  repo = createRepo({ 'src/a.js': 'export const a = 1;\n', 'test/a.test.mjs': SLOW_TEST });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write({ 'src/a.js': 'export const a = 2;\n' });
  repo.commit('change');
  const dir = repo.dir;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(PROJECT_ROOT, 'src/cli.ts'),
      'verify',
      '--repo',
      dir,
      '--base',
      'main',
      '--test-command',
      'node test/a.test.mjs',
    ],
    { cwd: PROJECT_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  let sent = false;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    // The check is running: the way a terminal delivers Ctrl-C, to the process group.
    if (!sent && /^> test: /m.test(stderr)) {
      sent = true;
      setTimeout(() => process.kill(-(child.pid ?? 0), signal), 500);
    }
  });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('an interrupted verify', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s: says it was interrupted, nothing it caused, and cleans up',
    async (signal, exit) => {
      const { code, stderr } = await run(signal);
      expect(stderr).toContain(`testlock: interrupted (${signal}); stopping the checks`);
      expect(stderr.match(/interrupted \(/g)).toHaveLength(1);
      const after = stderr.slice(stderr.indexOf('interrupted ('));
      expect(after).not.toMatch(/changed during|could not restore|ENOENT|internal error|FAIL|PASS/);
      expect(code).toBe(exit);
      expect(repo?.git('worktree', 'list')).not.toContain('testlock-locked-');
    },
    60_000,
  );
});
