// JSON with comments and trailing commas (deno.jsonc, tsconfig-style files): both are removed
// outside strings, then JSON.parse reads the rest.

/** The end (exclusive) of the string literal that opens at `i`. */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, text.length);
}

function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

const CLOSES = /\s*[}\]]/y;

function closesNext(text: string, at: number): boolean {
  CLOSES.lastIndex = at;
  return CLOSES.test(text);
}

function withoutTrailingCommas(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    if (text[i] === ',' && closesNext(text, i + 1)) {
      i++;
      continue;
    }
    out += text[i];
    i++;
  }
  return out;
}

/** The text with `//` and block comments and trailing commas removed; strings kept as they are. */
export function stripJsonc(text: string): string {
  return withoutTrailingCommas(withoutComments(text));
}

/** The parsed value, or null when the text is not JSON once comments are out. */
export function parseJsonc(text: string): unknown {
  try {
    return JSON.parse(stripJsonc(text)) as unknown;
  } catch {
    return null;
  }
}
