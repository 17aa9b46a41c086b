// Whether testlock may point Cargo at its own persisted target folder (docs/caches.md): only for
// one Cargo workspace at the root whose project, user and environment name no target folder.

/** What the edge read: the tree's paths, every Cargo config that applies, the environment. */
export interface CargoTargetFacts {
  /** Repository-relative paths of the tree's files. */
  files: readonly string[];
  /** Texts of the Cargo config files cargo would read (the tree's, its parents', CARGO_HOME's). */
  configTexts: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
}

/** The variables cargo reads a target folder from, strongest first. */
export const TARGET_DIR_VARIABLES: readonly string[] = [
  'CARGO_TARGET_DIR',
  'CARGO_BUILD_TARGET_DIR',
];

// Any mention counts (`target-dir` under [build], `build.target-dir`, a quoted key): a false
// "set" only costs the persisted folder, a missed one would override the project's choice.
const NAMES_TARGET_DIR = /target-dir/;

const isLockfile = (path: string): boolean => path === 'Cargo.lock' || path.endsWith('/Cargo.lock');

/**
 * True when the persisted target folder may be used. Two workspaces in one target folder would
 * share artifact names for same-named crates at the same relative path, and cargo tells them
 * apart by mtime only: a second `Cargo.lock` (a workspace of its own) rules it out.
 */
export function mayUsePersistedTarget(facts: CargoTargetFacts): boolean {
  if (!facts.files.includes('Cargo.toml')) return false;
  if (facts.files.some((path) => isLockfile(path) && path !== 'Cargo.lock')) return false;
  if (TARGET_DIR_VARIABLES.some((name) => (facts.env[name] ?? '') !== '')) return false;
  return !facts.configTexts.some((text) => NAMES_TARGET_DIR.test(text));
}

/**
 * The environment testlock adds to one check: its own target folder is dropped when the check's
 * CI `env:` names one, which is then the project's choice.
 */
export function cacheEnvForCheck(
  added: Readonly<Record<string, string>>,
  checkEnv: Readonly<Record<string, string>>,
): Record<string, string> {
  const joined = withCheckPythonPath(added, checkEnv);
  if (!TARGET_DIR_VARIABLES.some((name) => (checkEnv[name] ?? '') !== '')) return joined;
  const { CARGO_TARGET_DIR: _dropped, ...rest } = joined;
  return rest;
}

// The locked tree's PYTHONPATH (editable installs pointed at the tree, SPEC 4) goes first; the
// check's own CI `env:` PYTHONPATH follows it, kept, rather than being replaced.
function withCheckPythonPath(
  added: Readonly<Record<string, string>>,
  checkEnv: Readonly<Record<string, string>>,
): Record<string, string> {
  const own = checkEnv.PYTHONPATH ?? '';
  if (added.PYTHONPATH === undefined || own === '') return { ...added };
  return { ...added, PYTHONPATH: `${added.PYTHONPATH}:${own}` };
}

/** True when every check builds in testlock's own target folder of this tree (none names one). */
export function ownsTargetFolder(
  added: Readonly<Record<string, string>>,
  checks: readonly { env: Readonly<Record<string, string>> }[],
): boolean {
  if (added.CARGO_TARGET_DIR === undefined) return false;
  return checks.every((check) => cacheEnvForCheck(added, check.env).CARGO_TARGET_DIR !== undefined);
}
