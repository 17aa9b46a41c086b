// Reaches the command that does the work in a line's words: past `FOO=1`, `env`, `sudo`,
// `timeout 10m`, shell keywords, and from a path or versioned name to the tool's name.
import { baseName } from '../paths.js';

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
const KEYWORDS = new Set([
  'then',
  'do',
  'else',
  '{',
  '(',
  '!',
  'time',
  'exec',
  'command',
  'builtin',
]);
/** Commands that run the command after their options, and those options that take a value. */
const PASS_THROUGH: Record<string, readonly string[]> = {
  env: ['-u', '--unset', '-C', '--chdir', '-S'],
  sudo: ['-u', '-g', '-C', '-D', '-h', '-p', '-U'],
  nice: ['-n'],
  ionice: ['-c', '-n'],
  stdbuf: ['-i', '-o', '-e'],
  'xvfb-run': ['-s', '--server-args', '-n', '--server-num', '-e', '-f', '-w'],
  catchsegv: [],
  nohup: [],
  unbuffer: [],
  timeout: ['-s', '--signal', '-k', '--kill-after'],
};

/** How many leading words of `args` are options (with the values of `valueOptions`). */
export function skipOptions(args: readonly string[], valueOptions: readonly string[]): number {
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-')) i += valueOptions.includes(args[i]!) ? 2 : 1;
  return i;
}

/** The words from the command that does the work on. */
export function commandWords(words: readonly string[]): string[] {
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    if (ASSIGNMENT.test(word) || KEYWORDS.has(word)) i += 1;
    else if (Object.hasOwn(PASS_THROUGH, word)) {
      i += 1 + skipOptions(words.slice(i + 1), PASS_THROUGH[word]!);
      // `timeout` takes a duration before the command.
      if (word === 'timeout') i += 1;
    } else break;
  }
  return words.slice(i);
}

/** The `NAME=value` words among `words` (those commandWords skips: `FOO=1 env BAR=2 jest`). */
export function assignmentsIn(words: readonly string[]): Record<string, string> {
  const assigned: Record<string, string> = {};
  for (const word of words) {
    if (!ASSIGNMENT.test(word)) continue;
    const eq = word.indexOf('=');
    assigned[word.slice(0, eq)] = word.slice(eq + 1);
  }
  return assigned;
}

/** `./node_modules/.bin/jest` → `jest`, `python3.12` → `python`, `gradlew.bat` → `gradlew`. */
export function toolName(word: string): string {
  return baseName(word)
    .replace(/\.(exe|cmd|bat)$/i, '')
    .replace(/^(python|pip|pypy)\d+(\.\d+)?$/, '$1');
}
