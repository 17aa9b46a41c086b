// golang-migrate: `<version>_<title>.up.sql` and `.down.sql` pairs, versions compared as numbers,
// each file sent to the server as one multi-statement query (one implicit transaction).
import type { Migration } from '../../../model/migration.js';
import { flagValue, toolIndex } from '../../command-words.js';
import { baseName, childFiles, compareVersions, folderOf, normalFolder } from '../../files.js';
import { script, sqlRoundTrip } from '../../sql-steps.js';
import type { CommandHit, FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

const FILE = /^(\d+)_(.+)\.(up|down)\.sql$/;

function command(words: readonly string[]): CommandHit | null {
  const at = toolIndex(words, 'migrate');
  if (at === -1 || !words.slice(at + 1).includes('up')) return null;
  const rest = words.slice(at + 1);
  const path = flagValue(rest, ['-path', '--path']);
  const source = flagValue(rest, ['-source', '--source']);
  const raw = path ?? (source?.startsWith('file://') ? source.slice('file://'.length) : null);
  return {
    folder: raw === null || raw.startsWith('/') ? null : normalFolder(raw),
    config: null,
    url: flagValue(rest, ['-database', '--database']),
    runner: [],
  };
}

/** Folders holding at least one `<version>_<title>.up.sql`. */
function detect(files: ToolFiles): FolderHit[] {
  const folders = new Set(
    files.paths.filter((p) => /\.up\.sql$/.test(p) && FILE.test(baseName(p))).map(folderOf),
  );
  return [...folders]
    .sort()
    .map((folder) => ({ folder, config: null, source: 'paired <version>_<title>.up.sql files' }));
}

export function versionedPairs(folder: string, paths: readonly string[]): Migration[] {
  const byVersion = new Map<string, Migration>();
  for (const path of childFiles(folder, paths)) {
    const match = FILE.exec(baseName(path));
    if (!match) continue;
    const [, version = '', title = '', direction] = match;
    // golang-migrate compares versions as numbers: `001` and `1` are one version.
    const id = BigInt(version).toString();
    const entry = byVersion.get(id) ?? {
      id,
      name: `${version}_${title}`,
      files: [],
      up: null,
      down: null,
    };
    entry.files.push(path);
    if (direction === 'up') entry.up = path;
    else entry.down = path;
    byVersion.set(id, entry);
  }
  return [...byVersion.values()].sort((a, b) => compareVersions(a.id, b.id));
}

export const golangMigrate: MigrationTool = {
  name: 'golang-migrate',
  language: 'sql',
  command,
  detect,
  defaultFolder: 'migrations',
  migrations: (folder, files) => versionedPairs(folder, files.paths),
  isMigrationFile: (folder, path) => folderOf(path) === folder && FILE.test(baseName(path)),
  roundTrip: (context) =>
    sqlRoundTrip(context, (m) => {
      const part = (path: string | null) => {
        const text = path === null ? undefined : context.text(path);
        return path === null || text === undefined ? null : script(path, text, true);
      };
      return { up: part(m.up), down: part(m.down) };
    }),
};
