// Removes terminal escape sequences so tool output can be matched and shown verbatim without colour.

// CSI (colours, cursor moves), OSC (titles, hyperlinks; ended by BEL or ESC \) and two-byte escapes.
// The 8-bit CSI introducer (U+009B) is matched too: some tools emit it.
const ANSI_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b[@-Z\\-_]/g;

export function stripAnsi(text: string): string {
  return text.includes('\u001b') || text.includes('\u009b') ? text.replace(ANSI_PATTERN, '') : text;
}

/** Splits tool output into lines without colour codes or carriage returns. */
export function toLines(text: string): string[] {
  return stripAnsi(text).replace(/\r\n?/g, '\n').split('\n');
}
