// The lint and type checks once more, beside the others, in a private copy of the locked tree with
// the suppressions the PR added taken out (core/suppressions/): only the checks whose tool honours
// one of them, and nothing at all for a PR that adds none. The run detector compares the errors.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diffHunks, readFiles } from '../../adapters/git.js';
import type { ProcessEnv } from '../../adapters/process.js';
import { createLockedWorktree, type LockedWorktreeOptions } from '../../adapters/workspace.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Check } from '../../core/model/check.js';
import type { CheckOutcome } from '../../core/model/outcome.js';
import { checkToolProfile } from '../../core/run/runs-apart.js';
import {
  type AddedSuppression,
  addedStubs,
  mayHoldSuppressions,
  type SourceChange,
  type Stripped,
  stripAdded,
} from '../../core/suppressions/strip-added.js';
import type { ToolSuppressions } from '../../core/tools/profile.js';
import { TOOL_PROFILES } from '../../core/tools/registry.js';
import { scriptsOf } from '../read/package-scripts.js';
import { runChecks } from './run-checks.js';

/** One check run again: its place among the checks, what its tool honours, its outcome. */
export interface StrippedCheck {
  index: number;
  tool: ToolSuppressions | null;
  suppressions: readonly AddedSuppression[];
  outcome: CheckOutcome;
}

export interface StrippedRun {
  suppressions: readonly AddedSuppression[];
  checks: readonly StrippedCheck[];
}

export interface StrippedRunOptions {
  repo: string;
  base: string;
  head: string;
  changes: readonly ChangedFile[];
  checks: readonly Check[];
  /** How the locked tree was built: the copy is built the same way, in a slot of its own. */
  tree: LockedWorktreeOptions;
  timeoutMs: number;
  secrets: readonly string[];
  env: ProcessEnv;
  log: (line: string) => void;
  signal?: AbortSignal;
  /**
   * Settles when the copy may be built and its checks run: at once where the PR's code cannot
   * write it (the run's trees are read-only to it), else once the locked tree's checks have ended.
   */
  gate?: Promise<void>;
}

// Below the tests, as the checks beside them are.
const NICENESS = 10;

const isFile = (f: ChangedFile): boolean => f.newKind === 'file' || f.newKind === 'executable';

/** The suppressions the PR added and the stripped tree's files, read from git only. */
export async function readStripped(
  repo: string,
  base: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<Stripped> {
  const sources = changes.filter(
    (f) => f.class === 'source' && f.status !== 'deleted' && isFile(f),
  );
  const added = changes.filter((f) => f.status === 'added' && isFile(f)).map((f) => f.path);
  // The modules a new stub could stand beside, every stub extension's.
  const modules = added.flatMap((path) =>
    TOOL_PROFILES.flatMap((p) => {
      const stubs = p.suppressions?.stubs;
      if (!stubs || !path.endsWith(`.${stubs.stub}`)) return [];
      return [`${path.slice(0, -stubs.stub.length)}${stubs.module}`];
    }),
  );
  const heads = await readFiles(
    repo,
    head,
    [...sources.map((f) => f.path), ...modules].filter((p, i, all) => all.indexOf(p) === i),
  );
  const marked = sources.filter((f) => {
    const text = heads.get(f.path);
    return text !== undefined && mayHoldSuppressions(f.path, text, TOOL_PROFILES);
  });
  const bases = await readFiles(
    repo,
    base,
    marked.map((f) => f.oldPath ?? f.path),
  );
  const read: SourceChange[] = [];
  for (const f of marked) {
    const { hunks } = await diffHunks(repo, f);
    read.push({
      path: f.path,
      baseText: bases.get(f.oldPath ?? f.path) ?? null,
      headText: heads.get(f.path) ?? '',
      hunks,
    });
  }
  const stubs = addedStubs(added, new Set(heads.keys()), TOOL_PROFILES);
  return stripAdded(read, stubs, TOOL_PROFILES);
}

/** The checks to run again: lint and type checks whose tool honours one of the suppressions. */
async function selected(
  options: StrippedRunOptions,
  suppressions: readonly AddedSuppression[],
): Promise<Array<Omit<StrippedCheck, 'outcome'> & { check: Check }>> {
  // The package scripts the checks start from are base's (the locked tree merges head's manifest).
  const manifests = options.checks.map((c) =>
    c.cwd === '' || c.cwd === '.' ? 'package.json' : `${c.cwd}/package.json`,
  );
  const texts = await readFiles(options.repo, options.base, manifests);
  return options.checks.flatMap((check, index) => {
    if (check.kind === 'test' || check.skipped !== null) return [];
    const scripts = scriptsOf(texts.get(manifests[index] ?? '') ?? '');
    const profile = checkToolProfile(check, scripts);
    // A check whose tool cannot be told (a Makefile recipe, a script) may run any of them.
    const honoured =
      profile === null ? suppressions : suppressions.filter((s) => s.tools.includes(profile.name));
    if (honoured.length === 0) return [];
    return [{ index, check, tool: profile?.suppressions ?? null, suppressions: honoured }];
  });
}

/**
 * Runs the checks again in a copy of the locked tree with the suppressions taken out; null when
 * the PR added none. The copy is private: the locked tree and the user's checkout are not written.
 */
export async function runStripped(options: StrippedRunOptions): Promise<StrippedRun | null> {
  const { repo, base, head, changes } = options;
  const stripped = await readStripped(repo, base, head, changes);
  if (stripped.suppressions.length === 0) return null;
  const chosen = await selected(options, stripped.suppressions);
  if (chosen.length === 0 || options.signal?.aborted) {
    return { suppressions: stripped.suppressions, checks: [] };
  }
  options.log(
    `testlock: ${chosen.length} lint and type checks again without the ${stripped.suppressions.length} suppressions the PR added`,
  );
  // Built only once the gate opens: a copy that exists while the PR's code runs unsheltered could
  // be rewritten before its checks read it.
  await options.gate;
  if (options.signal?.aborted) return { suppressions: stripped.suppressions, checks: [] };
  const tree = await createLockedWorktree({ ...options.tree, role: 'stripped' });
  try {
    for (const [path, text] of stripped.files) {
      const file = join(tree.dir, path);
      if (text === null) await rm(file, { force: true });
      else await writeFile(file, text);
    }
    const outcomes = await runChecks({
      root: tree.dir,
      checks: chosen.map((c) => c.check),
      timeoutMs: options.timeoutMs,
      schedule: 'one-at-a-time',
      secrets: options.secrets,
      env: options.env,
      extraEnv: tree.env,
      log: options.log,
      niceness: NICENESS,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return {
      suppressions: stripped.suppressions,
      checks: chosen.map(({ index, tool, suppressions }, i) => ({
        index,
        tool,
        suppressions,
        outcome: outcomes[i] as CheckOutcome,
      })),
    };
  } finally {
    await tree.dispose();
  }
}
