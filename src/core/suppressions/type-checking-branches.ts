// Finds `if TYPE_CHECKING:` branches that define a name the module also defines at run time (in
// its `else:` or elsewhere at the branch's level): the type checker reads only the branch's
// version, so a different signature there hides the run-time one. An import only the checker
// needs (the common use) defines nothing the run time defines, and is not one.

export interface RedefiningBranch {
  /** The `if` line (1-based). */
  line: number;
  names: string[];
}

const BRANCH = /^(\s*)(?:el)?if\s+(?:typing\.)?TYPE_CHECKING\s*:\s*(?:#.*)?$/;

const indentOf = (line: string): number => /^\s*/.exec(line)?.[0].length ?? 0;
const blankOrComment = (line: string): boolean => /^\s*(?:#.*)?$/.test(line);

/** The names a statement at the block's own level defines. */
function definedNames(statement: string): string[] {
  const text = statement.trim();
  const def = /^(?:async\s+)?(?:def|class)\s+([A-Za-z_]\w*)/.exec(text);
  if (def?.[1]) return [def[1]];
  const from = /^from\s+\S+\s+import\s+\(?([^)#]*)/.exec(text);
  if (from?.[1]) return from[1].split(',').map(importedName).filter(Boolean);
  const imp = /^import\s+([^#]*)/.exec(text);
  if (imp?.[1]) return imp[1].split(',').map((part) => importedName(part).split('.')[0] ?? '');
  const assigned = /^([A-Za-z_]\w*)\s*(?::[^=]*)?=(?!=)|^([A-Za-z_]\w*)\s*:/.exec(text);
  const name = assigned?.[1] ?? assigned?.[2];
  return name ? [name] : [];
}

function importedName(part: string): string {
  const words = part.trim().split(/\s+as\s+/);
  return (words[1] ?? words[0] ?? '').trim();
}

/** The lines of a block that starts after `at`, one level deeper than `indent`. */
function blockEnd(lines: readonly string[], at: number, indent: number): number {
  let end = at + 1;
  while (end < lines.length) {
    const line = lines[end] ?? '';
    if (!blankOrComment(line) && indentOf(line) <= indent) break;
    end++;
  }
  return end;
}

/** The names defined at the top level of the lines [from, to), whose level is the first line's. */
function namesIn(lines: readonly string[], from: number, to: number): Set<string> {
  const names = new Set<string>();
  let level = -1;
  for (let i = from; i < to; i++) {
    const line = lines[i] ?? '';
    if (blankOrComment(line)) continue;
    if (level === -1) level = indentOf(line);
    if (indentOf(line) === level) for (const name of definedNames(line)) names.add(name);
  }
  return names;
}

export function redefiningBranches(lines: readonly string[]): RedefiningBranch[] {
  const found: RedefiningBranch[] = [];
  for (let i = 0; i < lines.length; i++) {
    const branch = BRANCH.exec(lines[i] ?? '');
    if (!branch) continue;
    const indent = branch[1]?.length ?? 0;
    const end = blockEnd(lines, i, indent);
    const inBranch = namesIn(lines, i + 1, end);
    // Everything else at the branch's level: the rest of the module, the `else:` block included.
    const elsewhere = new Set<string>();
    for (let j = 0; j < lines.length; j++) {
      if (j >= i && j < end) continue;
      const line = lines[j] ?? '';
      if (blankOrComment(line)) continue;
      if (/^\s*else\s*:/.test(line) && indentOf(line) === indent) {
        const elseEnd = blockEnd(lines, j, indent);
        for (const name of namesIn(lines, j + 1, elseEnd)) elsewhere.add(name);
        j = elseEnd - 1;
        continue;
      }
      if (indentOf(line) === indent) for (const name of definedNames(line)) elsewhere.add(name);
    }
    const names = [...inBranch].filter((name) => elsewhere.has(name)).sort();
    if (names.length > 0) found.push({ line: i + 1, names });
    i = end - 1;
  }
  return found;
}
