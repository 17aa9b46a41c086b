// End to end on real databases: the migration round trip on a private PostgreSQL cluster started
// by testlock (golang-migrate pairs), on SQLite (dbmate files, alembic), in the job's declared
// PostgreSQL, and without a server. Honest migrations pass; downs that forget, ups that cannot
// run twice and edited history fail, each with its evidence.
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../src/adapters/scratch-db.js';
import { runCli } from '../../src/cli/run-cli.js';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import {
  ALEMBIC_BASE,
  DBMATE_BASE,
  dbmateFile,
  PAIRS_BASE,
  PY_SUITE,
  pair,
  revision,
} from './helpers/migrations-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

function check(report: Report, name: string) {
  const found = report.checks.find((c) => c.name === name);
  if (found === undefined)
    throw new Error(`no check ${name}: ${report.checks.map((c) => c.name).join(', ')}`);
  return found;
}

async function verifyPr(
  base: Record<string, string>,
  pr: Record<string, string>,
  env = process.env,
) {
  const repo = createPrRepo(base, pr);
  return verifyInProcess(repo.dir, 'pr', [], env);
}

/** The scratch folders testlock makes: none may outlive a run. */
function scratchFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('testlock-db-'));
}

const EMAIL_UP =
  'ALTER TABLE users ADD COLUMN email TEXT;\nCREATE UNIQUE INDEX users_email ON users (email);\n';

const findings = (report: { anomalies: Array<{ kind: string; severity: string; path: string }> }) =>
  report.anomalies.filter((a) => a.kind !== 'coverage-unmeasured');

