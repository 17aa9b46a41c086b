// The scratch database of the migration round trip (docs/migrations.md): a private PostgreSQL
// cluster in testlock's temporary folder (initdb, the server on a Unix socket there, removed
// after), a fresh database in the job's own PostgreSQL, or a SQLite file. Every process goes
// through the process chokepoint; the cleanup registry removes it all on exit and interruption.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Check } from '../core/model/check.js';
import type { Engine } from '../core/model/migration.js';
import { registerCleanup } from './cleanup.js';
import {
  type ProcessEnv,
  type RunResult,
  runCheck,
  type Service,
  startService,
} from './process.js';

export interface ScratchOptions {
  /** The environment tools start from (its PATH finds the clients). */
  env: ProcessEnv;
  secrets: readonly string[];
  /** Per command. */
  timeoutMs: number;
  signal?: AbortSignal;
}

/** A command's run on the scratch database: its result as the process chokepoint gives it. */
export type ScratchRun = RunResult;

export interface ScratchDatabase {
  engine: Engine;
  /** What the report calls it: `a private PostgreSQL 15 cluster`, `SQLite`. */
  description: string;
  /** A URL tools connect with (alembic's `sqlalchemy.url`, `DATABASE_URL`). */
  url: string;
  /** The folder testlock writes its scripts and dumps in (removed with the database). */
  workDir: string;
  /** Runs the server's client on a driver script; cwd is where the script's files are. */
  client(driver: string, cwd: string): Promise<ScratchRun>;
  /** The schema as text: `pg_dump --schema-only`, or SQLite's `sqlite_master` as JSON. */
  dump(): Promise<{ text: string } | { error: string }>;
  /** Runs a command (the migration tool) with the database's URL in `extraEnv`. */
  run(
    argv: readonly string[],
    cwd: string,
    root: string,
    extraEnv: Record<string, string>,
  ): Promise<ScratchRun>;
  dispose(): Promise<void>;
}

/** The database, or why there is none here (a missing server is `tool-not-installed`). */
export type Opened = { database: ScratchDatabase } | { missing: string };

// ---------------------------------------------------------------------------------------------
// Running the one-shot commands (initdb, psql, pg_dump, sqlite3, the migration tool)

function oneShot(name: string, command: string, args: readonly string[], cwd = ''): Check {
  return {
    name,
    kind: 'test',
    command,
    args: [...args],
    script: '',
    cwd,
    env: {},
    origin: 'testlock',
    source: 'scratch database',
    skipped: null,
  };
}

