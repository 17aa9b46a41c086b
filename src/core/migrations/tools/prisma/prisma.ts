// prisma: `prisma/migrations/<timestamp>_<name>/migration.sql`, ordered by name, applied by
// `prisma migrate deploy`. Prisma migrations have no down: there is no round trip to run.
import type { Migration } from '../../../model/migration.js';
import { flagValue, toolIndex } from '../../command-words.js';
import { baseName, childFolders, folderOf, inFolder, normalFolder } from '../../files.js';
import type { CommandHit, FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

function command(words: readonly string[]): CommandHit | null {
  const at = toolIndex(words, 'prisma');
  if (at === -1 || words[at + 1] !== 'migrate' || words[at + 2] !== 'deploy') return null;
  const schema = flagValue(words.slice(at + 3), ['--schema']);
  const folder = schema === null ? null : normalFolder(inFolder(folderOf(schema), 'migrations'));
  return { folder, config: null, url: null, runner: [] };
}

/** Folders holding prisma's `migration_lock.toml`. */
function detect(files: ToolFiles): FolderHit[] {
  return files.paths
    .filter((p) => baseName(p) === 'migration_lock.toml')
    .map((lock) => ({ folder: folderOf(lock), config: null, source: lock }));
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  return childFolders(folder, files.paths).flatMap((name): Migration[] => {
    const file = inFolder(inFolder(folder, name), 'migration.sql');
    return files.paths.includes(file) ? [{ id: name, files: [file], up: file, down: null }] : [];
  });
}

export const prisma: MigrationTool = {
  name: 'prisma',
  language: 'sql',
  command,
  detect,
  defaultFolder: 'prisma/migrations',
  migrations,
  isMigrationFile: (folder, path) =>
    folderOf(folderOf(path)) === folder && baseName(path) === 'migration.sql',
  roundTrip: () => ({ noDowns: 'prisma migrations have no down' }),
};
