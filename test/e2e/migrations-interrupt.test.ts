// Ctrl-C during the round trip: the scratch PostgreSQL server and its folder are gone when
// testlock exits, as they are after a run that ends normally.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { PROJECT_ROOT } from '../helpers/node-fixture.js';
import { PAIRS_BASE, pair } from './helpers/migrations-fixture.js';
import { plainEnv } from './helpers/verify-run.js';

afterAll(() => cleanupRepos());

function scratchFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('testlock-db-'));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('an interrupted round trip', () => {
  it('leaves no server running and no folder on disk', async () => {
    const repo = createPrRepo(PAIRS_BASE, pair('SELECT pg_sleep(120);\n', 'SELECT 1;\n'));
    const before = new Set(scratchFolders());
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli.ts',
        'verify',
        '--repo',
        repo.dir,
        '--base',
        'main',
        '--head',
        'pr',
      ],
      { cwd: PROJECT_ROOT, env: plainEnv(), stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    // Wait until the PR's up is running on the scratch server.
    let folder: string | undefined;
    let pid = 0;
    for (let i = 0; i < 1200 && folder === undefined; i += 1) {
      await delay(100);
      const found = scratchFolders().find(
        (name) => !before.has(name) && existsSync(join(tmpdir(), name, 'work', 'up.driver')),
      );
      if (found) {
        folder = join(tmpdir(), found);
        pid = Number(readFileSync(join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
      }
    }
    if (folder === undefined) throw new Error(`the round trip never reached its up:\n${stderr}`);
    expect(alive(pid)).toBe(true);
    child.kill('SIGINT');
    const code = await exited;
    expect(code).toBe(130);
    expect(alive(pid)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  }, 180_000);
});
