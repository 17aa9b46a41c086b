// Splits a CI `run:` script (or recipe) into its command lines so each can be classified and
// only the check lines kept, with the text of each line exactly as the project wrote it.

/** Words that open a compound command: such scripts are kept whole, never cut into lines. */
const COMPOUND = /^(if|for|while|until|case|function|select|\{|\(|[A-Za-z_][\w-]*\s*\(\s*\))(\s|$)/;

export interface SplitScript {
  /** Command lines in order (comments and blank lines dropped). */
  lines: string[];
  /** True when the script has control flow, heredocs or background jobs: run it whole. */
  compound: boolean;
}

interface Cursor {
  text: string;
  i: number;
}

/** Advances past a quoted span or a `${{ }}` expression; returns false when `c` opens none. */
function skipOpaque(cur: Cursor): boolean {
  const { text } = cur;
  const c = text[cur.i]!;
  if (c === "'") {
    const close = text.indexOf("'", cur.i + 1);
    cur.i = close < 0 ? text.length : close + 1;
    return true;
  }
  if (c === '"') {
    let j = cur.i + 1;
    while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
    cur.i = j + 1;
    return true;
  }
  if (text.startsWith('${{', cur.i)) {
    const close = text.indexOf('}}', cur.i + 3);
    cur.i = close < 0 ? text.length : close + 2;
    return true;
  }
  return false;
}

/** A lone `&` that sends a command to the background (not `&>`, `>&`, `|&`). */
function isBackground(text: string, i: number): boolean {
  const next = text[i + 1];
  const prev = text[i - 1];
  return (
    text[i] === '&' && next !== '>' && next !== '&' && prev !== '>' && prev !== '|' && prev !== '&'
  );
}

/** Splits at unquoted newlines, `&&` and `;`, honouring `\` continuations and trailing `|`. */
export function splitScript(script: string): SplitScript {
  const lines: string[] = [];
  let compound = false;
  let start = 0;
  const cur: Cursor = { text: script, i: 0 };
  const cut = (end: number, skip: number): void => {
    const line = script.slice(start, end).trim();
    if (line !== '') lines.push(line);
    cur.i = end + skip;
    start = cur.i;
  };
  while (cur.i < script.length) {
    const c = script[cur.i]!;
    const atWordStart = cur.i === start || /\s/.test(script[cur.i - 1] ?? ' ');
    if (skipOpaque(cur)) continue;
    if (c === '\\') {
      cur.i += 2;
    } else if (c === '#' && atWordStart) {
      const newline = script.indexOf('\n', cur.i);
      const commentEnd = newline < 0 ? script.length : newline;
      cut(cur.i, commentEnd - cur.i);
    } else if (c === '\n') {
      if (/(\||&&)\s*$/.test(script.slice(start, cur.i))) cur.i += 1;
      else cut(cur.i, 1);
    } else if (script.startsWith('&&', cur.i)) {
      cut(cur.i, 2);
    } else if (c === ';' && script[cur.i + 1] !== ';') {
      cut(cur.i, 1);
    } else if (script.startsWith('<<', cur.i) || isBackground(script, cur.i)) {
      compound = true;
      cur.i += 1;
    } else {
      cur.i += 1;
    }
  }
  cut(script.length, 0);
  if (lines.some((line) => COMPOUND.test(line))) compound = true;
  return { lines, compound };
}
