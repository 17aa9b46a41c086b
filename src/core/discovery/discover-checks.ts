// Finds, for each check kind, the command the project itself declares at the base commit:
// explicit configuration, then CI workflows, Makefile/justfile, manifests, conventions.
import type { Check, CheckKind, CheckOrigin } from '../model/check.js';
import type { ClassifyEnv } from './commands/classify-types.js';
import { type Candidate, type CheckTools, notConfigured, toCheck } from './levels/candidate.js';
import { type ByKind, type CiChecks, ciChecks } from './levels/ci-checks.js';
import { conventionChecks } from './levels/conventions.js';
import { goPathModeGap } from './levels/go-gopath.js';
import { goToolchainGap } from './levels/go-toolchain.js';
import { isAvailable, localTool, type ToolLookup } from './levels/local-tools.js';
import { nodeManifestChecks } from './levels/node-manifest.js';
import { pythonManifestChecks } from './levels/python-manifest.js';
import { taskFileChecks } from './levels/task-file-checks.js';
import { normalizeDir } from './paths.js';
import { ProjectFiles, type RepoFiles } from './readers/project-files.js';
import { ACTION_SOURCE_PREFIX } from './workflow/action-checks.js';

export { filesToRead } from './files-to-read.js';
export { projectDirectories } from './readers/project-directories.js';
export type { RepoFiles } from './readers/project-files.js';

/** A command given by the user (CLI flag, action input, `.github/testlock.yml`). */
export interface ExplicitCheck {
  run: string;
  /** Relative to the repository root; defaults to the project's working directory. */
  workingDirectory?: string;
  env?: Record<string, string>;
  /** e.g. `cli --test-command`, `.github/testlock.yml checks.test`. */
  source: string;
}

export interface DiscoveryInput {
  files: RepoFiles;
  /** The project directory relative to the root ('' = root). */
  workingDirectory?: string;
  explicit?: Partial<Record<CheckKind, ExplicitCheck>>;
  /** Whether an executable is on PATH. */
  isInstalled(tool: string): boolean;
  /**
   * Whether a repo-relative path (`node_modules/.bin/tsc`, `.venv/bin/ruff`) is an executable
   * installed in the checkout: project-local tools count as installed and run from there.
   */
  isLocalExecutable?(path: string): boolean;
  /** This machine's Go version (`1.19.8`, from `go version`); null or absent when unknown. */
  goVersion?: string | null;
  /** This machine's `go env GO111MODULE` ('' when unset), probed for a base without go.mod. */
  goModuleSetting?: string | null;
  /** The pull request's changed paths, for workflows' `paths:` filters; absent when unknown. */
  changedPaths?: readonly string[];
}

/**
 * One check per kind (test, typecheck, lint), in that order, each followed by the checks of its
 * kind that CI runs in other folders (named `tests (arc)`); warnings name files.
 */
export interface DiscoveryResult {
  checks: Check[];
  warnings: string[];
  /**
   * The base CI runs checks for this folder: it defines which kinds are checked, and the lints
   * testlock would add by convention (the SQL row's sqlfluff) are `not-in-ci` too.
   */
  ciRunsChecks: boolean;
}

const KINDS: readonly CheckKind[] = ['test', 'typecheck', 'lint'];

function explicitChecks(input: DiscoveryInput, dir: string, warnings: string[]): ByKind {
  const found: ByKind = {};
  for (const kind of KINDS) {
    const given = input.explicit?.[kind];
    if (given === undefined || given.run.trim() === '') continue;
    const cwd = given.workingDirectory === undefined ? dir : normalizeDir(given.workingDirectory);
    if (cwd === null) {
      warnings.push(
        `${given.source}: working directory '${given.workingDirectory}' is outside the repository; ignored`,
      );
      continue;
    }
    found[kind] = { kind, script: given.run, source: given.source, cwd, env: { ...given.env } };
  }
  return found;
}

