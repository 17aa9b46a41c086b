// What in the installed environment reaches back into the user's checkout (an editable install's
// `.pth` path entry or import hook, a workspace package linked into node_modules) and where each
// must point in the locked tree instead, so the locked run imports the locked tree's code (SPEC 4).

/** Folders that hold installed dependencies: a link into one of them is a dependency, not the project's code. */
const DEPENDENCY_PARTS: ReadonlySet<string> = new Set(['node_modules', '.venv', 'venv']);

/** The checkout's top folder as the environment may name it (as given, and its real path). */
export interface CheckoutPaths {
  tops: readonly string[];
  /** The locked tree's root. */
  tree: string;
}

/** `path` relative to `root` with `/` separators, or null when it is not inside it. */
export function insideOf(root: string, path: string): string | null {
  const base = root.replace(/\/+$/, '');
  if (path === base) return '';
  if (!path.startsWith(`${base}/`)) return null;
  return path.slice(base.length + 1).replace(/\/+$/, '');
}

/**
 * The locked tree's path for a path into the checkout's own files; null for a path outside the
 * checkout or inside one of its dependency folders (an installed package stays where it is).
 */
export function intoTree(path: string, paths: CheckoutPaths): string | null {
  for (const top of paths.tops) {
    const rel = insideOf(top, path);
    if (rel === null) continue;
    if (rel.split('/').some((part) => DEPENDENCY_PARTS.has(part))) return null;
    return rel === '' ? paths.tree : `${paths.tree}/${rel}`;
  }
  return null;
}

/** A `.pth` file as `site` reads it: its path entries (absolute) and the modules its import lines load. */
export interface PthFile {
  paths: string[];
  imports: string[];
  /** The import lines themselves: code site runs, which may name a path of its own. */
  code: string[];
}

/**
 * The lines of a `.pth` file in `siteDir`: `#` comments and blank lines skipped, a line starting
 * with `import` run (the modules it names are what a shim can stand in for), any other a path,
 * relative to the site folder.
 */
export function readPth(text: string, siteDir: string): PthFile {
  const found: PthFile = { paths: [], imports: [], code: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line === '' || line.startsWith('#')) continue;
    if (/^import[ \t]/.test(line)) {
      found.code.push(line);
      for (const match of line.matchAll(
        /(?:^|;)\s*import\s+([A-Za-z_][\w]*(?:\s*,\s*[A-Za-z_]\w*)*)/g,
      ))
        for (const name of (match[1] ?? '').split(',')) found.imports.push(name.trim());
      continue;
    }
    found.paths.push(line.startsWith('/') ? normalise(line) : normalise(`${siteDir}/${line}`));
  }
  return found;
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An import hook's source (setuptools' `__editable___*_finder.py`, the `editables` redirector's
 * `_editable_impl_*.py`) with every path into the checkout turned into the same path in the
 * locked tree; null when it names no path into the checkout. Only a whole path is replaced: the
 * checkout's folder followed by `/`, a quote or the end of the literal.
 */
export function redirectHookSource(text: string, paths: CheckoutPaths): string | null {
  let changed = false;
  let out = text;
  for (const top of paths.tops) {
    const base = top.replace(/\/+$/, '');
    const pattern = new RegExp(`${escapeRegExp(base)}(?=[/'"])`, 'g');
    out = out.replace(pattern, (found, offset: number) => {
      const rest = out.slice(offset + found.length);
      // The rest of the path: a dependency folder's installed package stays where it is.
      const path = `${base}${/^[^'"]*/.exec(rest)?.[0] ?? ''}`;
      if (intoTree(path, paths) === null) return found;
      changed = true;
      return paths.tree;
    });
  }
  return changed ? out : null;
}

/** The top-level names an import hook maps into the checkout (`'pkg': '/checkout/src/pkg'`). */
export function hookNames(text: string, paths: CheckoutPaths): string[] {
  return [...new Set(hookMappings(text, paths).map((mapping) => mapping.name))];
}

/** Each name an import hook maps into the checkout, with the checkout's path it maps it to. */
export function hookMappings(
  text: string,
  paths: CheckoutPaths,
): Array<{ name: string; path: string }> {
  const found: Array<{ name: string; path: string }> = [];
  for (const match of text.matchAll(/['"]([A-Za-z_][\w]*)['"]\s*[:,]\s*['"](\/[^'"]+)['"]/g)) {
    const [, name = '', path = ''] = match;
    if (intoTree(path, paths) !== null) found.push({ name, path });
  }
  return found;
}

/**
 * Whether an ignored file of the checkout inside a folder an editable install serves is one the
 * package imports: generated at install (setuptools-scm's `_version.py`) or built in place (a
 * compiled extension). The locked tree, made from git, has not got it.
 */
export function isGeneratedModule(path: string): boolean {
  if (path.split('/').some((part) => part === '__pycache__' || DEPENDENCY_PARTS.has(part)))
    return false;
  return /\.(?:py|pyd|so)$/.test(path) || /\.so\.[\d.]+$/.test(path);
}

/** The module a file or folder of a path entry makes importable by its top-level name; null for none. */
export function importableName(entry: string, isDirWithInit: boolean): string | null {
  if (isDirWithInit && /^[A-Za-z_]\w*$/.test(entry)) return entry;
  const module = /^([A-Za-z_]\w*)(?:\.py|\.[\w-]+\.so|\.so|\.pyd)$/.exec(entry);
  return module?.[1] ?? null;
}

/**
 * A stand-in for a module the checkout's path entry serves and the locked tree has not: importing
 * it fails as if it were absent, so the checkout's copy is never found behind it.
 */
export function absentModuleSource(name: string): string {
  return [
    '# testlock: this module is in the checkout but not in the locked tree (SPEC 4).',
    `raise ModuleNotFoundError("No module named '${name}' (not in the locked tree)", name='${name}')`,
    '',
  ].join('\n');
}

/** A PYTHONPATH value: the entries in order, each once, empty ones dropped. */
export function joinPythonPath(entries: readonly string[]): string {
  return [...new Set(entries.filter((entry) => entry !== ''))].join(':');
}

/** The absolute paths a line of code names in quotes (`sys.path.append('/checkout/src')`). */
export function quotedPaths(line: string): string[] {
  return [...line.matchAll(/['"](\/[^'"]*)['"]/g)].map((match) => match[1] ?? '');
}
