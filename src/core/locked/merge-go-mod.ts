// Builds the locked go.mod: head's module, requirements and replacements of the code under test,
// base's `replace` and `exclude` directives of the test toolchain (testify, gomega, ...) and of
// every module only tests import (a project's own assertion module), so a PR that swaps an
// assertion library for a folder it wrote runs the base's library instead.
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

/** The canonical one-line form of a directive, for comparing base with head. */
const spelled = (d: Directive): string => `${d.verb} ${d.args.replace(/\s+/g, ' ')}`;

/** The module a `replace` or `exclude` directive is about (its first word). */
function moduleOf(directive: Directive): string {
  return unquote(directive.args.split(/\s+/)[0] ?? '');
}

function isLocked(directive: Directive, testModules: ReadonlySet<string>): boolean {
  if (!LOCKED_VERBS.has(directive.verb)) return false;
  const module = moduleOf(directive);
  return isGoToolchain(module) || testModules.has(module);
}

/**
 * The modules whose `replace` or `exclude` directives differ between base and head, beyond the
 * toolchain's (which are locked whatever imports them), with the folders a replace points them at
 * on either side (`./check`), so a file there is not taken for product code importing them.
 */
export function replacedModules(
  baseText: string,
  headText: string,
): Array<{ module: string; folders: string[] }> {
  const base = directives(baseText.split('\n')).filter((d) => LOCKED_VERBS.has(d.verb));
  const head = directives(headText.split('\n')).filter((d) => LOCKED_VERBS.has(d.verb));
  const spelledOf = (list: readonly Directive[], module: string): string =>
    list
      .filter((d) => moduleOf(d) === module)
      .map(spelled)
      .join('\n');
  const modules = new Set([...base, ...head].map(moduleOf));
  return [...modules]
    .filter((m) => !isGoToolchain(m) && spelledOf(base, m) !== spelledOf(head, m))
    .map((module) => ({
      module,
      folders: [...base, ...head]
        .filter((d) => d.verb === 'replace' && moduleOf(d) === module)
        .flatMap((d) => {
          const target = d.args.split('=>')[1]?.trim().split(/\s+/)[0] ?? '';
          return /^\.\.?\//.test(target) ? [target.replace(/^\.\//, '').replace(/\/+$/, '')] : [];
        }),
    }));
}

/**
 * Head's go.mod with its toolchain `replace`/`exclude` directives taken out and base's put back;
 * head's text unchanged when the two sides hold the same ones.
 */
export function mergeGoMod(
  baseText: string,
  headText: string,
  testModules: ReadonlySet<string> = new Set(),
): string {
  const locked = (d: Directive): boolean => isLocked(d, testModules);
  const headLines = headText.split('\n');
  const head = directives(headLines).filter(locked);
  const base = directives(baseText.split('\n')).filter(locked);
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
