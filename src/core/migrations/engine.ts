// Which database a folder's migrations target, from the strongest evidence the base commit holds:
// a URL its command or config names, then the CI job's database, the project's drivers, the SQL.
import type { Engine } from '../model/migration.js';
import type { MigrationSource } from './discover-migrations.js';
import { baseName, folderOf, inFolder } from './files.js';
import type { ToolFiles } from './tool.js';
import { iniValue } from './tools/alembic/alembic-ini.js';

export interface EngineChoice {
  engine: Engine;
  because: string;
}

/** The engine a database URL's scheme names (`postgresql+psycopg2://`, `sqlite:///x.db`), else null. */
export function engineOfUrl(url: string): Engine | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  if (scheme === undefined) return null;
  const base = scheme.split('+')[0] ?? '';
  if (base === 'postgres' || base === 'postgresql' || base === 'pgx') return 'postgres';
  if (base === 'sqlite' || base === 'sqlite3' || base === 'file') return 'sqlite';
  if (base === 'mysql' || base === 'mariadb') return 'mysql';
  return null;
}

/** `KEY=value` lines of a dotenv text. */
function dotenvValue(text: string, key: string): string | null {
  const match = new RegExp(`^\\s*(?:export\\s+)?${key}\\s*=\\s*["']?([^"'\\n]*)`, 'm').exec(text);
  return match ? (match[1] ?? '').trim() : null;
}

function fromConfig(source: MigrationSource, files: ToolFiles): EngineChoice | null {
  if (source.config !== null && baseName(source.config) === 'alembic.ini') {
    const url = iniValue(files.text(source.config) ?? '', 'alembic', 'sqlalchemy.url');
    const engine = url === null ? null : engineOfUrl(url);
    if (engine !== null) return { engine, because: `sqlalchemy.url in ${source.config}` };
  }
  // The dotenv file dbmate, sqlx and diesel read, beside the tool's config or the folder's parents.
  const dirs = new Set([
    source.config === null ? '' : folderOf(source.config),
    folderOf(source.folder),
    '',
  ]);
  for (const dir of dirs) {
    const path = inFolder(dir, '.env');
    const url = dotenvValue(files.text(path) ?? '', 'DATABASE_URL');
    const engine = url === null ? null : engineOfUrl(url);
    if (engine !== null) return { engine, because: `DATABASE_URL in ${path}` };
  }
  return null;
}

// Drivers a manifest names, by engine; the first manifest that names one decides.
const DRIVERS: ReadonlyArray<{ engine: Engine; words: RegExp }> = [
  {
    engine: 'postgres',
    words:
      /\b(?:lib\/pq|jackc\/pgx|psycopg2?|psycopg\[|asyncpg|"pg"|features\s*=\s*\[[^\]]*"postgres)/,
  },
  {
    engine: 'sqlite',
    words:
      /\b(?:mattn\/go-sqlite3|modernc\.org\/sqlite|better-sqlite3|"sqlite3"|aiosqlite|features\s*=\s*\[[^\]]*"sqlite)/,
  },
  {
    engine: 'mysql',
    words: /\b(?:go-sql-driver\/mysql|pymysql|mysqlclient|"mysql2?"|features\s*=\s*\[[^\]]*"mysql)/,
  },
];
const MANIFESTS = /^(?:go\.mod|Cargo\.toml|pyproject\.toml|requirements[^/]*\.txt|package\.json)$/;

function fromManifests(files: ToolFiles): EngineChoice | null {
  for (const path of files.paths.filter((p) => MANIFESTS.test(baseName(p)))) {
    const text = files.text(path) ?? '';
    const found = DRIVERS.find((driver) => driver.words.test(text));
    if (found) return { engine: found.engine, because: `a ${found.engine} driver in ${path}` };
  }
  return null;
}

const SQL_DIALECT: ReadonlyArray<{ engine: Engine; words: RegExp }> = [
  { engine: 'sqlite', words: /\bAUTOINCREMENT\b|\bWITHOUT\s+ROWID\b/i },
  { engine: 'mysql', words: /\bAUTO_INCREMENT\b|\bENGINE\s*=\s*InnoDB\b/i },
  {
    engine: 'postgres',
    words: /\b(?:BIG)?SERIAL\b|\bJSONB\b|\bTIMESTAMPTZ\b|\bCREATE\s+EXTENSION\b|::\w/i,
  },
];

function fromSql(texts: readonly string[]): EngineChoice | null {
  for (const dialect of SQL_DIALECT) {
    if (texts.some((text) => dialect.words.test(text))) {
      return { engine: dialect.engine, because: `${dialect.engine} syntax in the migrations` };
    }
  }
  return null;
}

/**
 * The engine, strongest evidence first: the command's URL, the tool's config, the CI job's
 * database service, a driver in a manifest, the SQL's own dialect; PostgreSQL when nothing says.
 */
export function chooseEngine(
  source: MigrationSource,
  files: ToolFiles,
  ci: EngineChoice | null,
  sql: readonly string[],
): EngineChoice {
  const fromUrl = source.url === null ? null : engineOfUrl(source.url);
  if (fromUrl !== null) return { engine: fromUrl, because: `the URL in ${source.source}` };
  return (
    fromConfig(source, files) ??
    ci ??
    fromManifests(files) ??
    fromSql(sql) ?? { engine: 'postgres', because: 'nothing names another database' }
  );
}