export function discoverChecks(input: DiscoveryInput): DiscoveryResult {
  const warnings: string[] = [];
  const dir = normalizeDir(input.workingDirectory ?? '') ?? '';
  const files = new ProjectFiles(input.files);
  const lookup: ToolLookup = {
    isInstalled: (tool) => input.isInstalled(tool),
    isLocalExecutable: (path) => input.isLocalExecutable?.(path) ?? false,
  };
  const tracked = (path: string): boolean => files.has(path);
  const tools: CheckTools = {
    isInstalled: (tool, at) => isAvailable(tool, at, lookup, tracked),
    localOnly: (tool, at) =>
      lookup.isInstalled(tool) ? undefined : localTool(tool, at, lookup, tracked),
  };
  const env: ClassifyEnv = { files, dir, isInstalled: (tool) => tools.isInstalled(tool, dir) };
  let ci: CiChecks | undefined;
  const readCi = (): CiChecks => {
    ci ??= ciChecks({
      files,
      paths: input.files.paths,
      workingDirectory: dir,
      isInstalled: env.isInstalled,
      warnings,
      ...(input.changedPaths === undefined ? {} : { changedPaths: input.changedPaths }),
    });
    return ci;
  };
  // Levels are computed lazily: a kind settled by an earlier level never reads later ones.
  const levels: Array<() => ByKind> = [
    () => explicitChecks(input, dir, warnings),
    () => readCi().found,
    () => taskFileChecks(env),
    () => ({ ...nodeManifestChecks(env, warnings), ...pythonManifestChecks(env) }),
    () => conventionChecks(env),
  ];
  const cache = new Map<number, ByKind>();
  const level = (i: number): ByKind => {
    if (!cache.has(i)) cache.set(i, levels[i]!());
    return cache.get(i)!;
  };
  const settle = (candidate: Candidate, origin: CheckOrigin): Check =>
    olderGo(toCheck({ ...candidate, origin: originOf(candidate, origin) }, tools), files, input);
  // Whether the base CI runs any check for this folder, whatever the PR's paths trigger.
  let ciRuns: boolean | undefined;
  const ciRunsChecks = (): boolean => {
    ciRuns ??= runsAnyCheck(readCi()) || (input.changedPaths !== undefined && unfilteredCi());
    return ciRuns;
  };
  const unfilteredCi = (): boolean =>
    runsAnyCheck(
      ciChecks({
        files,
        paths: input.files.paths,
        workingDirectory: dir,
        isInstalled: env.isInstalled,
        warnings: [],
      }),
    );
  const checks = KINDS.flatMap((kind): Check[] => {
    let candidate: Candidate | undefined;
    let at = 0;
    // A CI step of this kind that testlock cannot resolve is still CI's check: it is skipped
    // with why, never replaced by a lower level's command (SPEC rule 5).
    const stop = (i: number): boolean => i === CI_LEVEL && ci?.unresolvable[kind] !== undefined;
    for (; at < levels.length && candidate === undefined; at += 1) {
      candidate = level(at)[kind];
      if (candidate === undefined && stop(at)) break;
    }
    // The level that settled the kind (the loop stepped once past it).
    let origin = LEVEL_ORIGINS[at - 1] ?? 'ci';
    const stuck = ci?.unresolvable[kind];
    if (stuck !== undefined)
      warnings.push(`${stuck.source}: the ${kind} step uses expressions testlock cannot resolve`);
    if (stuck !== undefined && candidate === undefined) {
      candidate = stuck;
      origin = 'ci';
    }
    if (candidate === undefined) return [notConfigured(kind, dir)];
    if (kind !== 'test' && LOWER_LEVELS.includes(origin) && ciRunsChecks())
      return [notInCi(settle(candidate, origin))];
    // CI's checks of this kind in other folders run only with the CI winner they belong with.
    const others = candidate === ci?.found[kind] ? (ci.others[kind] ?? []) : [];
    return [
      settle(candidate, origin),
      ...others.map((other) => inFolder(settle(other, 'ci'), other.refused)),
    ];
  });
  return {
    checks,
    warnings: [...new Set([...warnings, ...files.warnings])],
    ciRunsChecks: ciRunsChecks(),
  };
}

/** The index of the CI level in `levels` and `LEVEL_ORIGINS`. */
const CI_LEVEL = 1;

/** The levels below CI: they declare type and lint checks only where the base CI runs none. */
const LOWER_LEVELS: readonly CheckOrigin[] = ['task-file', 'manifest', 'convention'];

/** Whether the CI level found any check for the project's folder: then it defines the kinds. */
function runsAnyCheck(ci: CiChecks): boolean {
  return KINDS.some(
    (kind) =>
      ci.found[kind] !== undefined ||
      ci.unresolvable[kind] !== undefined ||
      (ci.others[kind] ?? []).length > 0,
  );
}

/**
 * A type or lint check only a lower level declares while the base CI runs other checks: CI does
 * not run it, so it is not part of what passing means (SPEC rule 5). Listed with what it would
 * have run, so a reader sees what the project has and CI leaves out.
 */
function notInCi(check: Check): Check {
  const reason = `the base CI runs no ${check.kind === 'lint' ? 'lint' : 'type check'}; not run`;
  return { ...check, reason, skipped: 'not-in-ci' };
}

/** The origin of each level, in the order the levels are asked. */
const LEVEL_ORIGINS: readonly CheckOrigin[] = [
  'config',
  'ci',
  'task-file',
  'manifest',
  'convention',
];

/** A CI step that uses a known action was mapped to its command: the project wrote no command line. */
function originOf(candidate: Candidate, level: CheckOrigin): CheckOrigin {
  return level === 'ci' && candidate.source.startsWith(ACTION_SOURCE_PREFIX) ? 'ci-action' : level;
}

/** A further folder's check, named for its folder: `tests (arc)`. */
function inFolder(check: Check, refused: string | undefined): Check {
  const folder = refused !== undefined ? 'refused folder' : check.cwd === '' ? '.' : check.cwd;
  return { ...check, name: `${check.name} (${folder})` };
}

/**
 * A Go check whose base go.mod asks for a newer Go than this machine's, or whose base has no
 * go.mod for a Go that needs one: the Go it needs is not installed.
 */
function olderGo(check: Check, files: ProjectFiles, input: DiscoveryInput): Check {
  const machineGo = input.goVersion ?? null;
  const gap =
    goToolchainGap(check, (path) => files.text(path), machineGo) ??
    goPathModeGap(check, {
      machineGo,
      moduleSetting: input.goModuleSetting ?? null,
      basePaths: input.files.paths,
    });
  if (gap === null) return check;
  const reason = [check.reason, gap].filter((r) => r !== undefined).join('; ');
  return { ...check, reason, skipped: 'tool-not-installed' };
}
