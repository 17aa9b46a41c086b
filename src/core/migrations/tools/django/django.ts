// Django: `<app>/migrations/<NNNN>_<name>.py` per app, run by `manage.py migrate`. testlock reads
// their history; it does not run their round trip (yet): that needs the project's settings.
import type { Migration } from '../../../model/migration.js';
import { toolIndex } from '../../command-words.js';
import { baseName, childFiles, compareVersions, folderOf } from '../../files.js';
import type { CommandHit, FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

const FILE = /^(\d{4})_\w+\.py$/;

function command(words: readonly string[]): CommandHit | null {
  const manage = words.findIndex((w) => baseName(w) === 'manage.py');
  const at = manage === -1 ? toolIndex(words, 'django-admin') : manage;
  if (at === -1 || words[at + 1] !== 'migrate') return null;
  return { folder: null, config: null, url: null, runner: [] };
}

/** Every `migrations/` folder whose `NNNN_*.py` files are Django migrations. */
function detect(files: ToolFiles): FolderHit[] {
  const folders = new Set(
    files.paths
      .filter((p) => baseName(folderOf(p)) === 'migrations' && FILE.test(baseName(p)))
      .filter((p) => /\bmigrations\.Migration\b/.test(files.text(p) ?? ''))
      .map(folderOf),
  );
  return [...folders]
    .sort()
    .map((folder) => ({ folder, config: null, source: 'Django migrations' }));
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  return childFiles(folder, files.paths)
    .flatMap((path): Migration[] => {
      const match = FILE.exec(baseName(path));
      return match ? [{ id: match[1] ?? '', files: [path], up: path, down: path }] : [];
    })
    .sort((a, b) => compareVersions(a.id, b.id));
}

export const django: MigrationTool = {
  name: 'django',
  language: 'python',
  command,
  detect,
  defaultFolder: 'migrations',
  migrations,
  isMigrationFile: (folder, path) => folderOf(path) === folder && FILE.test(baseName(path)),
  roundTrip: () => ({ unsupported: 'testlock does not run Django migrations yet' }),
};
