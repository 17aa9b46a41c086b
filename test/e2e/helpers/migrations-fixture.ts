// Small projects with SQL migrations for the migration round trip's end-to-end tests: a Python
// suite (one passing test) beside golang-migrate pairs, dbmate files or alembic revisions.

/** One passing pytest test and the config that leaves only the test check of the project. */
export const PY_SUITE = {
  'pyproject.toml': '[project]\nname = "app"\nversion = "0.1.0"\n',
  'tests/test_app.py': 'def test_adds():\n    assert 1 + 1 == 2\n',
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};

/** golang-migrate pairs in db/migrations: users, then a name index. */
export const PAIRS_BASE = {
  ...PY_SUITE,
  'db/migrations/0001_users.up.sql':
    'CREATE TABLE users (\n    id SERIAL PRIMARY KEY,\n    name TEXT NOT NULL\n);\n',
  'db/migrations/0001_users.down.sql': 'DROP TABLE users;\n',
  'db/migrations/0002_users_name.up.sql': 'CREATE INDEX users_name ON users (name);\n',
  'db/migrations/0002_users_name.down.sql': 'DROP INDEX users_name;\n',
};

/** A PR's new pair, 0003. */
export function pair(up: string, down: string, name = '0003_email'): Record<string, string> {
  return { [`db/migrations/${name}.up.sql`]: up, [`db/migrations/${name}.down.sql`]: down };
}

/** dbmate files in db/migrations on SQLite (the .env's DATABASE_URL names it). */
export const DBMATE_BASE = {
  ...PY_SUITE,
  '.env': 'DATABASE_URL=sqlite:db/app.sqlite3\n',
  'db/migrations/20240101000000_users.sql':
    '-- migrate:up\nCREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL);\n\n-- migrate:down\nDROP TABLE users;\n',
};

export function dbmateFile(up: string, down: string): Record<string, string> {
  return {
    'db/migrations/20240201000000_email.sql': `-- migrate:up\n${up}\n\n-- migrate:down\n${down}\n`,
  };
}

const ALEMBIC_ENV = `from alembic import context
from sqlalchemy import engine_from_config, pool

config = context.config


def run_migrations_online():
    connectable = engine_from_config(
        config.get_section(config.config_ini_section), prefix="sqlalchemy.", poolclass=pool.NullPool
    )
    with connectable.connect() as connection:
        context.configure(connection=connection, target_metadata=None)
        with context.begin_transaction():
            context.run_migrations()


run_migrations_online()
`;

const MAKO = `"""\${message}"""
revision = \${repr(up_revision)}
down_revision = \${repr(down_revision)}


def upgrade():
    \${upgrades if upgrades else "pass"}


def downgrade():
    \${downgrades if downgrades else "pass"}
`;

export function revision(
  id: string,
  down: string | null,
  upgrade: string,
  downgrade: string,
): string {
  return `"""${id}"""
from alembic import op
import sqlalchemy as sa

revision = "${id}"
down_revision = ${down === null ? 'None' : `"${down}"`}


def upgrade():
${upgrade
  .split('\n')
  .map((l) => `    ${l}`)
  .join('\n')}


def downgrade():
${downgrade
  .split('\n')
  .map((l) => `    ${l}`)
  .join('\n')}
`;
}

/** alembic on SQLite: alembic.ini, env.py, one base revision that creates users. */
export const ALEMBIC_BASE = {
  ...PY_SUITE,
  'alembic.ini':
    '[alembic]\nscript_location = alembic\nsqlalchemy.url = sqlite:///app.db\n\n[loggers]\nkeys = root\n\n[handlers]\nkeys =\n\n[formatters]\nkeys =\n\n[logger_root]\nlevel = WARN\nhandlers =\n',
  'alembic/env.py': ALEMBIC_ENV,
  'alembic/script.py.mako': MAKO,
  'alembic/versions/a1_users.py': revision(
    'a1',
    null,
    'op.create_table("users", sa.Column("id", sa.Integer, primary_key=True), sa.Column("name", sa.Text, nullable=False))',
    'op.drop_table("users")',
  ),
};
