// Each migration tool behind the one interface: the commands that run its up, the folders its
// config or layout shows, its migrations in its own order, and how it splits a migration's SQL.
import { describe, expect, it } from 'vitest';
import { alembic } from '../../../src/core/migrations/tools/alembic/alembic.js';
import { versionsFolder, withUrl } from '../../../src/core/migrations/tools/alembic/alembic-ini.js';
import {
  orderRevisions,
  readRevision,
} from '../../../src/core/migrations/tools/alembic/revisions.js';
import { dbmate, dbmateSections } from '../../../src/core/migrations/tools/dbmate/dbmate.js';
import { diesel } from '../../../src/core/migrations/tools/diesel/diesel.js';
import { django } from '../../../src/core/migrations/tools/django/django.js';
import { golangMigrate } from '../../../src/core/migrations/tools/golang-migrate/golang-migrate.js';
import { knex } from '../../../src/core/migrations/tools/knex/knex.js';
import { plainSql } from '../../../src/core/migrations/tools/plain-sql/plain-sql.js';
import { prisma } from '../../../src/core/migrations/tools/prisma/prisma.js';
import { MIGRATION_TOOLS } from '../../../src/core/migrations/tools/registry.js';
import { sqlx } from '../../../src/core/migrations/tools/sqlx/sqlx.js';
import { filesOf } from './files.js';

const w = (line: string): string[] => line.split(' ');

describe('commands that run a tool up', () => {
  it.each([
    [
      golangMigrate,
      'migrate -path db/migrations -database postgres://x/y up',
      { folder: 'db/migrations', url: 'postgres://x/y' },
    ],
    [
      golangMigrate,
      'migrate -source=file://./sql/m -database=$DATABASE_URL up 2',
      { folder: 'sql/m', url: '$DATABASE_URL' },
    ],
    [golangMigrate, './bin/migrate -path /migrations up', { folder: null, url: null }],
    [dbmate, 'dbmate --migrations-dir db/schema up', { folder: 'db/schema', url: null }],
    [dbmate, 'dbmate -u sqlite:db.sqlite3 migrate', { folder: null, url: 'sqlite:db.sqlite3' }],
    [
      sqlx,
      'sqlx migrate run --source crates/api/migrations',
      { folder: 'crates/api/migrations', url: null },
    ],
    [diesel, 'diesel migration run --migration-dir db/m', { folder: 'db/m', url: null }],
    [knex, 'knex migrate:latest --migrations-directory db', { folder: 'db', url: null }],
    [
      prisma,
      'prisma migrate deploy --schema db/schema.prisma',
      { folder: 'db/migrations', url: null },
    ],
  ] as const)('%s reads %s', (tool, line, expected) => {
    expect(tool.command(w(line))).toMatchObject(expected);
  });

  it.each([
    [golangMigrate, 'migrate -path db/migrations down 1'],
    [golangMigrate, 'python manage.py migrate'],
    [dbmate, 'dbmate new add_users'],
    [sqlx, 'sqlx database create'],
    [alembic, 'alembic downgrade -1'],
    [django, 'python manage.py makemigrations'],
    [prisma, 'prisma migrate dev'],
  ] as const)('honest: %s does not take "%s" for its up', (tool, line) => {
    expect(tool.command(w(line))).toBeNull();
  });

  it.each([
    ['alembic -c db/alembic.ini upgrade head', { config: 'db/alembic.ini', runner: [] }],
    ['uv run alembic upgrade head', { config: null, runner: ['uv', 'run'] }],
    [
      'poetry run alembic --config=x.ini upgrade heads',
      { config: 'x.ini', runner: ['poetry', 'run'] },
    ],
    ['python -m alembic upgrade head', { config: null, runner: ['python', '-m', 'alembic'] }],
  ])('alembic reads %s', (line, expected) => {
    expect(alembic.command(w(line))).toMatchObject(expected);
  });
});

