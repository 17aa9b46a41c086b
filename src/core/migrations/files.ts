// Path and ordering helpers the migration tools share: a folder's direct children, versions
// compared as the tools compare them, folders joined the way repository paths are.

/** `folder/name`, or `name` for the root folder. */
export function inFolder(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

/** The folder of a repository path ('' for a file at the root). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** The last part of a path. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A folder path in repository form: no `./`, no trailing or doubled slashes; null outside it. */
export function normalFolder(raw: string): string | null {
  const parts: string[] = [];
  for (const part of raw.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
      continue;
    }
    parts.push(part);
  }
  return parts.join('/');
}

/** The files directly inside `folder` (not in its subfolders), by name. */
export function childFiles(folder: string, paths: readonly string[]): string[] {
  const prefix = folder === '' ? '' : `${folder}/`;
  return paths.filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/'));
}

/** The names of the folders directly inside `folder` that hold at least one file. */
export function childFolders(folder: string, paths: readonly string[]): string[] {
  const prefix = folder === '' ? '' : `${folder}/`;
  const names = new Set<string>();
  for (const p of paths) {
    if (!p.startsWith(prefix)) continue;
    const rest = p.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash > 0) names.add(rest.slice(0, slash));
  }
  return [...names].sort();
}

/**
 * Versions as the tools order them: two all-digit versions as numbers (golang-migrate's uint,
 * sqlx's i64, dbmate's digits), anything else as text, code point by code point.
 */
export function compareVersions(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
