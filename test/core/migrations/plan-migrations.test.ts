// The plan of a migration folder: the PR's new migrations as the locked run has them, the round
// trip's steps, or why it does not run; the base migrations become harness (history).
import { describe, expect, it } from 'vitest';
import { discoverMigrations } from '../../../src/core/migrations/discover-migrations.js';
import { historyHarness, planMigrations } from '../../../src/core/migrations/plan-migrations.js';
import type { DiffEntry } from '../../../src/core/model/diff.js';
import { aChangeOf } from '../../builders/changed-file.js';
import { filesOf } from './files.js';

const NONE = { engine: null, database: null };

function plan(
  base: Record<string, string>,
  head: Record<string, string>,
  changes: DiffEntry[] = [],
) {
  const files = filesOf(base);
  const added = Object.keys(head)
    .filter((p) => !(p in base))
    .map((p) => aChangeOf('added', p, 'other'));
  return planMigrations({
    sources: discoverMigrations(files),
    base: files,
    changes: [...added, ...changes],
    headText: (path) => head[path],
    declared: NONE,
  });
}

const PAIRS = {
  'db/1_users.up.sql': 'CREATE TABLE users (id serial PRIMARY KEY);',
  'db/1_users.down.sql': 'DROP TABLE users;',
};

describe('planMigrations', () => {
  it('steps: the base ups, the new ups, their downs in reverse order', () => {
    const head = {
      'db/2_a.up.sql': 'ALTER TABLE users ADD a int;',
      'db/2_a.down.sql': 'ALTER TABLE users DROP a;',
      'db/3_b.up.sql': 'BEGIN;\nALTER TABLE users ADD b int;\nCOMMIT;',
      'db/3_b.down.sql': 'ALTER TABLE users DROP b;',
    };
    const { plans } = plan(PAIRS, head);
    expect(plans[0]?.steps).toEqual({
      base: {
        kind: 'sql',
        scripts: [
          { path: 'db/1_users.up.sql', sql: PAIRS['db/1_users.up.sql'], transaction: true },
        ],
      },
      up: {
        kind: 'sql',
        scripts: [
          { path: 'db/2_a.up.sql', sql: head['db/2_a.up.sql'], transaction: true },
          // A file with its own BEGIN/COMMIT is sent as it is.
          { path: 'db/3_b.up.sql', sql: head['db/3_b.up.sql'], transaction: false },
        ],
      },
      down: {
        kind: 'sql',
        scripts: [
          { path: 'db/3_b.down.sql', sql: head['db/3_b.down.sql'], transaction: true },
          { path: 'db/2_a.down.sql', sql: head['db/2_a.down.sql'], transaction: true },
        ],
      },
    });
    expect(plans[0]).toMatchObject({
      tool: 'golang-migrate',
      folder: 'db',
      engine: 'postgres',
      skip: null,
      missingDown: [],
    });
  });

  it("the base version of a changed base migration runs, not the PR's", () => {
    const changed = aChangeOf('modified', 'db/1_users.up.sql', 'harness');
    const { plans, anomalies } = plan(
      PAIRS,
      {
        'db/1_users.up.sql': 'CREATE TABLE users (id int);',
        'db/2_a.up.sql': 'SELECT 1;',
        'db/2_a.down.sql': 'SELECT 1;',
      },
      [changed],
    );
    const base = plans[0]?.steps?.base;
    expect(base?.kind === 'sql' && base.scripts[0]?.sql).toBe(PAIRS['db/1_users.up.sql']);
    expect(anomalies.map((a) => [a.kind, a.severity])).toEqual([
      ['migration-modified', 'critical'],
    ]);
  });

  it('nothing added: the round trip is skipped as not applicable', () => {
    expect(plan(PAIRS, {}).plans[0]?.skip).toEqual({
      reason: 'not-configured',
      why: 'the PR adds no migration: nothing to round-trip',
    });
  });

  it('gaming: a new migration without a down, where the base migrations have downs, fails', () => {
    const { plans } = plan(PAIRS, { 'db/2_a.up.sql': 'ALTER TABLE users ADD a int;' });
    expect(plans[0]).toMatchObject({ steps: null, skip: null, missingDown: ['db/2_a.up.sql'] });
  });

  it('honest: a project whose migrations never had downs is not round-tripped', () => {
    const { plans } = plan(
      { 'Cargo.toml': 'sqlx = "0.7"\n', 'migrations/1_a.sql': 'SELECT 1;' },
      { 'migrations/2_b.sql': 'SELECT 2;' },
    );
    expect(plans[0]?.skip).toEqual({
      reason: 'not-configured',
      why: 'the sqlx migrations have no down',
    });
  });

  it('prisma has no downs; knex is not run (unresolvable); MySQL has no scratch database', () => {
    const prisma = plan(
      { 'prisma/migrations/migration_lock.toml': '', 'prisma/migrations/1_a/migration.sql': '' },
      { 'prisma/migrations/2_b/migration.sql': '' },
    );
    expect(prisma.plans[0]?.skip).toEqual({
      reason: 'not-configured',
      why: 'prisma migrations have no down',
    });
    const knex = plan({ 'knexfile.js': '', 'migrations/1_a.js': '' }, { 'migrations/2_b.js': '' });
    expect(knex.plans[0]?.skip).toEqual({
      reason: 'unresolvable',
      why: 'testlock does not run knex migrations yet',
    });
    const mysql = plan(
      { ...PAIRS, '.env': 'DATABASE_URL=mysql://root@localhost/x\n' },
      { 'db/2_a.up.sql': 'x', 'db/2_a.down.sql': 'y' },
    );
    expect(mysql.plans[0]?.skip).toEqual({
      reason: 'unresolvable',
      why: 'testlock has no MySQL scratch database yet',
    });
  });

  it('alembic: upgrade to the base head, upgrade head, downgrade to the base head, in the ini folder', () => {
    const rev = (id: string, down: string) => `revision = '${id}'\ndown_revision = ${down}\n`;
    const { plans } = plan(
      {
        'app/alembic.ini':
          '[alembic]\nscript_location = %(here)s/alembic\nsqlalchemy.url = sqlite:///app.db\n',
        'app/alembic/versions/a.py': rev('a1', 'None'),
      },
      { 'app/alembic/versions/b.py': rev('b2', "'a1'") },
    );
    expect(plans[0]).toMatchObject({
      tool: 'alembic',
      folder: 'app/alembic/versions',
      engine: 'sqlite',
    });
    expect(plans[0]?.steps).toEqual({
      base: { kind: 'tool', argv: ['alembic', '-c', 'alembic.ini', 'upgrade', 'a1'], cwd: 'app' },
      up: { kind: 'tool', argv: ['alembic', '-c', 'alembic.ini', 'upgrade', 'head'], cwd: 'app' },
      down: { kind: 'tool', argv: ['alembic', '-c', 'alembic.ini', 'downgrade', 'a1'], cwd: 'app' },
    });
  });

  it('the base migration files are history: harness by path, new ones are not', () => {
    const files = filesOf({ ...PAIRS, 'db/README.md': '' });
    expect([...historyHarness(discoverMigrations(files), files)]).toEqual([
      ['db/1_users.down.sql', 'migrations:history (golang-migrate db)'],
      ['db/1_users.up.sql', 'migrations:history (golang-migrate db)'],
    ]);
  });
});

