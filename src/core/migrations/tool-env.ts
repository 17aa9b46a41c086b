// The environment a migration tool runs with on the scratch database: DATABASE_URL, and every
// variable the job set to a database URL, point there, so a project's env.py or settings that
// read another name never reach the database the tests used.
import { engineOfUrl } from './engine.js';

export function scratchEnv(
  env: Readonly<Record<string, string | undefined>>,
  url: string,
): Record<string, string> {
  const overrides: Record<string, string> = { DATABASE_URL: url };
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && engineOfUrl(value) !== null) overrides[name] = url;
  }
  // libpq's own variables would point a client somewhere else: the URL says everything.
  for (const name of ['PGHOST', 'PGPORT', 'PGDATABASE', 'PGUSER', 'PGPASSWORD', 'PGSERVICE']) {
    if (env[name] !== undefined) overrides[name] = '';
  }
  return overrides;
}
