// Turns what a discovery level found (a script and where it came from) into a Check: argv
// directly for a plain word list, else bash running the script from a file, as GitHub does.
import type { Check, CheckKind, CheckOrigin } from '../../model/check.js';
import { unwrapMissingCoverage } from '../commands/coverage-wrapper.js';
import { lineTools } from '../commands/line-tools.js';
import { splitScript } from '../commands/script-lines.js';
import { leadingWords, plainWords } from '../commands/shell-words.js';

/** GitHub's `bash` shell: the runner writes `script` to a file and passes its path as `{0}`. */
export const BASH_ARGS = ['--noprofile', '--norc', '-eo', 'pipefail', '{0}'] as const;

export const CHECK_NAMES: Record<CheckKind, string> = {
  test: 'tests',
  typecheck: 'typecheck',
  lint: 'lint',
};

/** A check as a discovery level found it, before its argv and installed tools are settled. */
export interface Candidate {
  kind: CheckKind;
  /** The text the project wrote (run lines, recipe, package script, session call). */
  script: string;
  source: string;
  cwd: string;
  env: Record<string, string>;
  /** The argv the source fixes (`make test`, `npm run lint`); else it is derived from script. */
  argv?: string[];
  /** A CI step's own shell with its `{0}` (e.g. `bash -el {0}`): runs script as written. */
  shell?: string[];
  /** The script holds `${{ }}` expressions testlock cannot know. */
  unresolvable?: boolean;
  /** Why the folder it would run in is refused (absolute, outside the repository): skipped. */
  refused?: string;
  /** Executables needed beyond the one the command names (e.g. `cargo-clippy`). */
  requires?: string[];
  /** Executables the recipe behind the command runs (`make check` → `ruff`, `stubtest`). */
  recipeTools?: string[];
  /** Why this candidate won over others of its kind (shown in `plan`). */
  reason?: string;
  /**
   * Why a line of it cannot run here as CI runs it, with nothing to stand in for it (a tox step
   * without tox whose environment only tox resolves): skipped `unresolvable`, never replaced.
   */
  unrunnable?: string[];
}

/** A candidate as its level declared it. */
export interface Declared extends Candidate {
  origin: CheckOrigin;
}

/** How discovery sees the machine: what is installed, for a command run in a folder. */
export interface CheckTools {
  /** On PATH or installed in the project (node_modules/.bin, a venv) for `dir` or a parent. */
  isInstalled(tool: string, dir: string): boolean;
  /** The project-local copy of a tool that is not on PATH, relative to `dir`. */
  localOnly(tool: string, dir: string): string | undefined;
}

function argvOf(
  candidate: Candidate,
  tools: CheckTools,
): { command: string; args: string[]; tools: string[]; unwrapped?: string } {
  const written =
    candidate.argv ?? (candidate.shell === undefined ? plainWords(candidate.script) : null);
  const inner =
    written === null
      ? undefined
      : unwrapMissingCoverage(written, (tool) => tools.isInstalled(tool, candidate.cwd));
  const fixed = inner ?? written;
  if (fixed !== null && fixed.length > 0) {
    // A bare `tsc` that only the project installed runs from there: PATH would not find it.
    const local = tools.localOnly(fixed[0]!, candidate.cwd);
    const argv = { command: local ?? fixed[0]!, args: fixed.slice(1), tools: lineTools(fixed) };
    return inner === undefined ? argv : { ...argv, unwrapped: written![0]! };
  }
  const shell = candidate.shell ?? ['bash', ...BASH_ARGS];
  const needed = splitScript(candidate.script).lines.flatMap((line) =>
    lineTools(leadingWords(line)),
  );
  return { command: shell[0]!, args: shell.slice(1), tools: [shell[0]!, ...needed] };
}

export function toCheck(candidate: Declared, tools: CheckTools): Check {
  const { command, args, tools: needed, unwrapped } = argvOf(candidate, tools);
  // Saying so in `plan`: coverage is then unmeasured, while the suite is the same.
  const unwrappedNote =
    unwrapped === undefined
      ? undefined
      : `${unwrapped} is not installed: runs the wrapped command without it`;
  const absent = (tool: string): boolean => !tools.isInstalled(tool, candidate.cwd);
  // A tool the recipe behind the command runs is not in the command line: name it.
  const absentInside = (candidate.recipeTools ?? []).filter(absent);
  const insideNote =
    absentInside.length === 0 ? undefined : `${absentInside.join(', ')} not installed`;
  const notes = [
    candidate.refused,
    candidate.reason,
    unwrappedNote,
    insideNote,
    ...(candidate.unrunnable ?? []),
  ].filter((r) => r !== undefined);
  const reason = notes.length === 0 ? undefined : notes.join('; ');
  const missing =
    [...needed, ...(candidate.requires ?? [])].some(absent) || absentInside.length > 0;
  return {
    name: CHECK_NAMES[candidate.kind],
    kind: candidate.kind,
    command,
    args,
    script: candidate.script,
    cwd: candidate.cwd,
    env: candidate.env,
    source: candidate.source,
    origin: candidate.origin,
    ...(reason === undefined ? {} : { reason }),
    skipped:
      candidate.unresolvable ||
      candidate.refused !== undefined ||
      (candidate.unrunnable ?? []).length > 0
        ? 'unresolvable'
        : missing
          ? 'tool-not-installed'
          : null,
  };
}

/** The check for a kind no level declares and no stack present has a convention for. */
export function notConfigured(kind: CheckKind, cwd: string): Check {
  return {
    name: CHECK_NAMES[kind],
    kind,
    command: '',
    args: [],
    script: '',
    cwd,
    env: {},
    source: 'none',
    origin: 'none',
    skipped: 'not-configured',
  };
}
