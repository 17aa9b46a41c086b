// A CI step's `cd <dir>` lines read as the folder the lines after them run in, so that
// `cd arc && go test ./...` is a check started in `arc` (its own module, its results from there).
import { joinDir } from '../paths.js';
import { leadingWords, plainWords } from './shell-words.js';

/** Where a line of the step runs: a repo-relative folder, or why the step's folder was refused. */
export type LineDir = { dir: string } | { refused: string };

export interface PlacedLine {
  text: string;
  at: LineDir;
  /** Written before the step's first `cd`: it applies to every folder the step goes to. */
  preamble: boolean;
}

/**
 * `cd` forms whose target cannot be known from the text (home, `-`, `$VAR`, pushd stacks) are
 * opaque; a target under the checkout's root (`$GITHUB_WORKSPACE/pkg`) is `{ root: 'pkg' }`.
 */
type CdTarget = string | { root: string } | { outside: string } | 'opaque' | undefined;

/**
 * Folders outside any checkout, whatever follows them: home (`cd`, `cd ~/src`, `$HOME`), the
 * runner's temporary and tool folders, a GOPATH. Run there, a check would not see the locked tree.
 */
const OUTSIDE = /^(?:~|\$\{?(?:HOME|RUNNER_TEMP|RUNNER_TOOL_CACHE|TMPDIR|GOPATH)\b)/;

/**
 * `cd "$GITHUB_WORKSPACE"`, `cd ${GITHUB_WORKSPACE}/pkg`, `cd ${{ github.workspace }}/pkg`: the
 * runner's checkout is the repository's root, which is where testlock runs it (the locked tree).
 */
const WORKSPACE_CD =
  /^cd\s+("?)(?:\$GITHUB_WORKSPACE|\$\{GITHUB_WORKSPACE\}|\$\{\{\s*github\.workspace\s*\}\})(\/[^\s"'$`\\;&|<>()*?]*)?\1$/;

function cdTarget(line: string): CdTarget {
  const first = leadingWords(line)[0];
  if (first === 'pushd' || first === 'popd') return 'opaque';
  if (first !== 'cd') return undefined;
  const workspace = WORKSPACE_CD.exec(line.trim());
  if (workspace !== null) return { root: workspace[2] ?? '' };
  const leading = leadingWords(line);
  if (leading.length === 1) return { outside: 'cd' };
  if (leading.length === 2 && OUTSIDE.test(leading[1]!)) return { outside: `cd ${leading[1]}` };
  const words = plainWords(line);
  const target = words?.[1];
  if (words === null || words.length !== 2 || target === undefined) return 'opaque';
  if (target.startsWith('-') || target.startsWith('~') || target.includes('${{')) return 'opaque';
  return target;
}

/** The folder `cd target` leads to from `from`, or why it is refused. */
function moved(from: LineDir, target: string): LineDir {
  if ('refused' in from) return from;
  if (target.startsWith('/'))
    return { refused: `cd ${target}: an absolute folder; refused, never run elsewhere` };
  const dir = joinDir(from.dir, target);
  return dir === null
    ? { refused: `cd ${target}: leaves the repository; refused, never run elsewhere` }
    : { dir };
}

function placeOf(target: { root: string } | { outside: string }): LineDir {
  if ('root' in target) return fromRoot(target.root);
  return {
    refused: `${target.outside}: a folder outside the repository; refused, never run elsewhere`,
  };
}

/** `cd "$GITHUB_WORKSPACE/<rest>"`: the folder from the root, wherever the step was. */
function fromRoot(rest: string): LineDir {
  const dir = joinDir('', rest.replace(/^\/+/, ''));
  return dir === null
    ? {
        refused: `cd $GITHUB_WORKSPACE${rest}: leaves the repository; refused, never run elsewhere`,
      }
    : { dir };
}

/**
 * The step's lines without their `cd` lines, each with the folder it runs in; null when a `cd`
 * cannot be followed from its text (then the step runs whole from its own folder, as before).
 */
export function placeLines(lines: readonly string[], start: string): PlacedLine[] | null {
  let at: LineDir = { dir: start };
  let moves = 0;
  const placed: PlacedLine[] = [];
  for (const text of lines) {
    const target = cdTarget(text);
    if (target === 'opaque') return null;
    if (target === undefined) placed.push({ text, at, preamble: moves === 0 });
    else {
      at = typeof target === 'string' ? moved(at, target) : placeOf(target);
      moves += 1;
    }
  }
  return placed;
}

/** Whether two placements are the same folder (or the same refusal). */
export function sameDir(a: LineDir, b: LineDir): boolean {
  return 'dir' in a ? 'dir' in b && a.dir === b.dir : 'refused' in b && a.refused === b.refused;
}