describe('migrations in the tool order', () => {
  it('golang-migrate pairs by number, 2 before 10, up and down of one version together', () => {
    const files = filesOf({
      'm/10_c.up.sql': '',
      'm/2_b.up.sql': '',
      'm/2_b.down.sql': '',
      'm/1_a.up.sql': '',
      'm/1_a.down.sql': '',
      'm/README.md': '',
      'm/sub/3_x.up.sql': '',
    });
    expect(golangMigrate.migrations('m', files)).toEqual([
      {
        id: '1',
        name: '1_a',
        files: ['m/1_a.down.sql', 'm/1_a.up.sql'],
        up: 'm/1_a.up.sql',
        down: 'm/1_a.down.sql',
      },
      {
        id: '2',
        name: '2_b',
        files: ['m/2_b.down.sql', 'm/2_b.up.sql'],
        up: 'm/2_b.up.sql',
        down: 'm/2_b.down.sql',
      },
      { id: '10', name: '10_c', files: ['m/10_c.up.sql'], up: 'm/10_c.up.sql', down: null },
    ]);
  });

  it('sqlx: one-way files have no down', () => {
    const files = filesOf({
      'migrations/20240101_init.sql': '',
      'migrations/20240102_x.up.sql': '',
      'migrations/20240102_x.down.sql': '',
    });
    expect(sqlx.migrations('migrations', files).map((m) => [m.id, m.up, m.down])).toEqual([
      ['20240101', 'migrations/20240101_init.sql', null],
      ['20240102', 'migrations/20240102_x.up.sql', 'migrations/20240102_x.down.sql'],
    ]);
  });

  it('diesel and plain folders: <name>/up.sql and down.sql', () => {
    const files = filesOf({
      'migrations/2024-01-02-000000_b/up.sql': '',
      'migrations/2024-01-02-000000_b/down.sql': '',
      'migrations/2024-01-01-000000_a/up.sql': '',
    });
    expect(diesel.migrations('migrations', files).map((m) => [m.id, m.down])).toEqual([
      ['2024-01-01-000000_a', null],
      ['2024-01-02-000000_b', 'migrations/2024-01-02-000000_b/down.sql'],
    ]);
    expect(plainSql.migrations('migrations', files).map((m) => m.id)).toEqual([
      '2024-01-01-000000_a',
      '2024-01-02-000000_b',
    ]);
  });

  it('plain pairs by name, numbers within names as numbers', () => {
    const files = filesOf({
      'sql/v10-x.up.sql': '',
      'sql/v10-x.down.sql': '',
      'sql/v2-y.up.sql': '',
      'sql/v2-y.down.sql': '',
    });
    expect(plainSql.migrations('sql', files).map((m) => m.id)).toEqual(['v2-y', 'v10-x']);
  });

  it('knex by file name, prisma by folder name', () => {
    expect(
      knex
        .migrations('migrations', filesOf({ 'migrations/2_b.js': '', 'migrations/1_a.ts': '' }))
        .map((m) => m.id),
    ).toEqual(['1_a', '2_b']);
    expect(
      prisma
        .migrations(
          'prisma/migrations',
          filesOf({
            'prisma/migrations/2_b/migration.sql': '',
            'prisma/migrations/1_a/migration.sql': '',
            'prisma/migrations/migration_lock.toml': '',
          }),
        )
        .map((m) => [m.id, m.down]),
    ).toEqual([
      ['1_a', null],
      ['2_b', null],
    ]);
  });

  it('alembic revisions after what they revise, whatever their file names', () => {
    const rev = (id: string, down: string) =>
      `"""x"""\nrevision = '${id}'\ndown_revision = ${down}\n`;
    const files = filesOf({
      'alembic/versions/a_third.py': rev('c3', "'b2'"),
      'alembic/versions/b_first.py': rev('a1', 'None'),
      'alembic/versions/c_second.py': rev('b2', "'a1'"),
      'alembic/versions/__init__.py': '',
    });
    expect(alembic.migrations('alembic/versions', files).map((m) => [m.id, m.revises])).toEqual([
      ['a1', []],
      ['b2', ['a1']],
      ['c3', ['b2']],
    ]);
  });

  it.each([
    ["revision = 'ab12'\ndown_revision = 'cd34'\n", { id: 'ab12', revises: ['cd34'] }],
    [
      'revision: str = "ab12"\ndown_revision: Union[str, None] = None\n',
      { id: 'ab12', revises: [] },
    ],
    ["revision = 'm'\ndown_revision = ('a', 'b')\n", { id: 'm', revises: ['a', 'b'] }],
    ['x = 1\n', null],
  ])('reads the alembic revision of %j', (text, expected) => {
    expect(readRevision(text)).toEqual(expected);
  });

  it('orders a merge after both of its parents', () => {
    const m = (id: string, revises: string[]) => ({ id, files: [], up: null, down: null, revises });
    expect(
      orderRevisions([m('z', ['a', 'b']), m('b', ['root']), m('a', ['root']), m('root', [])]).map(
        (r) => r.id,
      ),
    ).toEqual(['root', 'a', 'b', 'z']);
  });

  it('django migrations per app folder', () => {
    const text =
      'from django.db import migrations\nclass Migration(migrations.Migration):\n    pass\n';
    const files = filesOf({
      'shop/migrations/0002_x.py': text,
      'shop/migrations/0001_initial.py': text,
      'shop/migrations/__init__.py': '',
    });
    expect(django.detect(files).map((h) => h.folder)).toEqual(['shop/migrations']);
    expect(django.migrations('shop/migrations', files).map((m) => m.id)).toEqual(['0001', '0002']);
  });
});