describe('migrations on a private PostgreSQL cluster (golang-migrate pairs)', () => {
  it('honest: a new migration whose down undoes its up passes, and nothing is left behind', async () => {
    const before = scratchFolders();
    const { code, report, stderr } = await verifyPr(
      PAIRS_BASE,
      pair(EMAIL_UP, 'DROP INDEX users_email;\nALTER TABLE users DROP COLUMN email;\n'),
    );
    expect(check(report, 'migrations round-trip')).toMatchObject({
      kind: 'test',
      ok: true,
      skipped: null,
    });
    expect(check(report, 'migrations round-trip').summary).toMatch(
      /^passed: up → down → up of 0003_email on a private PostgreSQL \d+ cluster$/,
    );
    expect(check(report, 'schema after round-trip')).toMatchObject({ kind: 'typecheck', ok: true });
    expect(check(report, 'sqlfluff')).toMatchObject({ kind: 'lint', skipped: 'not-configured' });
    expect(report).toMatchObject({
      verdict: 'PASS',
      tests_run: 1,
      type_check_clean: true,
    });
    // The project configures no coverage (SPEC rule 3): that info is the only finding.
    expect(report.anomalies.map((a) => a.kind)).toEqual(['coverage-unmeasured']);
    expect(code).toBe(0);
    expect(scratchFolders()).toEqual(before);
    // The base inventory compares the project's suite, not testlock's own round trip.
    expect(stderr).toContain('base inventory: 1 tests, 0 missing');
  });

  it('gaming: a down that forgets a column fails, the schema diff naming the column', async () => {
    const { report } = await verifyPr(PAIRS_BASE, pair(EMAIL_UP, 'DROP INDEX users_email;\n'));
    expect(report.verdict).toBe('FAIL');
    const schema = check(report, 'schema after round-trip');
    expect(schema.ok).toBe(false);
    expect(schema.stdout).toContain(
      '@@ TABLE public.users: column email text left behind by the down',
    );
    expect(schema.stdout).toContain('+ email text');
  });

  it('gaming: a down that forgets an index fails, naming the index', async () => {
    const { report } = await verifyPr(
      PAIRS_BASE,
      pair(
        EMAIL_UP,
        'ALTER TABLE users DROP COLUMN email CASCADE;\nCREATE INDEX users_email ON users (name);\n',
      ),
    );
    expect(report.verdict).toBe('FAIL');
    expect(check(report, 'schema after round-trip').stdout).toContain(
      'INDEX public.users_email left behind by the down',
    );
  });

  it('gaming: a down that forgets a constraint fails, naming it', async () => {
    const { report } = await verifyPr(
      PAIRS_BASE,
      pair(
        'ALTER TABLE users ADD CONSTRAINT users_name_len CHECK (length(name) > 0);\n',
        'SELECT 1;\n',
      ),
    );
    expect(report.verdict).toBe('FAIL');
    // pg_dump writes a CHECK constraint inside its table.
    expect(check(report, 'schema after round-trip').stdout).toContain(
      '@@ TABLE public.users: constraint users_name_len left behind by the down',
    );
    // The second up cannot add it again: the round trip fails with the server's words.
    expect(report.failure_detail).toBe(
      'psql:db/migrations/0003_email.up.sql:1: ERROR:  constraint "users_name_len" for relation "users" already exists',
    );
  });

  it('gaming: an up that cannot run a second time (a sequence the down left) fails verbatim', async () => {
    const { report } = await verifyPr(
      PAIRS_BASE,
      pair(
        "CREATE SEQUENCE visits_seq;\nALTER TABLE users ADD COLUMN visits INT DEFAULT nextval('visits_seq');\n",
        'ALTER TABLE users DROP COLUMN visits;\n',
      ),
    );
    expect(report.verdict).toBe('FAIL');
    expect(check(report, 'migrations round-trip')).toMatchObject({ ok: false });
    expect(report.confidence_qualifier).toBe(
      'failed: db/migrations/0003_email.up.sql:1 second up: ERROR: relation "visits_seq" already exists',
    );
    expect(report.failure_detail).toBe(
      'psql:db/migrations/0003_email.up.sql:1: ERROR:  relation "visits_seq" already exists',
    );
    expect(check(report, 'schema after round-trip').stdout).toContain(
      'SEQUENCE public.visits_seq left behind by the down',
    );
  });

  it('gaming: an edited base migration is migration-modified, and the base version runs', async () => {
    // The PR adds a column to the old migration and a new migration that needs it: with the base
    // version (which production ran), the new one cannot apply.
    const { report } = await verifyPr(PAIRS_BASE, {
      'db/migrations/0001_users.up.sql':
        'CREATE TABLE users (\n    id SERIAL PRIMARY KEY,\n    name TEXT NOT NULL,\n    email TEXT\n);\n',
      ...pair('CREATE INDEX users_email ON users (email);\n', 'DROP INDEX users_email;\n'),
    });
    expect(report.verdict).toBe('FAIL');
    expect(report.anomalies).toEqual([
      {
        kind: 'migration-modified',
        severity: 'critical',
        path: 'db/migrations/0001_users.up.sql',
        line: 3,
        detail:
          'migration 0001_users modified (history a deployed database may have run; the base version runs in the round trip)',
      },
    ]);
    expect(report.test_gaming).toBe(true);
    expect(report.failure_detail).toBe(
      'psql:db/migrations/0003_email.up.sql:1: ERROR:  column "email" does not exist',
    );
  });

  it('honest: a comment added to a base migration is a warning and passes', async () => {
    const { report } = await verifyPr(PAIRS_BASE, {
      'db/migrations/0001_users.down.sql': '-- drops what 0001 made\nDROP TABLE users;\n',
    });
    expect(findings(report).map((a) => [a.kind, a.severity])).toEqual([
      ['migration-modified', 'warning'],
    ]);
    expect(check(report, 'migrations round-trip').skipped).toBe('not-configured');
    expect(report.verdict).toBe('PASS');
  });

  it('a new migration numbered before the newest base one is out of order (warning)', async () => {
    const base = { ...PAIRS_BASE, ...pair('SELECT 1;\n', 'SELECT 1;\n', '0010_audit') };
    const { report } = await verifyPr(
      base,
      pair('ALTER TABLE users ADD COLUMN x INT;\n', 'ALTER TABLE users DROP COLUMN x;\n', '0003_x'),
    );
    expect(findings(report).map((a) => [a.kind, a.severity, a.path])).toEqual([
      ['migration-out-of-order', 'warning', 'db/migrations/0003_x.up.sql'],
    ]);
    expect(report.verdict).toBe('PASS');
  });

  it('gaming: a second file under a base version (the tool runs it as history) is critical', async () => {
    const { report } = await verifyPr(PAIRS_BASE, {
      'db/migrations/0002_more.up.sql': 'ALTER TABLE users ADD COLUMN y INT;\n',
    });
    expect(findings(report).map((a) => [a.kind, a.severity, a.path])).toEqual([
      ['migration-modified', 'critical', 'db/migrations/0002_more.up.sql'],
    ]);
    expect(report.verdict).toBe('FAIL');
  });
});

