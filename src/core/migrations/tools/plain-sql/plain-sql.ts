// Plain paired SQL files with no tool testlock recognises: `<name>.up.sql` beside `<name>.down.sql`,
// or `<name>/up.sql` beside `<name>/down.sql`; ordered by name, each applied in a transaction.
import type { Migration } from '../../../model/migration.js';
import { baseName, childFiles, childFolders, folderOf, inFolder } from '../../files.js';
import { script, sqlRoundTrip } from '../../sql-steps.js';
import type { FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

const PAIRED = /^(.+)\.(up|down)\.sql$/;

/** Folders with a `<name>.up.sql` whose `<name>.down.sql` is there too, or `<name>/up.sql` pairs. */
function detect(files: ToolFiles): FolderHit[] {
  const paths = new Set(files.paths);
  const folders = new Set<string>();
  for (const path of files.paths) {
    if (path.endsWith('.up.sql') && paths.has(path.replace(/\.up\.sql$/, '.down.sql'))) {
      folders.add(folderOf(path));
    }
    if (baseName(path) === 'up.sql' && paths.has(inFolder(folderOf(path), 'down.sql'))) {
      folders.add(folderOf(folderOf(path)));
    }
  }
  return [...folders]
    .sort()
    .map((folder) => ({ folder, config: null, source: 'paired up and down SQL files' }));
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  const byName = new Map<string, Migration>();
  for (const path of childFiles(folder, files.paths)) {
    const match = PAIRED.exec(baseName(path));
    if (!match) continue;
    const id = match[1] ?? '';
    const entry = byName.get(id) ?? { id, files: [], up: null, down: null };
    entry.files.push(path);
    if (match[2] === 'up') entry.up = path;
    else entry.down = path;
    byName.set(id, entry);
  }
  for (const name of childFolders(folder, files.paths)) {
    const up = inFolder(inFolder(folder, name), 'up.sql');
    const down = inFolder(inFolder(folder, name), 'down.sql');
    if (!files.paths.includes(up)) continue;
    const hasDown = files.paths.includes(down);
    byName.set(name, {
      id: name,
      files: hasDown ? [up, down] : [up],
      up,
      down: hasDown ? down : null,
    });
  }
  // By name, numbers within names compared as numbers (`2_x` before `10_x`).
  const collator = new Intl.Collator('en', { numeric: true });
  return [...byName.values()].sort((a, b) => collator.compare(a.id, b.id));
}

export const plainSql: MigrationTool = {
  name: 'plain-sql',
  language: 'sql',
  command: () => null,
  detect,
  defaultFolder: 'migrations',
  migrations,
  isMigrationFile: (folder, path) =>
    (folderOf(path) === folder && PAIRED.test(baseName(path))) ||
    (folderOf(folderOf(path)) === folder && /^(up|down)\.sql$/.test(baseName(path))),
  roundTrip: (context) =>
    sqlRoundTrip(context, (m) => {
      const part = (path: string | null) => {
        const text = path === null ? undefined : context.text(path);
        return path === null || text === undefined ? null : script(path, text, true);
      };
      return { up: part(m.up), down: part(m.down) };
    }),
};
