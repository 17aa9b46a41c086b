// Makes untrusted text (paths, tool output) safe to print on one line.

/** Escapes control characters (newlines, tabs, ESC...) so a path stays on one visible line. */
export function escapeControlChars(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the target.
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (ch) => {
    if (ch === '\n') return '\\n';
    if (ch === '\r') return '\\r';
    if (ch === '\t') return '\\t';
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