describe('migrations on SQLite', () => {
  it('dbmate, honest: passes on a SQLite file', async () => {
    const { report } = await verifyPr(
      DBMATE_BASE,
      dbmateFile(
        'ALTER TABLE users ADD COLUMN email TEXT;',
        'ALTER TABLE users DROP COLUMN email;',
      ),
    );
    expect(check(report, 'migrations round-trip')).toMatchObject({ ok: true });
    expect(check(report, 'migrations round-trip').summary).toContain('on a SQLite file');
    expect(report.verdict).toBe('PASS');
  });

  it('dbmate, gaming: an empty down section fails with the schema diff', async () => {
    const { report } = await verifyPr(
      DBMATE_BASE,
      dbmateFile('CREATE TABLE tags (id INTEGER PRIMARY KEY, label TEXT);', ''),
    );
    expect(report.verdict).toBe('FAIL');
    expect(check(report, 'schema after round-trip').stdout).toContain(
      'TABLE tags left behind by the down',
    );
    expect(report.failure_detail).toContain('table tags already exists');
  });

  it('alembic (pip), honest: passes; the base revision ran first', async () => {
    const { report } = await verifyPr(ALEMBIC_BASE, {
      'alembic/versions/b2_email.py': revision(
        'b2',
        'a1',
        'op.add_column("users", sa.Column("email", sa.Text))',
        'op.drop_column("users", "email")',
      ),
    });
    expect(check(report, 'migrations round-trip')).toMatchObject({ ok: true, command: 'alembic' });
    expect(check(report, 'schema after round-trip')).toMatchObject({ ok: true });
    expect(report.verdict).toBe('PASS');
  });

  it('alembic, gaming: a downgrade that forgets the table fails with the schema diff', async () => {
    const { report } = await verifyPr(ALEMBIC_BASE, {
      'alembic/versions/b2_tags.py': revision(
        'b2',
        'a1',
        'op.create_table("tags", sa.Column("id", sa.Integer, primary_key=True))',
        'pass',
      ),
    });
    expect(report.verdict).toBe('FAIL');
    expect(check(report, 'schema after round-trip').stdout).toContain(
      'TABLE tags left behind by the down',
    );
    expect(report.failure_detail).toContain('table tags already exists');
    expect(report.confidence_qualifier).toMatch(
      /^failed: alembic\/versions\/b2_tags\.py:\d+ second up: /,
    );
  });
});

describe("the job's declared PostgreSQL", () => {
  it('a fresh database in it is used and dropped; the data the tests use is untouched', async () => {
    // The job's service, as GitHub would start it: here a cluster of its own, with a table of rows.
    const service = await openScratchDatabase(
      { engine: 'postgres', jobDatabase: null },
      { env: process.env, secrets: [], timeoutMs: 60_000 },
    );
    if (!('database' in service)) throw new Error(service.missing);
    const db = service.database;
    try {
      const sql = async (text: string) => {
        const driver = join(db.workDir, `q-${Math.random().toString(36).slice(2)}.sql`);
        const { writeFileSync } = await import('node:fs');
        writeFileSync(driver, text);
        const run = await db.client(driver, '');
        const { readFileSync } = await import('node:fs');
        return { ok: run.ok, out: readFileSync(run.logPaths.stdout, 'utf8') };
      };
      await sql(
        "CREATE TABLE accounts (id int, owner text);\nINSERT INTO accounts VALUES (1, 'ann'), (2, 'bo');\n",
      );
      const ci = `name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    services:\n      postgres:\n        image: postgres:16\n    env:\n      DATABASE_URL: ${db.url}\n    steps:\n      - uses: actions/checkout@v4\n      - run: pytest -q\n`;
      const { report, stderr } = await verifyPr(
        { ...PAIRS_BASE, '.github/workflows/ci.yml': ci },
        pair(EMAIL_UP, 'DROP INDEX users_email;\nALTER TABLE users DROP COLUMN email;\n'),
      );
      expect(check(report, 'migrations round-trip').summary).toContain(
        "on a fresh database in the job's PostgreSQL (.github/workflows/ci.yml jobs.test)",
      );
      expect(report.verdict).toBe('PASS');
      expect(stderr).not.toContain('a private cluster instead');
      const rows = await sql(
        '\\pset format unaligned\nSELECT id, owner FROM accounts ORDER BY id;\n',
      );
      expect(rows.out).toContain('1|ann\n2|bo');
      const left = await sql("SELECT datname FROM pg_database WHERE datname LIKE 'testlock_%';\n");
      expect(left.out).not.toMatch(/testlock_[0-9a-f]/);
    } finally {
      await db.dispose();
    }
  });
});

describe('a machine without a PostgreSQL server', () => {
  it('is a named PARTIAL (tool-not-installed), never a pass', async () => {
    const { report, code } = await verifyPr(
      PAIRS_BASE,
      pair(EMAIL_UP, 'DROP INDEX users_email;\nALTER TABLE users DROP COLUMN email;\n'),
      { ...process.env, TESTLOCK_POSTGRES_BIN: join(tmpdir(), 'no-postgres-here') },
    );
    expect(report).toMatchObject({
      verdict: 'PARTIAL',
      unverified_reason: 'tool-not-installed',
      verified: false,
    });
    expect(check(report, 'migrations round-trip')).toMatchObject({ skipped: 'tool-not-installed' });
    expect(report.summary).toMatch(
      /^migrations round-trip not run: no PostgreSQL server in TESTLOCK_POSTGRES_BIN/,
    );
    expect(code).toBe(1);
  });

  it('honest: a PR that adds no migration needs no server', async () => {
    const { report } = await verifyPr(
      PAIRS_BASE,
      { 'app.py': 'LIMIT = 100\n' },
      { ...process.env, TESTLOCK_POSTGRES_BIN: join(tmpdir(), 'no-postgres-here') },
    );
    expect(check(report, 'migrations round-trip')).toMatchObject({ skipped: 'not-configured' });
    expect(report.verdict).toBe('PASS');
  });
});

