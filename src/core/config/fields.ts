// Reads untyped values parsed from YAML, failing with one line that names the file and the
// key path of the bad value, e.g. `.github/testlock.yml: 'tests.include[2]' must be a string`.
import { clipChars } from '../text/clip.js';

/** A config file that cannot be used; the message is one line, fit for stderr as is. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message.replace(/\s*[\r\n]+\s*/g, ' '));
    this.name = 'ConfigError';
  }
}

/** Where a value sits: the file and its key path ('' for the whole document). */
export interface Field {
  file: string;
  path: string;
}

export type Mapping = Record<string, unknown>;

export function child(field: Field, key: string): Field {
  return { file: field.file, path: field.path === '' ? key : `${field.path}.${key}` };
}

export function item(field: Field, index: number): Field {
  return { file: field.file, path: `${field.path}[${index}]` };
}

/** Text from the file, quoted on one line and cut short where long. */
export function quote(text: string): string {
  const shown = clipChars(text, 60);
  return `'${JSON.stringify(shown).slice(1, -1)}'`;
}

/** A value as an error message shows it: `'text'`, `3`, `null`, `a list`, `a mapping`. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a mapping';
  return String(value);
}

export function fail(field: Field, problem: string): never {
  throw new ConfigError(`${field.file}: '${field.path}' ${problem}`);
}

export function isMapping(value: unknown): value is Mapping {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function expectMapping(field: Field, value: unknown): Mapping {
  if (!isMapping(value)) fail(field, `must be a mapping (got ${describe(value)})`);
  return value;
}

export function expectKnownKeys(field: Field, mapping: Mapping, allowed: readonly string[]): void {
  const unknown = Object.keys(mapping).find((key) => !allowed.includes(key));
  if (unknown === undefined) return;
  const where = field.path === '' ? 'at top level' : `in '${field.path}'`;
  throw new ConfigError(
    `${field.file}: unknown key ${quote(unknown)} ${where} (expected one of: ${allowed.join(', ')})`,
  );
}

export function expectString(field: Field, value: unknown): string {
  if (typeof value !== 'string') fail(field, `must be a string (got ${describe(value)})`);
  if (value.trim() === '') fail(field, 'must not be empty');
  return value;
}

export function expectList(field: Field, value: unknown): unknown[] {
  if (!Array.isArray(value)) fail(field, `must be a list (got ${describe(value)})`);
  return value;
}

export function expectOneOf<T extends string>(
  field: Field,
  value: unknown,
  allowed: readonly T[],
): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined) {
    fail(field, `must be one of ${allowed.join(', ')} (got ${describe(value)})`);
  }
  return found;
}

/**
 * A repo-relative directory, normalized (`./pkg/` -> `pkg`, `./` -> `.`); nothing absolute
 * and nothing that climbs out of the repository.
 */
export function expectRelativeDir(field: Field, value: unknown): string {
  const text = expectString(field, value);
  const parts = text.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  const absolute = /^([\\/]|[A-Za-z]:)/.test(text);
  if (absolute || parts.includes('..')) {
    fail(field, `must be a relative path inside the repository (got ${quote(text)})`);
  }
  return parts.length === 0 ? '.' : parts.join('/');
}
