// Reads a JSON coverage report defensively: a report is input from the checked code, not trusted.
import { ParseError } from '../parse-error.js';

export function parseJson(format: string, content: string): unknown {
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new ParseError(format, `not JSON: ${(error as Error).message}`);
  }
}

/** The value at `path` in nested objects, or undefined. */
export function pick(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A count: a non-negative integer, else ParseError naming the field. */
export function count(format: string, value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new ParseError(format, `missing or invalid ${field}`);
}
