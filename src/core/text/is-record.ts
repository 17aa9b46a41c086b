// The one test for "a plain object" that readers of parsed YAML, TOML and JSON share.

/** An object that is neither null nor an array: a mapping read from a parsed file. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
