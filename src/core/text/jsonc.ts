// JSON with comments and trailing commas (deno.jsonc, tsconfig-style files): both are removed
// outside strings, then JSON.parse reads the rest.

/** The end (exclusive) of the string literal that opens at `i`. */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, text.length);
}

/**
 * The text rebuilt outside string literals by `skip`, which returns where to go on from `i`
 * (dropping what lies between) or null to keep the character; strings are copied whole.
 */
function outsideStrings(text: string, skip: (i: number) => number | null): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    const next = skip(i);
    if (next === null) out += text[i++];
    else i = next;
  }
  return out;
}

function commentEnd(text: string, i: number): number | null {
  if (text.startsWith('//', i)) {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end;
  }
  if (!text.startsWith('/*', i)) return null;
  const end = text.indexOf('*/', i + 2);
  return end === -1 ? text.length : end + 2;
}

const CLOSES = /\s*[}\]]/y;

function closesNext(text: string, at: number): boolean {
  CLOSES.lastIndex = at;
  return CLOSES.test(text);
}

/** The text with `//` and block comments and trailing commas removed; strings kept as they are. */
export function stripJsonc(text: string): string {
  const bare = outsideStrings(text, (i) => commentEnd(text, i));
  return outsideStrings(bare, (i) => (bare[i] === ',' && closesNext(bare, i + 1) ? i + 1 : null));
}

/** The parsed value, or null when the text is not JSON once comments are out. */
export function parseJsonc(text: string): unknown {
  try {
    return JSON.parse(stripJsonc(text)) as unknown;
  } catch {
    return null;
  }
}
