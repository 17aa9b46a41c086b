// Whether a test check measures whole-project coverage (SPEC rule 3): only where the project
// configures it at base (a config file or section, a declared plugin, a flag in CI or scripts),
// or where testlock's config says `coverage: on`; never where it says `off`.

import type { RunnerName } from '../runners/names.js';
import type { CoverageEvidence } from '../runners/profile.js';
import { RUNNER_PROFILES, runnerProfile } from '../runners/registry.js';

/** testlock's `coverage` key: `auto` follows the project's configuration. */
export type CoverageSetting = 'auto' | 'on' | 'off';
export const COVERAGE_SETTINGS: readonly CoverageSetting[] = ['auto', 'on', 'off'];

/** What the base commit says about coverage: the texts of the files that can configure it. */
export interface CoverageTexts {
  /** Repo-relative path → base text, for the files coverageFilesToRead chose. */
  files: ReadonlyMap<string, string>;
}

export type CoverageDecision = { measure: true } | { measure: false; reason: string };

// Manifests and requirement files where a coverage plugin is declared as a dependency.
const MANIFESTS = [
  'pyproject.toml',
  'setup.cfg',
  'setup.py',
  'Pipfile',
  'tox.ini',
  'noxfile.py',
  'environment.yml',
  'package.json',
];
const REQUIREMENTS =
  /^(?:.*\/)?requirements[^/]*\.(?:txt|in)$|(?:^|\/)requirements\/[^/]+\.(?:txt|in)$/;
// Where flags are written: CI, task files, package scripts, tox and nox sessions, and each
// runner's own option files (its profile's `flagFiles`).
const SCRIPT_FILES = [
  ...RUNNER_PROFILES.flatMap((p) => p.instrumentation?.coverageEvidence?.flagFiles ?? []),
  'Makefile',
  'GNUmakefile',
  'makefile',
  'justfile',
  'Justfile',
  'Taskfile.yml',
  'package.json',
  'tox.ini',
  'noxfile.py',
];
const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;

function inDir(dir: string, name: string): string {
  return dir === '' || dir === '.' ? name : `${dir.replace(/\/+$/, '')}/${name}`;
}

function folders(cwds: readonly string[]): string[] {
  return [...new Set(['', ...cwds.map((c) => (c === '.' ? '' : c))])];
}

function evidenceNames(): string[] {
  return RUNNER_PROFILES.flatMap((p) => {
    const e = p.instrumentation?.coverageEvidence;
    return e === undefined ? [] : [...e.files, ...e.sections.flatMap((s) => s.files)];
  });
}

/** The base paths to read for the checks run in `cwds` (the repository root always). */
export function coverageFilesToRead(paths: readonly string[], cwds: readonly string[]): string[] {
  const dirs = folders(cwds);
  const names = new Set([...evidenceNames(), ...MANIFESTS, ...SCRIPT_FILES]);
  const wanted = new Set(dirs.flatMap((dir) => [...names].map((name) => inDir(dir, name))));
  const inFolders = (path: string): boolean =>
    dirs.some((dir) => dir === '' || path.startsWith(`${dir}/`));
  return paths.filter(
    (path) =>
      wanted.has(path) || WORKFLOW.test(path) || (REQUIREMENTS.test(path) && inFolders(path)),
  );
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A plugin named as a whole word (`pytest-cov`, `pytest_cov`, `"@vitest/coverage-v8"`). */
function declares(text: string, plugin: string): boolean {
  const spelled = [plugin, plugin.replace(/-/g, '_')].map(escapeRegex).join('|');
  return new RegExp(`(?<![\\w@/.-])(?:${spelled})(?![\\w-])`, 'i').test(text);
}

function configuredBy(evidence: CoverageEvidence, texts: CoverageTexts, cwd: string): boolean {
  const dirs = folders([cwd]);
  const at = (name: string): string[] =>
    dirs.flatMap((dir) => texts.files.get(inDir(dir, name)) ?? []);
  if (evidence.files.some((name) => at(name).length > 0)) return true;
  const section = evidence.sections.some((s) =>
    s.files.some((name) => at(name).some((text) => s.pattern.test(text))),
  );
  if (section) return true;
  // A plugin the base CI or a task file installs (`pip install pytest-cov`) is declared there,
  // as in a manifest; one only present on the machine is named by no file read here.
  for (const [path, text] of texts.files) {
    if (evidence.plugins.some((plugin) => declares(text, plugin))) return true;
    const scripts =
      WORKFLOW.test(path) ||
      SCRIPT_FILES.some((name) => path === name || path.endsWith(`/${name}`));
    if (scripts && evidence.flags.test(text)) return true;
  }
  return false;
}

/**
 * Whether the check whose runner is `runner` measures coverage. A runner testlock does not know
 * (behind a wrapper) measures it where any runner's coverage is configured.
 */
export function coverageDecision(
  runner: RunnerName | null,
  check: { cwd: string; command: string; args: readonly string[]; script: string },
  texts: CoverageTexts,
  setting: CoverageSetting,
): CoverageDecision {
  const { cwd } = check;
  // The check's own words (a configured or CI command) asking for coverage configure it too.
  const words = `${check.script}\n${[check.command, ...check.args].join(' ')}`;
  if (setting === 'off')
    return { measure: false, reason: 'coverage is off in testlock.yml (coverage: off)' };
  if (setting === 'on') return { measure: true };
  const own = runner === null ? undefined : runnerProfile(runner)?.instrumentation;
  if (runner !== null && own?.coverageEvidence === undefined) return { measure: true };
  const candidates =
    own?.coverageEvidence !== undefined
      ? [own.coverageEvidence]
      : RUNNER_PROFILES.flatMap((p) => p.instrumentation?.coverageEvidence ?? []);
  if (candidates.some((e) => e.flags.test(words) || configuredBy(e, texts, cwd)))
    return { measure: true };
  const what = own?.coverageEvidence?.configure ?? 'a coverage configuration for its runner';
  return {
    measure: false,
    reason: `the project configures no coverage: configure ${what}, or set coverage: on in testlock.yml`,
  };
}

/**
 * Whether the base config, CI or the check's words turn a runner's coverage plugin off, so that
 * not even the changed files may be traced (`-p no:cov` would make `--cov` a usage error).
 */
export function coverageDisabled(
  check: { command: string; args: readonly string[]; script: string },
  texts: CoverageTexts,
): boolean {
  const words = `${check.script}\n${[check.command, ...check.args].join(' ')}`;
  const signs = RUNNER_PROFILES.flatMap((p) => p.instrumentation?.coverageEvidence?.disabled ?? []);
  return signs.some((re) => re.test(words) || [...texts.files.values()].some((t) => re.test(t)));
}
