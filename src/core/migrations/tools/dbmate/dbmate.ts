// dbmate: one `<version>_<name>.sql` file per migration with `-- migrate:up` and `-- migrate:down`
// sections, each run in a transaction unless its marker says `transaction:false`.
import type { Migration, SqlScript } from '../../../model/migration.js';
import { flagValue, toolIndex } from '../../command-words.js';
import { baseName, childFiles, compareVersions, folderOf, normalFolder } from '../../files.js';
import { script, sqlRoundTrip } from '../../sql-steps.js';
import type { CommandHit, FolderHit, MigrationTool, ToolFiles } from '../../tool.js';

const FILE = /^(\d+)[^/]*\.sql$/;
const MARKER = /^--\s*migrate:(up|down)\b(.*)$/;

function command(words: readonly string[]): CommandHit | null {
  const at = toolIndex(words, 'dbmate');
  if (at === -1) return null;
  const rest = words.slice(at + 1);
  if (!rest.some((w) => w === 'up' || w === 'migrate')) return null;
  const raw = flagValue(rest, ['-d', '--migrations-dir']);
  return {
    folder: raw === null || raw.startsWith('/') ? null : normalFolder(raw),
    config: null,
    url: flagValue(rest, ['-u', '--url']),
    runner: [],
  };
}

function hasMarker(text: string | undefined): boolean {
  return text !== undefined && /^--\s*migrate:up\b/m.test(text);
}

/** Folders whose `<version>_*.sql` files carry dbmate's `-- migrate:up` marker. */
function detect(files: ToolFiles): FolderHit[] {
  const folders = new Set(
    files.paths.filter((p) => FILE.test(baseName(p)) && hasMarker(files.text(p))).map(folderOf),
  );
  return [...folders]
    .sort()
    .map((folder) => ({ folder, config: null, source: '-- migrate:up files' }));
}

function migrations(folder: string, files: ToolFiles): Migration[] {
  return childFiles(folder, files.paths)
    .flatMap((path): Migration[] => {
      const match = FILE.exec(baseName(path));
      const name = baseName(path).replace(/\.sql$/, '');
      return match ? [{ id: match[1] ?? '', name, files: [path], up: path, down: path }] : [];
    })
    .sort((a, b) => compareVersions(a.id, b.id));
}

/**
 * The up and down sections of one file, as dbmate splits it. Each keeps the file's line numbers
 * (the other lines blank), so an error's line is the line in the file.
 */
export function dbmateSections(
  path: string,
  text: string,
): { up: SqlScript | null; down: SqlScript | null } {
  const lines = text.split('\n');
  const found: Record<'up' | 'down', { keep: Set<number>; transaction: boolean } | null> = {
    up: null,
    down: null,
  };
  let current: 'up' | 'down' | null = null;
  for (const [index, line] of lines.entries()) {
    const marker = MARKER.exec(line.trim());
    if (marker) {
      current = marker[1] === 'up' ? 'up' : 'down';
      found[current] = {
        keep: new Set(),
        transaction: !/\btransaction:false\b/.test(marker[2] ?? ''),
      };
      continue;
    }
    if (current !== null) found[current]?.keep.add(index);
  }
  const toScript = (part: 'up' | 'down'): SqlScript | null => {
    const section = found[part];
    if (section === null) return null;
    const sql = lines.map((line, index) => (section.keep.has(index) ? line : '')).join('\n');
    return script(path, sql, section.transaction);
  };
  return { up: toScript('up'), down: toScript('down') };
}

export const dbmate: MigrationTool = {
  name: 'dbmate',
  language: 'sql',
  command,
  detect,
  defaultFolder: 'db/migrations',
  migrations,
  isMigrationFile: (folder, path) => folderOf(path) === folder && FILE.test(baseName(path)),
  roundTrip: (context) =>
    sqlRoundTrip(context, (m) => {
      const text = m.up === null ? undefined : context.text(m.up);
      return m.up === null || text === undefined
        ? { up: null, down: null }
        : dbmateSections(m.up, text);
    }),
};
