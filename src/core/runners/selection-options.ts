// The options of a check's runner words that a selection of files keeps: its flags (and the value
// of a flag that takes one), never its positional filters, which would widen or narrow the run.

/**
 * `rest`'s flags in order; `valued` names the flags whose value is the next word, `optional`
 * says whether a flag whose value is optional takes the next word (`--cov src` but not `--cov tests/`).
 */
export function keptOptions(
  rest: readonly string[],
  valued: readonly string[],
  dropped: readonly string[] = [],
  optional: (name: string, next: string) => boolean = () => false,
): string[] {
  const kept: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] ?? '';
    if (word === '--') break;
    if (!word.startsWith('-')) continue;
    const name = word.split('=')[0] ?? word;
    const next = rest[i + 1] ?? '';
    const takesNext =
      !word.includes('=') &&
      (valued.includes(name) || (next !== '' && !next.startsWith('-') && optional(name, next)));
    if (dropped.includes(name)) {
      if (takesNext) i++;
      continue;
    }
    kept.push(word);
    if (takesNext && i + 1 < rest.length) kept.push(rest[++i] ?? '');
  }
  return kept;
}
