// Parses `testlock merge [--json PATH|-] [--expect NAME,...] REPORT...` into options.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from '../errors.js';

export interface MergeOptions {
  command: 'merge';
  json: string | null;
  /** Part names that must be present; empty = the parts found. */
  expect: string[];
  /** Report files, or folders holding them. */
  inputs: string[];
}

export function parseMergeArgs(args: readonly string[], cwd: string): MergeOptions {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UsageError(message ?? 'invalid arguments');
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0)
    throw new UsageError('merge needs at least one report file or folder');
  const json = values.json ?? null;
  if (json !== null && json.trim() === '') throw new UsageError('--json needs a value');
  const expect = (values.expect ?? '')
    .split(/[,\n]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return {
    command: 'merge',
    json: json === null || json === '-' ? json : resolve(cwd, json),
    expect,
    inputs: positionals.map((input) => resolve(cwd, input)),
  };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    options: { json: { type: 'string' }, expect: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
}
