// The scratch database on this machine's real PostgreSQL server and sqlite3: a private cluster
// started (as `nobody` when the tests run as root), used, and gone afterwards, process and folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openScratchDatabase, type ScratchDatabase } from '../../src/adapters/scratch-db.js';

const options = { env: process.env, secrets: [], timeoutMs: 60_000 };

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The server's pid, from its postmaster.pid (the data folder is `<dir>/data`). */
function serverPid(database: ScratchDatabase): number {
  const dir = join(database.workDir, '..');
  return Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function apply(database: ScratchDatabase, files: Record<string, string>): Promise<string> {
  const dir = join(database.workDir, 'scripts');
  mkdirSync(dir, { recursive: true });
  const names = Object.keys(files);
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  const driver = join(database.workDir, 'driver.sql');
  const meta = database.engine === 'sqlite' ? '.read' : '\\i';
  writeFileSync(driver, names.map((n) => `${meta} '${n}'`).join('\n'));
  const run = await database.client(driver, 'scripts');
  return `${run.exitCode} ${run.stderr}`;
}

describe('scratch database', () => {
  it('starts a private PostgreSQL cluster, applies SQL, dumps its schema, and leaves nothing', async () => {
    const opened = await openScratchDatabase({ engine: 'postgres', jobDatabase: null }, options);
    if (!('database' in opened)) throw new Error(opened.missing);
    const { database } = opened;
    const dir = join(database.workDir, '..');
    const pid = serverPid(database);
    expect(processAlive(pid)).toBe(true);
    expect(database.description).toMatch(/^a private PostgreSQL \d+ cluster$/);
    expect(
      await apply(database, {
        'a.sql': 'CREATE TABLE users (id serial PRIMARY KEY, email text UNIQUE);',
      }),
    ).toBe('0 ');
    const dump = await database.dump();
    expect('text' in dump && dump.text).toContain('CREATE TABLE public.users');
    const failed = await apply(database, { 'b.sql': 'SELECT 1;\nSELECT 1/0;\n' });
    expect(failed).toContain('psql:b.sql:2: ERROR:  division by zero');
    await database.dispose();
    expect(processAlive(pid)).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });

  it('names the missing server instead of starting one (tool-not-installed)', async () => {
    const opened = await openScratchDatabase(
      { engine: 'postgres', jobDatabase: null },
      { ...options, env: { ...process.env, TESTLOCK_POSTGRES_BIN: '/nonexistent/bin' } },
    );
    expect(opened).toEqual({
      missing:
        'no PostgreSQL server in TESTLOCK_POSTGRES_BIN (/nonexistent/bin): initdb and postgres are not there',
    });
  });

  it('uses a SQLite file in its own folder, removed after', async () => {
    const opened = await openScratchDatabase({ engine: 'sqlite', jobDatabase: null }, options);
    if (!('database' in opened)) throw new Error(opened.missing);
    const { database } = opened;
    expect(
      await apply(database, {
        'a.sql': 'CREATE TABLE t (id integer PRIMARY KEY AUTOINCREMENT, x text);',
      }),
    ).toBe('0 ');
    const dump = await database.dump();
    expect('text' in dump && JSON.parse(dump.text)).toEqual([
      {
        type: 'table',
        name: 't',
        sql: 'CREATE TABLE t (id integer PRIMARY KEY AUTOINCREMENT, x text)',
      },
    ]);
    const dir = join(database.workDir, '..');
    await database.dispose();
    expect(existsSync(dir)).toBe(false);
  });
});
