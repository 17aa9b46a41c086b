// What a Python install step takes from the PR before testlock starts: CI installs the PR's
// package (`pip install -e .`), which registers its entry points and runs its build backend, so a
// pytest plugin declared there is loaded into the locked run although every test file is base's.
import type { TomlTable, TomlValue } from 'smol-toml';
import { isTable } from '../locked/toml-merge.js';
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import { parseTomlOrNull } from '../parsers/installed.js';
import { lineOfFirst } from '../text/line-of.js';
import { isCheckCommand } from './check-commands.js';

// Entry-point groups that test runners and linters load by themselves: a plugin there can
// rewrite outcomes (pytest's `pytest_runtest_makereport`) or silence findings.
const PLUGIN_GROUP =
  /^(?:pytest11|nose\.plugins(?:\.[\w.]+)?|flake8\.(?:extension|report)|pylint\.\w+)$/;
// The same groups named in setup.py's code, the hook that replaces its install commands, and
// where the installed tools live (a script that writes there can rewrite pytest itself).
const SETUP_PY_HOOKS =
  /\b(?:pytest11|nose\.plugins|flake8\.(?:extension|report)|cmdclass|site-packages|getsitepackages|sysconfig)\b/g;
// Commands and file operations: routine in some setup.py files (a version from git), so a
// warning for a reviewer rather than a failed gate.
const SETUP_PY_COMMANDS = /\b(?:subprocess|os\.system|os\.popen|shutil)\b/g;

function child(value: TomlValue | undefined, key: string): TomlValue | undefined {
  return isTable(value) ? value[key] : undefined;
}

/** The entry-point tables of a pyproject: PEP 621, Poetry plugins and the old flit table. */
function entryPoints(doc: TomlTable | null): Map<string, string> {
  const groups = new Map<string, string>();
  if (doc === null) return groups;
  const tables = [
    child(doc.project, 'entry-points'),
    child(child(doc.tool, 'poetry'), 'plugins'),
    child(child(doc.tool, 'flit'), 'entrypoints'),
  ];
  for (const table of tables) {
    if (!isTable(table)) continue;
    for (const [group, value] of Object.entries(table)) {
      if (PLUGIN_GROUP.test(group)) groups.set(group, JSON.stringify(value));
    }
  }
  return groups;
}

/**
 * The console scripts a pyproject declares, name → target: the install writes each into the
 * environment's bin, over a tool's script of the same name (`pytest = "pkg.fake:main"`).
 */
function consoleScripts(doc: TomlTable | null): Map<string, string> {
  const scripts = new Map<string, string>();
  if (doc === null) return scripts;
  const tables = [
    child(doc.project, 'scripts'),
    child(doc.project, 'gui-scripts'),
    child(child(doc.project, 'entry-points'), 'console_scripts'),
    child(child(doc.tool, 'poetry'), 'scripts'),
  ];
  for (const table of tables) {
    if (!isTable(table)) continue;
    for (const [name, value] of Object.entries(table)) scripts.set(name, JSON.stringify(value));
  }
  return scripts;
}

function anomaly(file: ChangedFile, line: number | null, why: string): Anomaly {
  return {
    kind: 'harness-modified',
    severity: 'critical',
    path: file.path,
    line,
    detail: `${why}; the install step runs before testlock, so the locked run loads it`,
  };
}

function pyprojectHooks(file: ChangedFile, baseText: string | null, headText: string): Anomaly[] {
  const base = baseText === null ? null : parseTomlOrNull(baseText);
  const head = parseTomlOrNull(headText);
  if (head === null) return [];
  const found: Anomaly[] = [];
  const before = entryPoints(base);
  for (const [group, value] of entryPoints(head)) {
    if (before.get(group) === value) continue;
    const line = lineOfFirst(headText, group);
    found.push(anomaly(file, line, `registers a plugin in entry-point group ${group}`));
  }
  // A script of the package's own name is routine; one named like a tool the checks run is not.
  const scriptsBefore = consoleScripts(base);
  for (const [name, value] of consoleScripts(head)) {
    if (!isCheckCommand(name) || scriptsBefore.get(name) === value) continue;
    const why = `declares the console script '${name}', which the install writes over the tool of that name`;
    found.push(anomaly(file, lineOfFirst(headText, name), why));
  }
  const backendPath = (doc: TomlTable | null) =>
    JSON.stringify(child(doc?.['build-system'], 'backend-path') ?? null);
  if (backendPath(head) !== 'null' && backendPath(head) !== backendPath(base)) {
    const why = 'sets an in-tree build backend (build-system.backend-path): the PR code builds it';
    found.push(anomaly(file, lineOfFirst(headText, 'backend-path'), why));
  }
  return found;
}

function counts(text: string | null, pattern: RegExp): Map<string, number> {
  const seen = new Map<string, number>();
  for (const m of (text ?? '').matchAll(pattern)) seen.set(m[0], (seen.get(m[0]) ?? 0) + 1);
  return seen;
}

/** The words of `pattern` that head's setup.py mentions more often than base's. */
function added(baseText: string | null, headText: string, pattern: RegExp): string[] {
  const before = counts(baseText, pattern);
  return [...counts(headText, pattern)]
    .filter(([word, n]) => n > (before.get(word) ?? 0))
    .map(([word]) => word);
}

function setupPyHooks(file: ChangedFile, baseText: string | null, headText: string): Anomaly[] {
  const hooks = added(baseText, headText, SETUP_PY_HOOKS).map((hook) => {
    const what = hook === 'cmdclass' ? 'replaces install commands (cmdclass)' : `names ${hook}`;
    return anomaly(file, lineOfFirst(headText, hook), `setup.py ${what}`);
  });
  const commands = added(baseText, headText, SETUP_PY_COMMANDS).map(
    (word): Anomaly => ({
      ...anomaly(file, lineOfFirst(headText, word), `setup.py now uses ${word}`),
      severity: 'warning',
    }),
  );
  return [...hooks, ...commands];
}

/** The file names this rule reads, so the caller fetches only their texts. */
export function isInstallManifest(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name === 'pyproject.toml' || name === 'setup.py';
}

/** `harness-modified` (critical) for install-time hooks the PR adds to a Python manifest. */
export function installHookAnomalies(
  file: ChangedFile,
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  if (headText === null || file.status === 'deleted' || !isInstallManifest(file.path)) return [];
  return file.path.endsWith('.toml')
    ? pyprojectHooks(file, baseText, headText)
    : setupPyHooks(file, baseText, headText);
}
