// What changed between two commits: raw diff entries, zero-context hunks per file and the
// unified diff text a reviewer reads.
import { type FileHunks, parseHunks, wholeFileHunks } from '../core/changes/parse-hunks.js';
import { parseRawDiff } from '../core/changes/parse-raw-diff.js';
import type { DiffEntry, EntryKind } from '../core/model/diff.js';
import { execGit } from './exec-git.js';
import { readBlob } from './git-read.js';

// User settings that would change what a diff lists or how it is printed.
const DIFF_CONFIG = [
  '-c',
  'core.quotePath=false',
  '-c',
  'diff.noprefix=false',
  '-c',
  'diff.mnemonicPrefix=false',
];

// What every commit-to-commit diff needs: no user colour, external tools or text filters, paths
// from the root, submodules compared by commit.
const COMMIT_DIFF_FLAGS = [
  '--no-color',
  '--no-ext-diff',
  '--no-textconv',
  '--no-relative',
  '--ignore-submodules=none',
];

/** What changed between two commits, renames detected. */
export async function diffEntries(repo: string, from: string, to: string): Promise<DiffEntry[]> {
  const out = await execGit(
    [
      ...DIFF_CONFIG,
      'diff',
      '--raw',
      '-z',
      '-M',
      '--no-abbrev',
      ...COMMIT_DIFF_FLAGS,
      from,
      to,
      '--',
    ],
    { cwd: repo },
  );
  return parseRawDiff(out);
}

/** The two sides of one changed path, as the raw diff lists them. */
export type DiffSides = Pick<DiffEntry, 'oldBlob' | 'newBlob' | 'oldKind' | 'newKind'>;

/**
 * Zero-context hunks between the two sides of a changed path. A side with no file content (absent,
 * or a submodule whose id names a commit, not a blob) reads as no file, so a test file replaced by
 * a gitlink reads as a deletion instead of a `git diff` of a blob against a commit (exit 129).
 */
export async function diffHunks(repo: string, sides: DiffSides): Promise<FileHunks> {
  const oldBlob = contentBlob(sides.oldBlob, sides.oldKind);
  const newBlob = contentBlob(sides.newBlob, sides.newKind);
  if (oldBlob === null && newBlob === null) return { binary: false, hunks: [] };
  // git has no object for "no file" to diff against, so one-sided files are split here.
  if (oldBlob === null) return wholeFileHunks(await readBlob(repo, newBlob as string), 'added');
  if (newBlob === null) return wholeFileHunks(await readBlob(repo, oldBlob), 'removed');
  const out = await execGit(
    [
      ...DIFF_CONFIG,
      'diff',
      '-U0',
      '--inter-hunk-context=0',
      '--diff-algorithm=myers',
      '--no-color',
      '--no-ext-diff',
      '--no-textconv',
      oldBlob,
      newBlob,
    ],
    { cwd: repo },
  );
  return parseHunks(out);
}

/** The unified diff of two commits as a reviewer reads it: renames detected, no colour or filters. */
export async function diffText(repo: string, from: string, to: string): Promise<string> {
  return execGit([...DIFF_CONFIG, 'diff', '-M', ...COMMIT_DIFF_FLAGS, from, to, '--'], {
    cwd: repo,
  });
}

/** The blob holding a side's content, or null where there is none (absent, a submodule's commit). */
function contentBlob(id: string, kind: EntryKind): string | null {
  if (kind === 'none' || kind === 'submodule' || /^0+$/.test(id)) return null;
  return id;
}
