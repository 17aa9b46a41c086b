// What a Python, JavaScript/TypeScript or Go file imports, and whether one of its imports names a
// given file of the repository: read from the text, never by running a resolver.
import { dirOf, joinDir } from '../../discovery/paths.js';

export type SupportLanguage = 'python' | 'javascript' | 'go';

const JS_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

export function supportLanguage(path: string): SupportLanguage | null {
  if (path.endsWith('.py')) return 'python';
  if (path.endsWith('.go')) return path.endsWith('_test.go') ? null : 'go';
  return JS_FILE.test(path) ? 'javascript' : null;
}

/**
 * The word an import of `path` must contain (`checks` for `pkg/checks.py`, the folder for a Go
 * file or an `index.ts`): a file that lacks it cannot import `path`.
 */
export function importWord(path: string): string | null {
  const language = supportLanguage(path);
  if (language === null) return null;
  const parts = path.split('/');
  const name = parts[parts.length - 1] ?? '';
  const folder = parts[parts.length - 2] ?? null;
  if (language === 'go') return folder;
  const stem = name.replace(/\.[^.]+$/, '');
  return stem === '__init__' || stem === 'index' ? folder : stem;
}

/** Every module the file imports, as written (Python's as absolute dotted names). */
export function moduleImports(path: string, text: string): string[] {
  const language = supportLanguage(path) ?? (path.endsWith('_test.go') ? 'go' : null);
  if (language === 'python') return pythonImports(path, text);
  if (language === 'javascript') return jsImports(text);
  if (language === 'go') return goImports(text);
  return [];
}

/** Whether `spec`, imported by `from`, names the repository file `target`. */
export function importNames(from: string, spec: string, target: string): boolean {
  const language = supportLanguage(target);
  if (language === 'python') return pythonNames(spec, target);
  if (language === 'javascript') return jsNames(from, spec, target);
  if (language === 'go') return goNames(spec, target);
  return false;
}

const PY_FROM = /^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]+)/gm;
const PY_IMPORT = /^[ \t]*import[ \t]+([^\n#;]+)/gm;
// `pytest_plugins = ["helpers.checks"]` loads a module by name, as an import does.
const PY_PLUGINS = /^pytest_plugins\s*=\s*([[(]?[^\n]*(?:\n[ \t]+[^\n]*)*)/gm;
const PY_NAME = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

function pythonImports(path: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(PY_FROM)) {
    const module = absoluteModule(path, m[1] ?? '');
    if (module === null) continue;
    const names = (m[2] ?? '').replace(/[()\\]/g, ' ').split(',');
    const bare = names.map((n) => n.trim().split(/\s+/)[0] ?? '').filter((n) => PY_NAME.test(n));
    if (module !== '') found.push(module);
    // `from pkg import checks` may import the module pkg/checks.py.
    found.push(...bare.map((name) => (module === '' ? name : `${module}.${name}`)));
  }
  for (const m of text.matchAll(PY_IMPORT)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+/)[0] ?? '';
      if (PY_NAME.test(name)) found.push(name);
    }
  }
  for (const m of text.matchAll(PY_PLUGINS)) {
    for (const s of (m[1] ?? '').matchAll(/["']([\w.]+)["']/g)) found.push(s[1] ?? '');
  }
  return found;
}

// `from ..lib import x` in tests/unit/test_a.py is `tests.lib`; dots past the top are no module.
function absoluteModule(path: string, written: string): string | null {
  const dots = /^\.*/.exec(written)?.[0].length ?? 0;
  const rest = written.slice(dots);
  if (dots === 0) return rest;
  const packageParts = dirOf(path).split('/').filter(Boolean);
  if (dots - 1 > packageParts.length) return null;
  const base = packageParts.slice(0, packageParts.length - (dots - 1));
  return [...base, ...(rest === '' ? [] : [rest])].join('.');
}

function pythonModule(path: string): string[] {
  const parts = path.replace(/\.py$/, '').split('/');
  if (parts[parts.length - 1] === '__init__') parts.pop();
  return parts;
}

// An import names the file when its dotted name is a tail of the file's: `checks` or
// `pkg.checks` for src/pkg/checks.py (where the import system's root is, only the run knows).
function pythonNames(spec: string, target: string): boolean {
  const wanted = pythonModule(target);
  const parts = spec.split('.');
  if (parts.length === 0 || parts.length > wanted.length) return false;
  const tail = wanted.slice(wanted.length - parts.length);
  return tail.every((part, i) => part === parts[i]);
}

const JS_SPEC =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(["'`])([^"'`\n]+)\1/gm;

function jsImports(text: string): string[] {
  return [...text.matchAll(JS_SPEC)].map((m) => m[2] ?? '');
}

const JS_EXTENSION = /\.(?:[cm]?[jt]s|[jt]sx)$/;

function jsNames(from: string, spec: string, target: string): boolean {
  const bare = target.replace(JS_EXTENSION, '');
  const forms = (written: string): string[] => {
    const stripped = written.replace(JS_EXTENSION, '');
    return [written, stripped, `${stripped}/index`];
  };
  if (spec.startsWith('./') || spec.startsWith('../')) {
    const joined = joinDir(dirOf(from), spec);
    return joined !== null && forms(joined).some((f) => f === target || f === bare);
  }
  if (spec.startsWith('/') || /^[a-z]+:/.test(spec)) return false;
  // An alias (`@/testing/checks`, `~/lib/x`, `#support/x`) or a path from a base folder: its
  // tail after the alias names the file.
  const rest = spec.replace(/^(?:[@~#][^/]*\/)/, '');
  if (!rest.includes('/') && rest === spec) return false;
  return forms(rest).some((f) => bare === f || bare.endsWith(`/${f}`));
}

const GO_SINGLE = /^\s*import\s+(?:[\w.]+\s+)?"([^"\n]+)"/gm;
const GO_BLOCK = /^\s*import\s*\(([^)]*)\)/gm;

function goImports(text: string): string[] {
  const found = [...text.matchAll(GO_SINGLE)].map((m) => m[1] ?? '');
  for (const block of text.matchAll(GO_BLOCK)) {
    for (const m of (block[1] ?? '').matchAll(/"([^"\n]+)"/g)) found.push(m[1] ?? '');
  }
  return found;
}

// A Go import path names a package folder: the file's folder is its tail.
function goNames(spec: string, target: string): boolean {
  const folder = dirOf(target);
  return folder !== '' && (spec === folder || spec.endsWith(`/${folder}`));
}
