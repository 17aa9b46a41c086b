// Test helpers: the base commit's files as discovery receives them, from a fixture folder
// (modelled on a real project) or from an inline map.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverChecks, type RepoFiles } from '../../../src/core/discovery/discover-checks.js';
import type { Check, CheckKind, CheckOrigin } from '../../../src/core/model/check.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** RepoFiles over an in-memory map of path → content. */
export function repoOf(files: Record<string, string>): RepoFiles {
  return { paths: Object.keys(files), read: (path) => files[path] };
}

function walk(dir: string, root: string, out: Record<string, string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, root, out);
    else out[relative(root, path).split('\\').join('/')] = readFileSync(path, 'utf8');
  }
}

/** The files of `fixtures/<name>`, plus `extra` (paths that only need to exist, or overrides). */
export function fixture(name: string, extra: Record<string, string> = {}): RepoFiles {
  const files: Record<string, string> = {};
  const root = join(FIXTURES, name);
  walk(root, root, files);
  return repoOf({ ...files, ...extra });
}

/** An isInstalled that knows exactly `tools`. */
export function installed(...tools: string[]): (tool: string) => boolean {
  const set = new Set(tools);
  return (tool) => set.has(tool);
}

/** Everything is installed. */
export const everything = (): boolean => true;

const NAMES: Record<CheckKind, string> = { test: 'tests', typecheck: 'typecheck', lint: 'lint' };

/** GitHub's bash invocation, as discovery emits it for scripts that need a shell. */
export const BASH = ['--noprofile', '--norc', '-eo', 'pipefail', '{0}'];

/** A full expected Check: cwd '', env {}, skipped null unless given. */
export function check(
  kind: CheckKind,
  fields: Partial<Check> & Pick<Check, 'command' | 'args' | 'script' | 'source'>,
): Check {
  const origin = originOfSource(fields.source);
  return { name: NAMES[kind], kind, cwd: '', env: {}, skipped: null, origin, ...fields };
}

/** The discovery level a source text names, for the expected checks (a check may still set it). */
function originOfSource(source: string): CheckOrigin {
  if (source === 'none') return 'none';
  if (source.startsWith('convention:')) return 'convention';
  if (source.startsWith('action:')) return 'ci-action';
  if (source.startsWith('.github/workflows/') || source.includes('/.github/workflows/'))
    return 'ci';
  if (/testlock\.yml|^cli |^input |^action input/.test(source)) return 'config';
  if (
    /(?:^|\/)(?:Makefile|GNUmakefile|makefile|justfile|Justfile|\.justfile|Taskfile\.ya?ml|noxfile\.py|tox\.ini \[testenv)/.test(
      source,
    )
  )
    return 'task-file';
  return 'manifest';
}

/** The check of a kind nothing declares. */
export function notConfigured(kind: CheckKind, cwd = ''): Check {
  return check(kind, {
    command: '',
    args: [],
    script: '',
    source: 'none',
    origin: 'none',
    cwd,
    skipped: 'not-configured',
  });
}

/** The check of `kind` discovery finds in the inline files, with `isInstalled` as the machine. */
export function foundCheck(
  files: Record<string, string>,
  kind: CheckKind,
  isInstalled: (tool: string) => boolean = everything,
): Check {
  return discoverChecks({ files: repoOf(files), isInstalled }).checks.find((c) => c.kind === kind)!;
}

/** A type or lint check a lower level found while the base CI runs other checks: not run. */
export function notInCi(found: Check): Check {
  const kind = found.kind === 'lint' ? 'lint' : 'type check';
  return {
    ...found,
    skipped: 'not-in-ci',
    reason: `the base CI runs no ${kind}; not run`,
  };
}
