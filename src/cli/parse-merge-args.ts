// Parses `testlock merge [--json PATH|-] [--expect NAME,...] REPORT...` into options.
import { resolve } from 'node:path';
import { UsageError } from '../errors.js';
import { strictParse } from './strict-parse.js';

export interface MergeOptions {
  command: 'merge';
  json: string | null;
  /** Part names that must be present; empty = the parts found. */
  expect: string[];
  /** Report files, or folders holding them. */
  inputs: string[];
}

const MERGE_FLAGS = { json: { type: 'string' }, expect: { type: 'string' } } as const;

export function parseMergeArgs(args: readonly string[], cwd: string): MergeOptions {
  const parsed = strictParse(args, MERGE_FLAGS, 'merge', true);
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
