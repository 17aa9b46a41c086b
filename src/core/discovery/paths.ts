// Repo-relative POSIX directory arithmetic for discovery: '' is the root, never '.' or '/'.

/** `./a/b/`, `a//b`, `.` → `a/b`, ``; `..` climbs; null when it would leave the repository. */
export function normalizeDir(dir: string): string | null {
  const parts: string[] = [];
  for (const part of dir.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/** `base` joined with a relative `dir`; null when the result leaves the repository. */
export function joinDir(base: string, dir: string): string | null {
  if (dir.startsWith('/')) return null;
  return normalizeDir(base === '' ? dir : `${base}/${dir}`);
}

/** The path of `name` inside `dir`. */
export function inDir(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/** The directory holding `path` ('' for a root file). */
export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The last segment of a path. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** `dir` and each of its ancestors up to the root, nearest first. */
export function selfAndAncestors(dir: string): string[] {
  const dirs = [dir];
  let current = dir;
  while (current !== '') {
    current = dirOf(current);
    dirs.push(current);
  }
  return dirs;
}

/** Whether `dir` is `parent` or lies below it. */
export function isWithin(dir: string, parent: string): boolean {
  return parent === '' || dir === parent || dir.startsWith(`${parent}/`);
}

/**
 * The paths directly in each folder, indexed on first use (most runs never ask): `paths` is
 * read then, once.
 */
export function lazyFolderIndex(paths: () => Iterable<string>): (dir: string) => readonly string[] {
  let byDir: Map<string, string[]> | null = null;
  return (dir) => {
    if (byDir === null) {
      byDir = new Map();
      for (const path of paths()) {
        const folder = dirOf(path);
        const files = byDir.get(folder);
        if (files === undefined) byDir.set(folder, [path]);
        else files.push(path);
      }
    }
    return byDir.get(dir) ?? [];
  };
}
