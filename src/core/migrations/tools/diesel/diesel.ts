// diesel (Rust): a folder per migration, `<version>_<name>/up.sql` and `down.sql`, in the folder
// diesel.toml names (default `migrations/`); each in a transaction unless its metadata.toml says
// `run_in_transaction = false`.
import type { Migration } from '../../../model/migration.js';
import { flagValue, toolIndex } from '../../command-words.js';
import { baseName, childFolders, folderOf, inFolder, normalFolder } from '../../files.js';
import { script, sqlRoundTrip } from '../../sql-steps.js';
import type { CommandHit, FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

function command(words: readonly string[]): CommandHit | null {
  const at = toolIndex(words, 'diesel');
  if (at === -1 || words[at + 1] !== 'migration' || words[at + 2] !== 'run') return null;
  const raw = flagValue(words.slice(at + 3), ['--migration-dir']);
  return {
    folder: raw === null || raw.startsWith('/') ? null : normalFolder(raw),
    config: null,
    url: flagValue(words.slice(at + 3), ['--database-url']),
    runner: [],
  };
}

/** The folder of each diesel.toml: its `[migrations_directory] dir`, else `migrations/` beside it. */
function detect(files: ToolFiles): FolderHit[] {
  return files.paths
    .filter((p) => baseName(p) === 'diesel.toml')
    .flatMap((config): FolderHit[] => {
      const dir = /^\s*dir\s*=\s*["']([^"']+)["']/m.exec(files.text(config) ?? '')?.[1];
      const folder = normalFolder(inFolder(folderOf(config), dir ?? 'migrations'));
      return folder === null ? [] : [{ folder, config, source: config }];
    });
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  return childFolders(folder, files.paths).flatMap((name): Migration[] => {
    const dir = inFolder(folder, name);
    const up = inFolder(dir, 'up.sql');
    if (!files.paths.includes(up)) return [];
    const down = inFolder(dir, 'down.sql');
    const hasDown = files.paths.includes(down);
    const metadata = inFolder(dir, 'metadata.toml');
    const extra = files.paths.includes(metadata) ? [metadata] : [];
    return [
      {
        id: name,
        files: [up, ...(hasDown ? [down] : []), ...extra],
        up,
        down: hasDown ? down : null,
      },
    ];
  });
}

const NO_TRANSACTION = /^\s*run_in_transaction\s*=\s*false\b/m;

export const diesel: MigrationTool = {
  name: 'diesel',
  language: 'sql',
  command,
  detect,
  defaultFolder: 'migrations',
  migrations,
  isMigrationFile: (folder, path) =>
    folderOf(folderOf(path)) === folder && /^(up|down)\.sql$|^metadata\.toml$/.test(baseName(path)),
  roundTrip: (context) =>
    sqlRoundTrip(context, (m) => {
      const metadata = m.files.find((f) => f.endsWith('/metadata.toml'));
      const transaction = !NO_TRANSACTION.test(metadata ? (context.text(metadata) ?? '') : '');
      const part = (path: string | null) => {
        const text = path === null ? undefined : context.text(path);
        return path === null || text === undefined ? null : script(path, text, transaction);
      };
      return { up: part(m.up), down: part(m.down) };
    }),
};
