// Line numbers (1-based) of positions in a text, for anomalies that point at a line.

/** The line that holds character `offset`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let j = 0; j < offset && j < text.length; j++) if (text[j] === '\n') line++;
  return line;
}

/** The line of the first occurrence of `needle`, or null when the text has none. */
export function lineOfFirst(text: string, needle: string): number | null {
  const index = text.indexOf(needle);
  return index < 0 ? null : lineAt(text, index);
}
