// knex: `migrations/<timestamp>_<name>.js` (or .ts), ordered by name, run by `knex migrate:latest`.
// testlock reads their history; it does not run their round trip (yet).
import type { Migration } from '../../../model/migration.js';
import { flagValue, toolIndex } from '../../command-words.js';
import { baseName, childFiles, folderOf, inFolder, normalFolder } from '../../files.js';
import type { CommandHit, FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

const FILE = /^[^.][^/]*\.(?:js|cjs|mjs|ts)$/;

function command(words: readonly string[]): CommandHit | null {
  const at = toolIndex(words, 'knex');
  if (at === -1 || words[at + 1] !== 'migrate:latest') return null;
  const raw = flagValue(words.slice(at + 2), ['--migrations-directory']);
  return { folder: raw === null ? null : normalFolder(raw), config: null, url: null, runner: [] };
}

/** `migrations/` beside every knexfile at base, when it holds migration files. */
function detect(files: ToolFiles): FolderHit[] {
  return files.paths
    .filter((p) => /^knexfile\.(?:js|cjs|mjs|ts)$/.test(baseName(p)))
    .map((config) => ({ config, folder: inFolder(folderOf(config), 'migrations') }))
    .filter(({ folder }) => childFiles(folder, files.paths).some((p) => FILE.test(baseName(p))))
    .map(({ config, folder }) => ({ folder, config, source: config }));
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  return childFiles(folder, files.paths)
    .filter((p) => FILE.test(baseName(p)))
    .sort()
    .map((path) => ({
      id: baseName(path).replace(/\.[^.]+$/, ''),
      files: [path],
      up: path,
      down: path,
    }));
}

export const knex: MigrationTool = {
  name: 'knex',
  language: 'javascript',
  command,
  detect,
  defaultFolder: 'migrations',
  migrations,
  isMigrationFile: (folder, path) => folderOf(path) === folder && FILE.test(baseName(path)),
  roundTrip: () => ({ unsupported: 'testlock does not run knex migrations yet' }),
};
