// Every migration tool testlock knows, in the order discovery asks them: a tool whose files look
// like another's (sqlx and golang-migrate pairs, diesel and plain `up.sql` folders) comes first.
import type { MigrationToolName } from '../../model/migration.js';
import type { MigrationTool } from '../tool.js';
import { alembic } from './alembic/alembic.js';
import { dbmate } from './dbmate/dbmate.js';
import { diesel } from './diesel/diesel.js';
import { django } from './django/django.js';
import { golangMigrate } from './golang-migrate/golang-migrate.js';
import { knex } from './knex/knex.js';
import { plainSql } from './plain-sql/plain-sql.js';
import { prisma } from './prisma/prisma.js';
import { sqlx } from './sqlx/sqlx.js';

/** The tools with a config or a layout of their own (discovery's second level), in order. */
export const CONFIGURED_TOOLS: readonly MigrationTool[] = [
  alembic,
  prisma,
  knex,
  diesel,
  sqlx,
  dbmate,
  golangMigrate,
  django,
];

/** Paired SQL files no tool claims (discovery's third level). */
export const PLAIN_TOOL: MigrationTool = plainSql;

export const MIGRATION_TOOLS: readonly MigrationTool[] = [...CONFIGURED_TOOLS, PLAIN_TOOL];

export function toolNamed(name: MigrationToolName): MigrationTool {
  const found = MIGRATION_TOOLS.find((tool) => tool.name === name);
  if (found === undefined) throw new Error(`internal: no migration tool ${name}`);
  return found;
}