describe('alembic.ini', () => {
  it.each([
    ['alembic.ini', '[alembic]\nscript_location = alembic\n', 'alembic/versions'],
    [
      'backend/alembic.ini',
      '[alembic]\nscript_location = %(here)s/migrations\n',
      'backend/migrations/versions',
    ],
    [
      'alembic.ini',
      '[alembic]\nscript_location = alembic\nversion_locations = %(here)s/db/versions\n',
      'db/versions',
    ],
    ['alembic.ini', '[alembic]\nscript_location = myapp:migrations\n', null],
  ])('%s with %j keeps its revisions in %s', (path, text, folder) => {
    expect(versionsFolder(path, text)).toBe(folder);
  });

  it('points sqlalchemy.url at the scratch database, escaping % for the ini', () => {
    expect(
      withUrl(
        '[alembic]\nscript_location = a\nsqlalchemy.url = driver://u@h/db\n',
        'postgresql://t@/p?host=%2Ftmp',
      ),
    ).toBe('[alembic]\nscript_location = a\nsqlalchemy.url = postgresql://t@/p?host=%%2Ftmp\n');
    expect(withUrl('[alembic]\nscript_location = a\n', 'sqlite:///x.db')).toBe(
      '[alembic]\nsqlalchemy.url = sqlite:///x.db\nscript_location = a\n',
    );
  });
});

describe('dbmate sections', () => {
  it('splits up and down, keeping the file line numbers, with transaction:false', () => {
    const text =
      '-- migrate:up transaction:false\nCREATE INDEX CONCURRENTLY i ON t (x);\n\n-- migrate:down\nDROP INDEX i;\n';
    const { up, down } = dbmateSections('db/migrations/1_i.sql', text);
    expect(up).toEqual({
      path: 'db/migrations/1_i.sql',
      sql: '\nCREATE INDEX CONCURRENTLY i ON t (x);\n\n\n\n',
      transaction: false,
    });
    expect(down?.sql.split('\n')[4]).toBe('DROP INDEX i;');
    expect(down?.transaction).toBe(true);
  });

  it('a file with no down section has no down', () => {
    expect(dbmateSections('x.sql', '-- migrate:up\nSELECT 1;\n').down).toBeNull();
  });

  it('detects dbmate by its marker, not by the file name alone', () => {
    const files = filesOf({
      'db/migrations/1_a.sql': '-- migrate:up\nSELECT 1;\n',
      'sql/1_b.sql': 'SELECT 1;',
    });
    expect(dbmate.detect(files).map((h) => h.folder)).toEqual(['db/migrations']);
  });
});

describe('the registry', () => {
  it('holds one module per tool, each named once', () => {
    const names = MIGRATION_TOOLS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(9);
  });
});
