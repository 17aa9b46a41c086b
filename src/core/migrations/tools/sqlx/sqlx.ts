// sqlx (Rust): `<version>_<description>.sql` (up only) or `.up.sql`/`.down.sql` pairs in
// `migrations/` beside a Cargo.toml that depends on sqlx; each in a transaction unless its first
// line is `-- no-transaction`.
import type { Migration } from '../../../model/migration.js';
import { flagValue, toolIndex } from '../../command-words.js';
import {
  baseName,
  childFiles,
  compareVersions,
  folderOf,
  inFolder,
  normalFolder,
} from '../../files.js';
import { script, sqlRoundTrip } from '../../sql-steps.js';
import type { CommandHit, FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

const FILE = /^(\d+)_(.+?)(?:\.(up|down))?\.sql$/;

function command(words: readonly string[]): CommandHit | null {
  const at = toolIndex(words, 'sqlx');
  if (at === -1 || words[at + 1] !== 'migrate' || words[at + 2] !== 'run') return null;
  const rest = words.slice(at + 3);
  const raw = flagValue(rest, ['--source']);
  return {
    folder: raw === null || raw.startsWith('/') ? null : normalFolder(raw),
    config: null,
    url: flagValue(rest, ['--database-url', '-D']),
    runner: [],
  };
}

const USES_SQLX = /^\s*sqlx\s*=|^\s*\[(?:dev-)?dependencies\.sqlx\]/m;

/** `migrations/` beside each Cargo.toml that depends on sqlx, when it holds versioned files. */
function detect(files: ToolFiles): FolderHit[] {
  return files.paths
    .filter((p) => baseName(p) === 'Cargo.toml' && USES_SQLX.test(files.text(p) ?? ''))
    .map((manifest) => inFolder(folderOf(manifest), 'migrations'))
    .filter((folder) => childFiles(folder, files.paths).some((p) => FILE.test(baseName(p))))
    .map((folder) => ({
      folder,
      config: null,
      source: 'migrations/ beside a Cargo.toml using sqlx',
    }));
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  const byVersion = new Map<string, Migration>();
  for (const path of childFiles(folder, files.paths)) {
    const match = FILE.exec(baseName(path));
    if (!match) continue;
    const id = BigInt(match[1] ?? '0').toString();
    const name = `${match[1] ?? ''}_${match[2] ?? ''}`;
    const entry = byVersion.get(id) ?? { id, name, files: [], up: null, down: null };
    entry.files.push(path);
    if (match[3] === 'down') entry.down = path;
    else entry.up = path;
    byVersion.set(id, entry);
  }
  return [...byVersion.values()].sort((a, b) => compareVersions(a.id, b.id));
}

const NO_TRANSACTION = /^\s*--\s*no-transaction\b/;

export const sqlx: MigrationTool = {
  name: 'sqlx',
  language: 'sql',
  command,
  detect,
  defaultFolder: 'migrations',
  migrations,
  isMigrationFile: (folder, path) => folderOf(path) === folder && FILE.test(baseName(path)),
  roundTrip: (context) =>
    sqlRoundTrip(context, (m) => {
      const part = (path: string | null) => {
        const text = path === null ? undefined : context.text(path);
        return path === null || text === undefined
          ? null
          : script(path, text, !NO_TRANSACTION.test(text));
      };
      return { up: part(m.up), down: part(m.down) };
    }),
};
