// What a log line or a report field shows of a thrown value: its message, or its first line.

/** The message of anything thrown: an Error's `message`, else the value as a string. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The first line of a text (an error message, a tool's stderr), without the line break. */
export function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}
