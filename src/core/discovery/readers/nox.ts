// Reads the sessions of a noxfile.py and the literal `session.run(...)` calls in each, so a CI
// `nox -s X` line can be classified, and run directly when nox itself is not installed.

export interface NoxCall {
  /** The call as written in the noxfile, e.g. `session.run("pytest", "-q")`. */
  text: string;
  /** The argv when every positional argument is a string literal, else undefined. */
  words: string[] | undefined;
}

export interface NoxSession {
  name: string;
  calls: NoxCall[];
}

const DECORATOR = /^(\s*)@(?:nox\.)?session\b(.*)$/;
const DEF = /^(\s*)def\s+([A-Za-z_]\w*)\s*\(/;
const STRING = /^(?:[rRbBuU]?)("([^"\\]|\\.)*"|'([^'\\]|\\.)*')$/;

/** The text from `open` (an opening parenthesis) to its matching close, quotes respected. */
function balanced(text: string, open: number): string | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote !== undefined) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return undefined;
}

/** Splits call arguments at top-level commas. */
function splitArgs(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < args.length; i += 1) {
    const c = args[i]!;
    if (quote !== undefined) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(args.slice(start).trim());
  return parts.filter((p) => p !== '');
}

function callWords(args: string): string[] | undefined {
  const words: string[] = [];
  for (const arg of splitArgs(args)) {
    if (/^\*\s*session\.posargs$/.test(arg) || /^\w+\s*=/.test(arg)) continue;
    const literal = STRING.exec(arg);
    if (literal === null) return undefined;
    words.push(literal[1]!.slice(1, -1).replace(/\\(.)/g, '$1'));
  }
  return words.length > 0 ? words : undefined;
}

function runCalls(body: string): NoxCall[] {
  const calls: NoxCall[] = [];
  for (const match of body.matchAll(/\bsession\.run\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const args = balanced(body, open);
    if (args === undefined) continue;
    calls.push({ text: body.slice(match.index, open + args.length + 2), words: callWords(args) });
  }
  return calls;
}

/** Sessions in file order, by the name nox gives them (`name=` overrides the function name). */
export function parseNoxfile(text: string): NoxSession[] {
  const lines = text.split(/\r?\n/);
  const sessions: NoxSession[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const decorator = DECORATOR.exec(lines[i]!);
    if (decorator === null) continue;
    let j = i + 1;
    while (j < lines.length && !DEF.test(lines[j]!)) j += 1;
    const def = DEF.exec(lines[j] ?? '');
    if (def === null) break;
    const explicit = /name\s*=\s*["']([^"']+)["']/.exec(decorator[2]!)?.[1];
    const indent = def[1]!.length;
    let end = j + 1;
    while (
      end < lines.length &&
      (lines[end]!.trim() === '' || /^\s*/.exec(lines[end]!)![0].length > indent)
    )
      end += 1;
    sessions.push({
      name: explicit ?? def[2]!,
      calls: runCalls(lines.slice(j + 1, end).join('\n')),
    });
    i = end - 1;
  }
  return sessions;
}
