// Cuts shell text into its simple commands (at `|`, `&&`, `||`, `;`, `&`, newlines, `( )`,
// `$( )` and backticks), quotes kept intact, so every command a script runs can be looked at.

/** Characters that end a simple command outside quotes. */
const BREAKS = new Set(['|', '&', ';', '\n', '\r', '(', ')', '`']);

/** The text of each simple command in order, trimmed, empty ones and comments dropped. */
export function commandSegments(text: string): string[] {
  const segments: string[] = [];
  let current = '';
  const cut = (): void => {
    if (current.trim() !== '') segments.push(current.trim());
    current = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"') {
      const close = closingQuote(text, i);
      current += text.slice(i, close + 1);
      i = close + 1;
    } else if (c === '\\') {
      // A continuation joins lines; any other escape keeps the next character literal.
      current += text[i + 1] === '\n' ? ' ' : text.slice(i, i + 2);
      i += 2;
    } else if (c === '#' && (current === '' || /\s$/.test(current))) {
      const newline = text.indexOf('\n', i);
      i = newline < 0 ? text.length : newline;
    } else if (c === '$' && text[i + 1] === '(') {
      cut();
      i += 2;
    } else if (BREAKS.has(c)) {
      cut();
      i += 1;
    } else {
      current += c;
      i += 1;
    }
  }
  cut();
  return segments;
}

/** The index of the quote closing the one at `open` (the last index when unterminated). */
function closingQuote(text: string, open: number): number {
  const quote = text[open]!;
  let j = open + 1;
  while (j < text.length && text[j] !== quote) j += quote === '"' && text[j] === '\\' ? 2 : 1;
  return Math.min(j, text.length - 1);
}