// SPEC: the SQL row's lint follows the rule for lint: where the base CI runs checks, sqlfluff by
// convention is not-in-ci; the round trip and the schema check run whatever CI runs.
describe('the SQL lint where the base CI runs checks', () => {
  const LINTED = { ...PAIRS, '.sqlfluff': '[sqlfluff]\ndialect = postgres\n' };
  const HEAD = {
    'db/2_a.up.sql': 'ALTER TABLE users ADD a int;',
    'db/2_a.down.sql': 'ALTER TABLE users DROP a;',
  };

  function lintWith(base: Record<string, string>, lintNotInCi: boolean) {
    const files = filesOf(base);
    const changes = Object.keys(HEAD).map((p) => aChangeOf('added', p, 'other'));
    const [first] = planMigrations({
      sources: discoverMigrations(files),
      base: files,
      changes,
      headText: (path) => HEAD[path as keyof typeof HEAD],
      declared: NONE,
      lintNotInCi,
    }).plans;
    return first;
  }

  it('honest: CI runs checks and no sqlfluff: not-in-ci, the round trip still planned', () => {
    const planned = lintWith(LINTED, true);
    expect(planned?.lint).toMatchObject({ config: '.sqlfluff', skipped: 'not-in-ci' });
    expect(planned?.steps).not.toBeNull();
  });

  it('honest: no CI checks: sqlfluff runs where configured', () => {
    expect(lintWith(LINTED, false)?.lint).toMatchObject({ skipped: null });
  });

  it('not configured stays not-configured, whatever CI runs', () => {
    expect(lintWith(PAIRS, true)?.lint.skipped).toBe('not-configured');
  });
});
