// The changes between two versions of a CMake file, command by command: the runs of base commands
// removed and head commands added between two commands both sides share (a longest common
// subsequence of the commands as written, comments and layout aside).
import { type CMakeCommand, cmakeCommands } from './cmake-commands.js';
import { type LockReason, lockReasons, testTargets } from './locked-commands.js';

export interface Region {
  /** Indices of base commands the head does not have, in order. */
  base: number[];
  /** Indices of head commands the base does not have, in order. */
  head: number[];
  /** The head command after the region (head.length at the end): where the region stands in head. */
  headAfter: number;
}

export interface CMakeSides {
  base: CMakeCommand[];
  head: CMakeCommand[];
  /** Each command's lock reason on its side. */
  baseReasons: Array<LockReason | null>;
  headReasons: Array<LockReason | null>;
  regions: Region[];
}

// Past this many cells the table is not built: the whole file is one region.
const MAX_CELLS = 4_000_000;

const key = (command: CMakeCommand): string =>
  `${command.name}\u0000${command.args.join('\u0001')}`;

function regionsOf(base: readonly CMakeCommand[], head: readonly CMakeCommand[]): Region[] {
  const n = base.length;
  const m = head.length;
  if (n * m > MAX_CELLS) {
    return [{ base: base.map((_, i) => i), head: head.map((_, i) => i), headAfter: m }];
  }
  const a = base.map(key);
  const b = head.map(key);
  // lcs[i][j]: the common length of a[i..] and b[j..].
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = lcs[i] as Uint32Array;
    const below = lcs[i + 1] as Uint32Array;
    for (let j = m - 1; j >= 0; j--)
      row[j] =
        a[i] === b[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number);
  }
  const regions: Region[] = [];
  let current: Region = { base: [], head: [], headAfter: 0 };
  const close = (at: number): void => {
    if (current.base.length > 0 || current.head.length > 0)
      regions.push({ ...current, headAfter: at });
    current = { base: [], head: [], headAfter: 0 };
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      close(j);
      i++;
      j++;
    } else if (j < m && (i === n || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))) {
      current.head.push(j++);
    } else {
      current.base.push(i++);
    }
  }
  close(m);
  return regions;
}

/**
 * Both sides read and compared. `wholeFileLocked`: every command is the test harness's (a
 * CMakeLists.txt in a test folder, restored whole).
 */
export function cmakeSides(
  baseText: string,
  headText: string,
  wholeFileLocked = false,
): CMakeSides {
  const base = cmakeCommands(baseText);
  const head = cmakeCommands(headText);
  const targets = new Set([...testTargets(base), ...testTargets(head)]);
  const reasons = (commands: readonly CMakeCommand[]): Array<LockReason | null> =>
    wholeFileLocked ? commands.map(() => 'test') : lockReasons(commands, targets);
  return {
    base,
    head,
    baseReasons: reasons(base),
    headReasons: reasons(head),
    regions: regionsOf(base, head),
  };
}
