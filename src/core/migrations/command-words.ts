// Reads the words of a command line that runs a migration tool: the value of a flag in its
// `-f x`, `-f=x` and `--flag x` forms, and the words that start the tool (`uv run`).

/** The value of the first of `names` among the words (`-path x`, `-path=x`), else null. */
export function flagValue(words: readonly string[], names: readonly string[]): string | null {
  for (const [index, word] of words.entries()) {
    for (const name of names) {
      if (word === name) return words[index + 1] ?? null;
      if (word.startsWith(`${name}=`)) return word.slice(name.length + 1);
    }
  }
  return null;
}

/** Where the tool's own word stands: the word itself or a path ending in it (`./bin/migrate`). */
export function toolIndex(words: readonly string[], tool: string): number {
  return words.findIndex((word) => word === tool || word.endsWith(`/${tool}`));
}

// Words that start a tool for a project without being the tool: the Python runners.
const RUNNERS: ReadonlyArray<readonly string[]> = [
  ['uv', 'run'],
  ['poetry', 'run'],
  ['pipenv', 'run'],
  ['pdm', 'run'],
  ['hatch', 'run'],
  ['rye', 'run'],
];

/** The runner words before the tool's index, when they are one of the known runners. */
export function runnerBefore(words: readonly string[], index: number): string[] {
  const before = words.slice(0, index);
  for (const runner of RUNNERS) {
    if (before.length >= runner.length && runner.every((w, i) => before[i] === w)) {
      return [...runner];
    }
  }
  return [];
}

/** Whether a word is a value that only exists when the workflow runs (`${{ … }}`, `$VAR`). */
export function isExpression(word: string): boolean {
  return word.includes('${{') || word.includes('$');
}