/** Runs in `root` (the folder `check.cwd` is relative to); its logs go to `logDir`, never there. */
async function run(
  options: ScratchOptions & { logDir: string },
  root: string,
  check: Check,
  extraEnv: Record<string, string> = {},
): Promise<ScratchRun> {
  return runCheck(check, {
    root,
    timeoutMs: options.timeoutMs,
    baseEnv: options.env,
    secrets: options.secrets,
    extraEnv,
    logDir: options.logDir,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** The full stdout a run wrote (the result keeps only its tail). */
async function fullStdout(result: ScratchRun): Promise<string> {
  try {
    return await readFile(result.logPaths.stdout, 'utf8');
  } catch {
    return result.stdout;
  }
}

function failureText(result: ScratchRun): string {
  const text = [result.stderr, result.stdout]
    .filter((t) => t.trim() !== '')
    .join('\n')
    .trim();
  return text === '' ? result.summary : text;
}

// ---------------------------------------------------------------------------------------------
// Finding the PostgreSQL server binaries

function onPath(env: ProcessEnv, tool: string): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const path = join(dir, tool);
    if (existsSync(path)) return path;
  }
  return null;
}

/** Debian's and Ubuntu's layout (`postgresql` package, GitHub's images): newest version first. */
function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  try {
    return readdirSync(root)
      .filter((v) => /^\d+(?:\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => join(root, v, 'bin'));
  } catch {
    return [];
  }
}

/**
 * The folder holding initdb and postgres: `TESTLOCK_POSTGRES_BIN` when set (and only it), else
 * beside the `initdb` on PATH, else Debian's layout.
 */
export function findServerBin(env: ProcessEnv): string | null {
  const given = env.TESTLOCK_POSTGRES_BIN;
  if (given !== undefined && given !== '') {
    return existsSync(join(given, 'initdb')) && existsSync(join(given, 'postgres')) ? given : null;
  }
  const initdb = onPath(env, 'initdb');
  const candidates = [
    ...(initdb === null ? [] : [dirname(realpathSync(initdb))]),
    ...debianBinDirs(),
    '/usr/local/pgsql/bin',
  ];
  return (
    candidates.find(
      (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')),
    ) ?? null
  );
}

/** A client beside the server (same version), else the one on PATH. */
function client(bin: string | null, env: ProcessEnv, tool: string): string | null {
  if (bin !== null && existsSync(join(bin, tool))) return join(bin, tool);
  return onPath(env, tool);
}

// ---------------------------------------------------------------------------------------------
// Root: PostgreSQL refuses to run as root; it runs as `nobody` (GitHub's runners are no root).

interface ServerUser {
  /** Words put before initdb and postgres. */
  wrap: string[];
  uid: number;
  gid: number;
}

function nobody(): { uid: number; gid: number } | null {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('nobody:'));
    const [, , uid, gid] = line?.split(':') ?? [];
    return uid === undefined || gid === undefined ? null : { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/** How the server is started: as it is, or as `nobody` when testlock runs as root. */
function serverUser(env: ProcessEnv): ServerUser | { missing: string } | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const user = nobody();
  const setpriv =
    onPath(env, 'setpriv') ?? (existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : null);
  if (user === null || setpriv === null) {
    return {
      missing:
        'PostgreSQL refuses to run as root, and there is no `nobody` user and `setpriv` to start it as another',
    };
  }
  return {
    wrap: [setpriv, `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--'],
    ...user,
  };
}

// ---------------------------------------------------------------------------------------------
// The private cluster

const SUPERUSER = 'testlock';

async function waitReady(
  dataDir: string,
  server: Service,
  logFile: string,
  timeoutMs: number,
): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.running()) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      return `the PostgreSQL server stopped as it started: ${log.trim().split('\n').slice(-3).join(' ')}`;
    }
    // postmaster.pid's eighth line says `ready` once connections are accepted (PostgreSQL 10+).
    const pid = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
    if (pid.split('\n')[7]?.trim() === 'ready') return null;
    await delay(15);
  }
  return 'the PostgreSQL server did not become ready in time';
}

async function privateCluster(given: ScratchOptions): Promise<Opened> {
  const bin = findServerBin(given.env);
  if (bin === null) {
    return {
      missing: given.env.TESTLOCK_POSTGRES_BIN
        ? `no PostgreSQL server in TESTLOCK_POSTGRES_BIN (${given.env.TESTLOCK_POSTGRES_BIN}): initdb and postgres are not there`
        : 'no PostgreSQL server on this machine (initdb and postgres are neither on PATH nor in /usr/lib/postgresql/*/bin): install the postgresql package',
    };
  }
  const psql = client(bin, given.env, 'psql');
  const pgDump = client(bin, given.env, 'pg_dump');
  if (psql === null || pgDump === null)
    return { missing: 'psql or pg_dump is not installed beside the PostgreSQL server' };
  const user = serverUser(given.env);
  if (user !== null && 'missing' in user) return user;
  const dir = await mkdtemp(join(tmpdir(), 'testlock-db-'));
  const options = { ...given, logDir: join(dir, 'logs') };
  let server: Service | null = null;
  const removeSync = (): void => {
    server?.killNow();
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = registerCleanup({ run: () => dispose(), runSync: removeSync });
  async function dispose(): Promise<void> {
    unregister();
    // Immediate shutdown: nothing of the cluster is kept, so nothing needs writing back.
    await server?.stop('SIGQUIT', 3_000);
    await rm(dir, { recursive: true, force: true });
  }
  try {
    if (user !== null) await chown(dir, user.uid, user.gid);
    const dataDir = join(dir, 'data');
    const wrap = user?.wrap ?? [];
    const [command = '', ...prefix] = [...wrap, join(bin, 'initdb')];
    const init = await run(
      options,
      dir,
      oneShot('initdb', command, [
        ...prefix,
        '-D',
        dataDir,
        '-U',
        SUPERUSER,
        '--auth=trust',
        '--no-sync',
        '--encoding=UTF8',
        '--locale=C',
      ]),
    );
    if (!init.ok) {
      await dispose();
      return { missing: `initdb failed: ${failureText(init).split('\n').slice(-3).join(' ')}` };
    }
    const logFile = join(dir, 'server.log');
    const [serverCommand = '', ...serverPrefix] = [...wrap, join(bin, 'postgres')];
    server = startService(
      serverCommand,
      [
        ...serverPrefix,
        '-D',
        dataDir,
        '-k',
        dir,
        '-c',
        'listen_addresses=',
        '-c',
        'port=5432',
        // A scratch database: nothing needs to survive a crash, so nothing is written to survive one.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'autovacuum=off',
        '-c',
        'shared_buffers=16MB',
        '-c',
        'max_connections=20',
      ],
      { cwd: dir, baseEnv: options.env, secrets: options.secrets, logFile },
    );
    const problem = await waitReady(dataDir, server, logFile, 30_000);
    if (problem !== null) {
      await dispose();
      return { missing: problem };
    }
    const conn = `host=${dir} port=5432 user=${SUPERUSER} dbname=postgres`;
    const url = `postgresql://${SUPERUSER}@/postgres?host=${encodeURIComponent(dir)}&port=5432`;
    const version = bin.match(/postgresql\/(\d+)/)?.[1];
    const work = join(dir, 'work');
    await mkdir(work);
    return {
      database: postgresDatabase({
        description: `a private PostgreSQL${version ? ` ${version}` : ''} cluster`,
        conn,
        url,
        psql,
        pgDump,
        work,
        options,
        dispose,
      }),
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

interface PostgresParts {
  description: string;
  /** libpq connection string or URL for the clients. */
  conn: string;
  url: string;
  psql: string;
  pgDump: string;
  work: string;
  options: ScratchOptions & { logDir: string };
  dispose(): Promise<void>;
}

function postgresDatabase(parts: PostgresParts): ScratchDatabase {
  const { options, work } = parts;
  let dumps = 0;
  return {
    engine: 'postgres',
    description: parts.description,
    url: parts.url,
    workDir: work,
    client: (driver, cwd) =>
      run(
        options,
        work,
        oneShot(
          'psql',
          parts.psql,
          ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', driver, '-d', parts.conn],
          cwd,
        ),
      ),
    async dump() {
      dumps += 1;
      const file = join(work, `schema-${dumps}.sql`);
      const result = await run(
        options,
        work,
        oneShot('pg_dump', parts.pgDump, [
          '--schema-only',
          '--no-owner',
          '--no-privileges',
          '-f',
          file,
          '-d',
          parts.conn,
        ]),
      );
      if (!result.ok) return { error: failureText(result) };
      return { text: await readFile(file, 'utf8') };
    },
    run: (argv, cwd, root, extraEnv) => {
      const [command = '', ...args] = argv;
      return run(options, root, oneShot(command, command, args, cwd), extraEnv);
    },
    dispose: parts.dispose,
  };
}

// ---------------------------------------------------------------------------------------------
// The job's own database: a fresh database in it, named for the run, dropped after

/** The URL with its database replaced (`postgres://u@h:5432/app?x` -> `.../<name>?x`); a host may be empty. */
function withDatabase(url: string, name: string): string | null {
  const match = /^([a-z][\w+.-]*:\/\/[^/?#]*)(?:\/[^?#]*)?(.*)$/i.exec(url.trim());
  return match === null ? null : `${match[1]}/${name}${match[2] ?? ''}`;
}

async function jobDatabase(url: string, source: string, given: ScratchOptions): Promise<Opened> {
  const psql = onPath(given.env, 'psql');
  const pgDump = onPath(given.env, 'pg_dump');
  if (psql === null || pgDump === null) return { missing: 'psql and pg_dump are not installed' };
  const name = `testlock_${randomBytes(6).toString('hex')}`;
  const scratchUrl = withDatabase(url, name);
  if (scratchUrl === null) return { missing: `the DATABASE_URL of ${source} is not a URL` };
  const dir = await mkdtemp(join(tmpdir(), 'testlock-db-'));
  const options = { ...given, logDir: join(dir, 'logs') };
  const admin = (sql: string) =>
    run(
      options,
      dir,
      oneShot('psql', psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql]),
    );
  let created = false;
  async function dispose(): Promise<void> {
    unregister();
    // WITH (FORCE): a connection the round trip left open must not keep the database (13+).
    if (created) {
      const dropped = await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      if (!dropped.ok) await admin(`DROP DATABASE IF EXISTS "${name}"`);
    }
    await rm(dir, { recursive: true, force: true });
  }
  const unregister = registerCleanup({
    run: () => dispose(),
    runSync: () => rmSync(dir, { recursive: true, force: true }),
  });
  const create = await admin(`CREATE DATABASE "${name}"`);
  if (!create.ok) {
    await dispose();
    return {
      missing: `the job's database (${source}) cannot be used: ${failureText(create).split('\n')[0]}`,
    };
  }
  created = true;
  const work = join(dir, 'work');
  await mkdir(work);
  const database = postgresDatabase({
    description: `a fresh database in the job's PostgreSQL (${source})`,
    conn: scratchUrl,
    url: scratchUrl,
    psql,
    pgDump,
    work,
    options,
    dispose,
  });
  // A pg_dump older than the server refuses to dump it: then the job's server cannot be used.
  const probe = await database.dump();
  if ('error' in probe) {
    await dispose();
    return {
      missing: `pg_dump cannot dump the job's database (${source}): ${probe.error.split('\n')[0]}`,
    };
  }
  return { database };
}

// ---------------------------------------------------------------------------------------------
// SQLite: a file in the temporary folder

async function sqliteFile(given: ScratchOptions): Promise<Opened> {
  const sqlite = onPath(given.env, 'sqlite3');
  if (sqlite === null) return { missing: 'sqlite3 is not installed (install the sqlite3 package)' };
  const dir = await mkdtemp(join(tmpdir(), 'testlock-db-'));
  const options = { ...given, logDir: join(dir, 'logs') };
  const unregister = registerCleanup({
    run: () => dispose(),
    runSync: () => rmSync(dir, { recursive: true, force: true }),
  });
  async function dispose(): Promise<void> {
    unregister();
    await rm(dir, { recursive: true, force: true });
  }
  const file = join(dir, 'scratch.db');
  const work = join(dir, 'work');
  await mkdir(work);
  const query =
    "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type, name";
  return {
    database: {
      engine: 'sqlite',
      description: 'a SQLite file',
      url: `sqlite:///${file}`,
      workDir: work,
      client: (driver, cwd) =>
        run(options, work, oneShot('sqlite3', sqlite, ['-bail', file, `.read ${driver}`], cwd)),
      async dump() {
        const result = await run(options, work, oneShot('sqlite3', sqlite, ['-json', file, query]));
        return result.ok ? { text: await fullStdout(result) } : { error: failureText(result) };
      },
      run: (argv, cwd, root, extraEnv) => {
        const [command = '', ...args] = argv;
        return run(options, root, oneShot(command, command, args, cwd), extraEnv);
      },
      dispose,
    },
  };
}

// ---------------------------------------------------------------------------------------------

export interface OpenRequest {
  engine: Engine;
  /** The job's declared database, tried first for PostgreSQL. */
  jobDatabase: { url: string; source: string } | null;
}

/**
 * A scratch database for `engine`: the job's own PostgreSQL when the base workflow declares one
 * and it answers, else a private cluster; a SQLite file for SQLite. What is missing is named.
 */
export async function openScratchDatabase(
  request: OpenRequest,
  options: ScratchOptions,
): Promise<Opened & { notes?: string[] }> {
  if (request.engine === 'sqlite') return sqliteFile(options);
  if (request.engine !== 'postgres')
    return { missing: `no scratch database for ${request.engine}` };
  const notes: string[] = [];
  if (request.jobDatabase !== null) {
    const job = await jobDatabase(request.jobDatabase.url, request.jobDatabase.source, options);
    if ('database' in job) return job;
    notes.push(job.missing);
  }
  const cluster = await privateCluster(options);
  if (notes.length === 0) return cluster;
  // Why the job's database was not used is said either way.
  if ('missing' in cluster) return { missing: `${notes.join('; ')}; ${cluster.missing}` };
  return { ...cluster, notes };
}
