// Tells a plain word list (run directly as command + args) from text that needs a shell, and
// reads the leading words of shell text loosely, for classification only.

/** Characters that mean something to bash outside quotes: operators, expansions, globs. */
const SHELL_SYNTAX = new Set([
  '|',
  '&',
  ';',
  '<',
  '>',
  '(',
  ')',
  '$',
  '`',
  '*',
  '?',
  '[',
  ']',
  '{',
  '}',
  '!',
  '\n',
  '\r',
]);

/** Words bash treats as syntax when they open a command. */
const RESERVED = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'for',
  'while',
  'until',
  'do',
  'done',
  'case',
  'esac',
  'function',
  'select',
  'time',
  'coproc',
  '[[',
  '!',
]);

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

interface Scan {
  words: string[];
  /** Index just past the last character read. */
  end: number;
  /** Set when the text holds syntax that only a shell can run. */
  needsShell: boolean;
}

/** Reads a double-quoted span starting after the opening quote; -1 when unterminated. */
function readDoubleQuoted(
  text: string,
  start: number,
  out: { value: string; shell: boolean },
): number {
  let i = start;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') return i + 1;
    if (c === '$' || c === '`') out.shell = true;
    if (c === '\\' && i + 1 < text.length && '$`"\\\n'.includes(text[i + 1]!)) {
      out.value += text[i + 1]!;
      i += 2;
      continue;
    }
    out.value += c;
    i += 1;
  }
  return -1;
}

/**
 * Splits `text` into words with POSIX quoting. Stops at the first unquoted operator when
 * `stopAtOperator` is set (the loose reading used for classification).
 */
function scan(text: string, stopAtOperator: boolean): Scan {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let needsShell = false;
  let i = 0;
  const flush = (): void => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      flush();
      i += 1;
    } else if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) return { words, end: text.length, needsShell: true };
      word += text.slice(i + 1, close);
      inWord = true;
      i = close + 1;
    } else if (c === '"') {
      const out = { value: '', shell: false };
      const next = readDoubleQuoted(text, i + 1, out);
      if (next < 0) return { words, end: text.length, needsShell: true };
      needsShell ||= out.shell;
      word += out.value;
      inWord = true;
      i = next;
    } else if (c === '\\') {
      if (i + 1 >= text.length || text[i + 1] === '\n') needsShell = true;
      word += text[i + 1] ?? '';
      inWord = true;
      i += 2;
    } else if (SHELL_SYNTAX.has(c) || ((c === '#' || c === '~') && !inWord)) {
      needsShell = true;
      const isOperator = '|&;<>()\n\r'.includes(c) || c === '#';
      if (stopAtOperator && isOperator) {
        flush();
        return { words, end: i, needsShell };
      }
      word += c;
      inWord = true;
      i += 1;
    } else {
      if (c === '=' && words.length === 0 && ASSIGNMENT.test(`${word}=`)) needsShell = true;
      word += c;
      inWord = true;
      i += 1;
    }
  }
  flush();
  return { words, end: i, needsShell };
}

/** The argv of `text` when it is a plain word list that needs no shell, else null. */
export function plainWords(text: string): string[] | null {
  const { words, needsShell } = scan(text.trim(), false);
  if (needsShell || words.length === 0 || RESERVED.has(words[0]!)) return null;
  return words;
}

/** The words of the first simple command in `text`, quotes removed (for classification). */
export function leadingWords(text: string): string[] {
  return scan(text.trim(), true).words;
}