describe('sqlfluff on the migrations', () => {
  // The base tests import app.py; lint is not switched off; .sqlfluff configures sqlfluff.
  const LINTED = {
    ...PAIRS_BASE,
    '.github/testlock.yml': 'checks:\n  typecheck: false\n',
    'pyproject.toml':
      '[project]\nname = "app"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'tests/test_app.py': 'import app\n\n\ndef test_app():\n    assert app.X == 1\n',
    'app.py': 'X = 1\n',
    '.sqlfluff': '[sqlfluff]\ndialect = postgres\n',
  };
  const DOWN = 'ALTER TABLE users DROP COLUMN email;\n';

  it('honest: a clean new migration passes sqlfluff', async () => {
    const { report } = await verifyPr(
      LINTED,
      pair('ALTER TABLE users ADD COLUMN email TEXT;\n', DOWN),
    );
    expect(check(report, 'sqlfluff')).toMatchObject({
      ok: true,
      skipped: null,
      script: 'sqlfluff lint db/migrations',
    });
    expect(report).toMatchObject({ verdict: 'PASS', lint_clean: true });
  });

  it("gaming: code the tests run rewrites the migration clean in the locked tree; sqlfluff reads the PR's", async () => {
    const rewrite = [
      'import pathlib',
      '',
      'X = 1',
      "pathlib.Path(__file__).with_name('db').joinpath('migrations', '0003_email.up.sql').write_text(",
      "    'ALTER TABLE users ADD COLUMN email TEXT;\\n'",
      ')',
      '',
    ].join('\n');
    const { report } = await verifyPr(LINTED, {
      'app.py': rewrite,
      ...pair('ALTER table users ADD column email text;\n', DOWN),
    });
    expect(check(report, 'sqlfluff')).toMatchObject({ ok: false, skipped: null });
    expect(report).toMatchObject({ verdict: 'FAIL', lint_clean: false });
    expect(report.confidence_qualifier).toMatch(
      /^failed: db\/migrations\/0003_email\.up\.sql:1 L010: /,
    );
  });
});

describe('plan', () => {
  it('shows the tool, the folder and the commands of each phase; --json lists the three checks', async () => {
    const repo = createPrRepo(PAIRS_BASE, pair(EMAIL_UP, 'DROP INDEX users_email;\n'));
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const quiet = new Writable({ write: (_c, _e, done) => done() });
    const code = await runCli(
      ['plan', '--repo', repo.dir, '--base', 'main', '--head', 'pr', '--json', '-'],
      {
        cwd: repo.dir,
        stdout: sink,
        stderr: quiet,
        env: process.env,
      },
    );
    expect(code).toBe(0);
    const plan = JSON.parse(chunks.join('')) as {
      checks: Array<{ name: string; kind: string; skipped: string | null }>;
      migrations: Array<Record<string, unknown>>;
    };
    expect(plan.checks.slice(3).map((c) => [c.name, c.kind, c.skipped])).toEqual([
      ['migrations round-trip', 'test', null],
      ['schema after round-trip', 'typecheck', null],
      ['sqlfluff', 'lint', 'not-configured'],
    ]);
    expect(plan.migrations).toEqual([
      {
        tool: 'golang-migrate',
        folder: 'db/migrations',
        source: 'paired <version>_<title>.up.sql files',
        engine: 'postgres',
        engine_because: 'postgres syntax in the migrations',
        base: ['0001_users', '0002_users_name'],
        added: ['0003_email'],
        steps: {
          base: [
            'psql -X -v ON_ERROR_STOP=1 -f db/migrations/0001_users.up.sql  (in a transaction)',
            'psql -X -v ON_ERROR_STOP=1 -f db/migrations/0002_users_name.up.sql  (in a transaction)',
          ],
          up: ['psql -X -v ON_ERROR_STOP=1 -f db/migrations/0003_email.up.sql  (in a transaction)'],
          down: [
            'psql -X -v ON_ERROR_STOP=1 -f db/migrations/0003_email.down.sql  (in a transaction)',
          ],
        },
        skipped: null,
        missing_down: [],
      },
    ]);
  });
});

describe('the suite without migrations', () => {
  it('adds no migration checks to a project without migrations', async () => {
    const { report } = await verifyPr(PY_SUITE, { 'src/app.py': 'X = 1\n' });
    expect(report.checks.map((c) => c.name)).toEqual(['tests', 'typecheck', 'lint']);
    expect(existsSync(tmpdir())).toBe(true);
  });
});
