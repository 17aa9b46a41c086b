// The database a base workflow's job declares: a `services:` PostgreSQL (or MySQL) container and
// the `DATABASE_URL` its steps are given. testlock may use that server (a fresh database in it).

import { parseWorkflow } from '../discovery/workflow/workflow-file.js';
import type { JobDatabase } from '../model/migration.js';
import { isRecord } from '../text/is-record.js';
import { type EngineChoice, engineOfUrl } from './engine.js';
import type { ToolFiles } from './tool.js';

const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;

/** The engine of a service container's image (`postgres:16`, `postgis/postgis`, `mysql:8`). */
function serviceEngine(service: unknown): 'postgres' | 'mysql' | null {
  const image = isRecord(service) ? service.image : undefined;
  if (typeof image !== 'string') return null;
  const name = (image.split(':')[0] ?? '').toLowerCase();
  if (/(?:^|\/)(?:postgres|postgis|pgvector|timescaledb)[\w.-]*$/.test(name)) return 'postgres';
  if (/(?:^|\/)(?:mysql|mariadb)$/.test(name)) return 'mysql';
  return null;
}

function envUrls(env: unknown): string[] {
  if (!isRecord(env)) return [];
  return Object.entries(env).flatMap(([name, value]) =>
    typeof value === 'string' && /DATABASE_URL|_DSN$|^DB_URL$/i.test(name) ? [value] : [],
  );
}

export interface DeclaredDatabase {
  /** The engine the job's service runs, for choosing the migrations' engine. */
  engine: EngineChoice | null;
  /** A URL testlock can connect to (no expression in it), PostgreSQL only. */
  database: JobDatabase | null;
}

/** The first job of the base workflows that declares a database service, and its URL. */
export function declaredDatabase(files: ToolFiles): DeclaredDatabase {
  for (const path of files.paths.filter((p) => WORKFLOW.test(p)).sort()) {
    const parsed = parseWorkflow(path, files.text(path) ?? '');
    if (!('workflow' in parsed)) continue;
    for (const job of parsed.workflow.jobs) {
      const services = job.raw.services;
      if (!isRecord(services)) continue;
      const engines = Object.values(services).map(serviceEngine);
      const engine = engines.find((e) => e !== null) ?? null;
      if (engine === null) continue;
      const source = `${path} jobs.${job.id}`;
      const urls = [
        ...envUrls(parsed.workflow.raw.env),
        ...envUrls(job.raw.env),
        ...job.steps.flatMap((step) => envUrls(step.raw.env)),
      ].filter((url) => engineOfUrl(url) === engine && !url.includes('${{'));
      const url = urls[0];
      return {
        engine: { engine, because: `services: ${engine} in ${source}` },
        database: engine === 'postgres' && url !== undefined ? { url, source } : null,
      };
    }
  }
  return { engine: null, database: null };
}
