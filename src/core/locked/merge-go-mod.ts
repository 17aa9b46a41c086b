// Builds the locked go.mod: head's module, requirements and replacements of the code under test,
// base's `replace` and `exclude` directives of the test toolchain (testify, gomega, ...), so a
// PR that swaps an assertion library for a folder it wrote runs the base's library instead.
import { isGoToolchain } from '../changes/toolchain/packages.js';

/** The directives whose module decides which code a test toolchain module is built from. */
const LOCKED_VERBS = new Set(['replace', 'exclude']);

interface Directive {
  verb: string;
  /** The directive's arguments, comments dropped. */
  args: string;
  /** Index of the line in the text's lines. */
  line: number;
  /** The line of the `verb (` that opens its block, or null for a single-line directive. */
  block: number | null;
}

const stripComment = (line: string): string => line.replace(/\/\/.*$/, '').trim();
const unquote = (word: string): string => word.replace(/^"|"$/g, '');

function directives(lines: readonly string[]): Directive[] {
  const found: Directive[] = [];
  let block: { verb: string; line: number } | null = null;
  lines.forEach((raw, index) => {
    const line = stripComment(raw);
    if (line === '') return;
    if (block !== null) {
      if (line === ')') block = null;
      else found.push({ verb: block.verb, args: line, line: index, block: block.line });
      return;
    }
    const open = /^(\w+)\s*\($/.exec(line);
    if (open) {
      block = { verb: open[1] as string, line: index };
      return;
    }
    const single = /^(\w+)\s+(.+)$/.exec(line);
    if (single) {
      found.push({
        verb: single[1] as string,
        args: single[2] as string,
        line: index,
        block: null,
      });
    }
  });
  return found;
}

/** The module a `replace` or `exclude` directive is about (its first word). */
function moduleOf(directive: Directive): string {
  return unquote(directive.args.split(/\s+/)[0] ?? '');
}

function isLocked(directive: Directive): boolean {
  return LOCKED_VERBS.has(directive.verb) && isGoToolchain(moduleOf(directive));
}

/** The canonical one-line form of a directive, for comparing base with head. */
const spelled = (d: Directive): string => `${d.verb} ${d.args.replace(/\s+/g, ' ')}`;

/**
 * Head's go.mod with its toolchain `replace`/`exclude` directives taken out and base's put back;
 * head's text unchanged when the two sides hold the same ones.
 */
export function mergeGoMod(baseText: string, headText: string): string {
  const headLines = headText.split('\n');
  const head = directives(headLines).filter(isLocked);
  const base = directives(baseText.split('\n')).filter(isLocked);
  const same =
    head.length === base.length &&
    head.every((d, i) => spelled(d) === spelled(base[i] as Directive));
  if (same) return headText;
  const drop = new Set(head.map((d) => d.line));
  // A block left with nothing in it is dropped with its parentheses.
  for (const opened of new Set(head.flatMap((d) => (d.block === null ? [] : [d.block])))) {
    const rest = directives(headLines).filter((d) => d.block === opened && !drop.has(d.line));
    if (rest.length === 0) {
      let end = opened + 1;
      while (end < headLines.length && stripComment(headLines[end] ?? '') !== ')') end += 1;
      for (let i = opened; i <= end; i += 1) drop.add(i);
    }
  }
  const kept = headLines.filter((_, index) => !drop.has(index));
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  const restored = base.map(spelled);
  const tail =
    restored.length === 0 ? [] : ['', '// testlock: the test toolchain as at base', ...restored];
  return `${[...kept, ...tail].join('\n')}\n`;
}
