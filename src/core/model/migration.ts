// A project's SQL migrations as testlock sees them (docs/migrations.md): which tool, which folder,
// the history at base, the migrations a PR adds, and the round trip that will run on them.
import type { SkipReason } from './check.js';

/** The migration tools testlock knows, each a folder of src/core/migrations/tools/. */
export type MigrationToolName =
  | 'golang-migrate'
  | 'dbmate'
  | 'sqlx'
  | 'diesel'
  | 'plain-sql'
  | 'alembic'
  | 'django'
  | 'knex'
  | 'prisma';

/** The database a tool's migrations target. */
export type Engine = 'postgres' | 'sqlite' | 'mysql';

/** One migration as its tool names it: the version that orders it and the files that carry it. */
export interface Migration {
  /** Version or revision (`20240101120000`, `3`, an alembic revision id): what orders it. */
  id: string;
  /** How people name it (`0003_add_email`), where that differs from the id. */
  name?: string;
  /** Repository paths of its files: up and down, or the one file that holds both. */
  files: string[];
  /** The file holding its up (the single file for one-file formats), null when it has none. */
  up: string | null;
  /** The file holding its down (the same single file for one-file formats), null when it has none. */
  down: string | null;
  /** What it revises (alembic's `down_revision`): its parents, [] for a root; absent elsewhere. */
  revises?: string[];
}

/** A SQL text testlock applies itself with the server's client, as the tool would. */
export interface SqlScript {
  /** The repository path the text comes from (errors name it). */
  path: string;
  sql: string;
  /** Whether the tool runs it in one transaction (dbmate `transaction:false`, sqlx `-- no-transaction`). */
  transaction: boolean;
}

/** One phase of the round trip: SQL texts testlock applies, or a command of the tool. */
export type MigrationStep =
  | { kind: 'sql'; scripts: SqlScript[] }
  | { kind: 'tool'; argv: string[]; cwd: string };

/** Where the job's own database is declared (`services: postgres` with its `DATABASE_URL`). */
export interface JobDatabase {
  url: string;
  /** `.github/workflows/ci.yml jobs.test` */
  source: string;
}

/** The sqlfluff check of the migration folder, or why it does not run. */
export interface SqlLintPlan {
  /** The config that makes it run (`.sqlfluff`), null when none. */
  config: string | null;
  skipped: SkipReason | null;
  reason: string;
}

/** One migration folder at base and what `verify` will do with it. */
export interface MigrationPlan {
  tool: MigrationToolName;
  /** Repository-relative folder of the migrations ('' for the root). */
  folder: string;
  /** Where it was found: a CI or Makefile command, the tool's config, or the file layout. */
  source: string;
  engine: Engine;
  /** Why that engine: `sqlalchemy.url in alembic.ini`, `services: postgres in ...`, `default`. */
  engineBecause: string;
  /** The migrations at base, in the tool's order (history). */
  base: Migration[];
  /** The migrations the PR adds, in the tool's order. */
  added: Migration[];
  /** The four phases: the base migrations, the PR's ups, their downs, the ups again. */
  steps: { base: MigrationStep; up: MigrationStep; down: MigrationStep } | null;
  /** Up files of the PR's migrations that have no down, where the base's migrations have downs. */
  missingDown: string[];
  /** Why the round trip will not run (nothing added, no down, a tool testlock cannot drive). */
  skip: { reason: SkipReason; why: string } | null;
  /** The job's own database, used (a fresh database in it) instead of a private cluster. */
  jobDatabase: JobDatabase | null;
  lint: SqlLintPlan;
}
