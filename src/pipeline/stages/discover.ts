// Reads what discovery needs from the base commit and asks the pure discovery for the checks.
import { diffEntries, listFiles, readFiles } from '../../adapters/git.js';
import { probeGoModuleSetting, probeGoVersion } from '../../adapters/probe-go.js';
import type { ProcessEnv } from '../../adapters/process.js';
import { createLocalLookup, createToolLookup } from '../../adapters/which.js';
import type { TestlockConfig } from '../../core/config/config.js';
import {
  type DiscoveryResult,
  discoverChecks,
  type ExplicitCheck,
  filesToRead,
} from '../../core/discovery/discover-checks.js';
import type { Check, CheckKind } from '../../core/model/check.js';
import type { DiffEntry } from '../../core/model/diff.js';

export interface DiscoverOptions {
  root: string;
  commit: string;
  workingDirectory: string;
  config: TestlockConfig;
  /** Commands given on the command line or as action inputs: they beat the config file. */
  commands: Partial<Record<CheckKind, string>>;
  /** The run's environment: its PATH says which tools are installed. */
  env: ProcessEnv;
  /** The pull request's head: its changed paths decide which `paths:`-filtered workflows run. */
  head?: string;
  /** The diff from `commit` to `head` when the caller already reads it (one `git diff`). */
  entries?: Promise<DiffEntry[]>;
}

const KINDS: readonly CheckKind[] = ['test', 'typecheck', 'lint'];

export async function discover(options: DiscoverOptions): Promise<DiscoveryResult> {
  const paths = await listFiles(options.root, options.commit);
  const needed = filesToRead(paths, options.workingDirectory);
  const goModules = paths.includes('go.mod') || paths.some((p) => p.endsWith('/go.mod'));
  // Go files and no go.mod anywhere: a GOPATH-era project (go-gopath.ts).
  const goPathEra = !goModules && paths.some((p) => p.endsWith('.go'));
  // Independent reads and probes, at once: each is a process of its own (issue 14).
  const [contents, changedPaths, goVersion, goModuleSetting] = await Promise.all([
    readFiles(options.root, options.commit, needed),
    options.head === undefined ? undefined : changedNames({ ...options, head: options.head }),
    goModules || goPathEra ? probeGoVersion(options.root, options.env) : null,
    goPathEra ? probeGoModuleSetting(options.root, options.env) : null,
  ]);
  const result = discoverChecks({
    files: { paths, read: (path) => contents.get(path) },
    workingDirectory: options.workingDirectory,
    explicit: explicitChecks(options),
    // PATH only: project-local tools are found per check folder, and run from where they are.
    isInstalled: createToolLookup([], options.env.PATH ?? ''),
    isLocalExecutable: createLocalLookup(options.root),
    goVersion,
    goModuleSetting,
    ...(changedPaths === undefined ? {} : { changedPaths }),
  });
  return {
    checks: result.checks
      .filter((c, i, all) => !offAgain(c, i, all, options.config))
      .map((c) => switchedOff(declaredRuns(c), options.config)),
    warnings: result.warnings,
    ciRunsChecks: result.ciRunsChecks,
  };
}

/** Every path the pull request touches, both sides of a rename (as GitHub's `paths:` sees them). */
async function changedNames(options: DiscoverOptions & { head: string }): Promise<string[]> {
  const entries = await (options.entries ??
    diffEntries(options.root, options.commit, options.head));
  return [
    ...new Set(entries.flatMap((e) => (e.oldPath === null ? [e.path] : [e.oldPath, e.path]))),
  ];
}

/**
 * A command the user declares (flag, action input, config file) always runs: only what testlock
 * discovered on its own may be skipped as `tool-not-installed`. A declared command whose binary
 * is missing fails when it runs (docs/verdict.md rule 2; issue 4, "a failed check for a declared
 * command").
 */
function declaredRuns(check: Check): Check {
  if (check.skipped !== 'tool-not-installed') return check;
  const declared = [`input ${check.kind}-command`, `.github/testlock.yml checks.${check.kind}`];
  return declared.includes(check.source) ? { ...check, skipped: null } : check;
}

function explicitChecks(options: DiscoverOptions): Partial<Record<CheckKind, ExplicitCheck>> {
  const explicit: Partial<Record<CheckKind, ExplicitCheck>> = {};
  for (const kind of KINDS) {
    const flag = options.commands[kind];
    const configured = options.config.checks[kind];
    if (flag !== undefined) {
      explicit[kind] = { run: flag, source: `input ${kind}-command` };
    } else if (configured !== null && configured !== 'off') {
      explicit[kind] = {
        run: configured.run,
        workingDirectory: configured.workingDirectory ?? undefined,
        env: configured.env,
        source: `.github/testlock.yml checks.${kind}`,
      };
    }
  }
  return explicit;
}

/** A kind switched off is one skipped check, not one per folder CI runs it in. */
function offAgain(
  check: Check,
  index: number,
  all: readonly Check[],
  config: TestlockConfig,
): boolean {
  return config.checks[check.kind] === 'off' && all.findIndex((c) => c.kind === check.kind) < index;
}

/** `checks.<kind>: false` in the config: the project says it has no such check. */
function switchedOff(check: Check, config: TestlockConfig): Check {
  if (config.checks[check.kind] !== 'off') return check;
  return {
    ...check,
    command: '',
    args: [],
    script: '',
    skipped: 'not-configured',
    source: `.github/testlock.yml checks.${check.kind}`,
  };
}
