// Reads CMake's language far enough to see its commands: `name(arg arg "quoted" [[bracket]])`,
// each with its arguments and where it stands in the text, comments (`#`, `#[[ ]]`) skipped.
// Variables are not expanded and control flow is not followed: the readers judge the words.

export interface CMakeCommand {
  /** Lower-cased: CMake's command names are case-insensitive. */
  name: string;
  /** The arguments as written, quotes and brackets removed. */
  args: string[];
  /** 1-based lines of the name and of the closing parenthesis. */
  line: number;
  endLine: number;
  /** Offsets of the name's first character and just past the closing parenthesis. */
  start: number;
  end: number;
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const BRACKET_OPEN = /\[(=*)\[/y;

class Cursor {
  at = 0;
  line = 1;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.at >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.at + offset] ?? '';
  }

  /** Moves to `to`, counting the newlines passed. */
  advance(to: number): void {
    const end = Math.min(to, this.text.length);
    for (let i = this.at; i < end; i++) if (this.text[i] === '\n') this.line++;
    this.at = end;
  }

  match(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.at;
    return pattern.exec(this.text);
  }
}

/** Past a `[==[ … ]==]` bracket at the cursor; its content, or null when none opens here. */
function bracket(cursor: Cursor): string | null {
  const open = cursor.match(BRACKET_OPEN);
  if (open === null) return null;
  const close = `]${open[1]}]`;
  const contentStart = cursor.at + open[0].length;
  const closeAt = cursor.text.indexOf(close, contentStart);
  const end = closeAt === -1 ? cursor.text.length : closeAt;
  // CMake drops one newline right after the opening bracket.
  const content = cursor.text.slice(contentStart, end).replace(/^\r?\n/, '');
  cursor.advance(closeAt === -1 ? end : end + close.length);
  return content;
}

/** Past a comment at the cursor (`#[[ … ]]` or `#` to the line's end); false when none is there. */
function comment(cursor: Cursor): boolean {
  if (cursor.peek() !== '#') return false;
  cursor.advance(cursor.at + 1);
  if (bracket(cursor) !== null) return true;
  const newline = cursor.text.indexOf('\n', cursor.at);
  cursor.advance(newline === -1 ? cursor.text.length : newline);
  return true;
}

function quoted(cursor: Cursor): string {
  let value = '';
  cursor.advance(cursor.at + 1);
  while (!cursor.done && cursor.peek() !== '"') {
    if (cursor.peek() === '\\' && cursor.peek(1) !== '') {
      // `\` before a newline continues the line; other escapes keep the escaped character.
      if (cursor.peek(1) !== '\n') value += cursor.peek(1);
      cursor.advance(cursor.at + 2);
      continue;
    }
    value += cursor.peek();
    cursor.advance(cursor.at + 1);
  }
  cursor.advance(cursor.at + 1);
  return value;
}

function unquoted(cursor: Cursor): string {
  let value = '';
  while (!cursor.done) {
    const c = cursor.peek();
    if (/[\s()#"]/.test(c)) break;
    if (c === '\\' && cursor.peek(1) !== '') {
      value += cursor.peek(1);
      cursor.advance(cursor.at + 2);
      continue;
    }
    value += c;
    cursor.advance(cursor.at + 1);
  }
  return value;
}

/** The arguments up to the parenthesis that closes the call; nested parentheses are kept as words. */
function argumentsOf(cursor: Cursor): string[] {
  const args: string[] = [];
  let depth = 0;
  while (!cursor.done) {
    const c = cursor.peek();
    if (/\s/.test(c)) cursor.advance(cursor.at + 1);
    else if (comment(cursor)) continue;
    else if (c === '(') {
      depth++;
      args.push('(');
      cursor.advance(cursor.at + 1);
    } else if (c === ')') {
      cursor.advance(cursor.at + 1);
      if (depth === 0) return args;
      depth--;
      args.push(')');
    } else if (c === '"') args.push(quoted(cursor));
    else {
      const content = c === '[' ? bracket(cursor) : null;
      args.push(content ?? unquoted(cursor));
    }
  }
  return args;
}

/** Every command invocation of a CMake file, in order. */
export function cmakeCommands(text: string): CMakeCommand[] {
  const cursor = new Cursor(text);
  const commands: CMakeCommand[] = [];
  while (!cursor.done) {
    if (/\s/.test(cursor.peek())) {
      cursor.advance(cursor.at + 1);
      continue;
    }
    if (comment(cursor)) continue;
    const name = cursor.match(NAME);
    if (name === null) {
      // Not CMake's grammar: step over the character so the rest is still read.
      cursor.advance(cursor.at + 1);
      continue;
    }
    const start = cursor.at;
    const line = cursor.line;
    cursor.advance(cursor.at + name[0].length);
    while (cursor.peek() === ' ' || cursor.peek() === '\t') cursor.advance(cursor.at + 1);
    if (cursor.peek() !== '(') continue;
    cursor.advance(cursor.at + 1);
    const args = argumentsOf(cursor);
    commands.push({
      name: name[0].toLowerCase(),
      args,
      line,
      endLine: cursor.line,
      start,
      end: cursor.at,
    });
  }
  return commands;
}
