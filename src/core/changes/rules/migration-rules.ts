// The SQL row's harness (docs/configuration.md, SPEC section 4): the migration tools' configs,
// seeds and SQL fixtures decide what the round trip and the tests run against. The migrations
// that exist at base are history, made harness by path in the plan (stages/migrations.ts): a
// glob cannot tell them from the new migrations a PR adds, which are its source.
import { type BuiltinRule, rule } from './globs.js';

export const MIGRATION_RULES: readonly BuiltinRule[] = [
  rule('generic', 'migration-tool-config', [
    '**/alembic.ini',
    '**/alembic/{env.py,script.py.mako}',
    '**/migrations/{env.py,script.py.mako,alembic.ini}',
    '**/diesel.toml',
    '**/dbconfig.yml',
    '**/{flyway.conf,flyway.toml,liquibase.properties}',
    '**/knexfile.{js,cjs,mjs,ts}',
    '**/migration_lock.toml',
  ]),
  rule('generic', 'sqlfluff', ['**/.sqlfluff', '**/.sqlfluffignore']),
  rule('generic', 'seeds', [
    '**/db/seeds/**',
    '**/db/seed{,s}.{sql,rb,py,js,ts}',
    '**/{seeds,seed}/**/*.sql',
    '**/prisma/seed.{js,ts,mjs,cjs}',
  ]),
  rule('generic', 'sql-fixtures', ['**/fixtures/**/*.sql', '**/db/fixtures/**']),
];
