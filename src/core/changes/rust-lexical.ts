// Rust lexical masking: blanks comments, strings and chars so that braces, attributes and items
// can be found in what is left, and says when a literal or comment never ends.

const IDENT = /[A-Za-z0-9_]/;

/** A literal or comment that runs past the end of the text ends here (one past the text). */
type End = number;

function blockCommentEnd(text: string, i: number): End {
  let depth = 0;
  let j = i;
  while (j < text.length) {
    if (text.startsWith('/*', j)) {
      depth++;
      j += 2;
    } else if (text.startsWith('*/', j)) {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else j++;
  }
  return text.length + 1;
}

// `r"..."`, `r#"..."#`, `br##"..."##`, `cr#"..."#`; the end offset (exclusive) or -1 if not one.
function rawStringEnd(text: string, i: number): End {
  if (i > 0 && IDENT.test(text[i - 1] as string)) return -1;
  let j = i + (text[i] === 'b' || text[i] === 'c' ? 1 : 0);
  if (text[j] !== 'r') return -1;
  j++;
  let hashes = 0;
  while (text[j] === '#') {
    hashes++;
    j++;
  }
  if (text[j] !== '"') return -1;
  const close = text.indexOf(`"${'#'.repeat(hashes)}`, j + 1);
  return close === -1 ? text.length + 1 : close + 1 + hashes;
}

function quotedEnd(text: string, i: number): End {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return j >= text.length ? text.length + 1 : j + 1;
}

// `'{'` and `'\''` are chars; `'a` is a lifetime and stays code.
function charEnd(text: string, i: number): End {
  if (text[i + 1] === '\\') {
    const close = text.indexOf("'", i + 3);
    return close === -1 ? -1 : close + 1;
  }
  const cp = text.codePointAt(i + 1);
  if (cp === undefined || cp === 0x0a) return -1;
  const after = i + 1 + (cp > 0xffff ? 2 : 1);
  return text[after] === "'" ? after + 1 : -1;
}

function literalEnd(text: string, i: number): End {
  const c = text[i];
  if (c === '/' && text[i + 1] === '/') {
    const nl = text.indexOf('\n', i);
    return nl === -1 ? text.length : nl;
  }
  if (c === '/' && text[i + 1] === '*') return blockCommentEnd(text, i);
  if (c === 'r' || c === 'b' || c === 'c') return rawStringEnd(text, i);
  if (c === '"') return quotedEnd(text, i);
  if (c === "'") return charEnd(text, i);
  return -1;
}

export interface RustMask {
  /** The text with comments, strings and chars blanked to spaces (newlines kept, offsets intact). */
  masked: string;
  /** A string, raw string or block comment runs to the end of the text. */
  unterminated: boolean;
}

export function scanRustNonCode(text: string): RustMask {
  const out = text.split('');
  let unterminated = false;
  let i = 0;
  while (i < text.length) {
    const found = literalEnd(text, i);
    if (found === -1) {
      i++;
      continue;
    }
    if (found > text.length) unterminated = true;
    const end = Math.min(found, text.length);
    for (let k = i; k < end; k++) if (out[k] !== '\n') out[k] = ' ';
    i = end;
  }
  return { masked: out.join(''), unterminated };
}

/** The text with comments, strings and chars blanked to spaces (newlines kept, offsets intact). */
export function maskRustNonCode(text: string): string {
  return scanRustNonCode(text).masked;
}
