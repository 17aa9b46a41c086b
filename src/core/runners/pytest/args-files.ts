// pytest reads arguments from a file named with `@` (`pytest @ci/args.txt`, pytest 8.2 and
// later; argparse's fromfile: one argument per line). What the file says runs as surely as the
// command line that names it, so the file is harness and its words are the command's words.

/** The files a pytest command's words name with `@` (relative to the folder pytest starts in). */
export function pytestArgsFiles(words: readonly string[]): string[] {
  return words.flatMap((word) => (/^@[^@\s]/.test(word) ? [word.slice(1)] : []));
}

/** The arguments an `@` file holds: one per line, blank lines left out. */
export function argsFileWords(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
