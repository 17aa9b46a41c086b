// The action's inputs, read once from `INPUT_*` like @actions/core and validated into a plain
// object; an invalid input is an InputError whose one-line message names it.
import { join } from 'node:path';
import type { CheckKind, TestChangePolicy } from '../core/model.js';
import type { UnverifiedConclusion } from '../core/model-outcome.js';
import { parseShard, type Shard } from '../core/sharding/shard.js';

export type Mode = 'run' | 'report' | 'merge' | 'projects';
/** When to keep a PR comment with the verdict: never, when the gate fails, or on every run. */
export type CommentPolicy = 'off' | 'on-failure' | 'always';

export interface Settings {
  token: string;
  baseRef: string | null;
  headRef: string | null;
  workingDirectory: string;
  /** null: the default path, which may be absent at the base commit. */
  config: string | null;
  commands: Partial<Record<CheckKind, string>>;
  timeoutMinutes: number | null;
  onTestChange: TestChangePolicy | null;
  allowLabel: string;
  checkName: string;
  mode: Mode;
  verdictPath: string;
  unverifiedConclusion: UnverifiedConclusion;
  annotationLimit: number;
  reportPath: string | null;
  /** With mode merge: the part names that must be there (a missing one fails the gate). */
  expectedReports: string[];
  /** With mode run: only this shard of the tests. */
  shard: Shard | null;
  /** With mode run: where to write the evidence bundle for a reviewer, or null. */
  evidencePath: string | null;
  comment: CommentPolicy;
}

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_CONFIG = '.github/testlock.yml';
export const DEFAULT_ALLOW_LABEL = 'testlock:allow-test-changes';

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** An input as @actions/core reads it: `INPUT_` + upper case, spaces to `_`, hyphens kept. */
export function readInput(env: Env, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function optional(env: Env, name: string): string | null {
  const value = readInput(env, name);
  return value === '' ? null : value;
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = readInput(env, name);
  if (value === '') return fallback;
  const found = allowed.find((option) => option === value);
  if (found === undefined) {
    throw new InputError(
      `Invalid input '${name}': '${value}'. Expected one of: ${allowed.join(', ')}.`,
    );
  }
  return found;
}

function positiveNumber(env: Env, name: string, integer: boolean): number | null {
  const value = readInput(env, name);
  if (value === '') return null;
  const parsed = Number(value);
  const valid = Number.isFinite(parsed) && (integer ? Number.isInteger(parsed) : true);
  if (!valid || parsed < 0 || (!integer && parsed === 0)) {
    const what = integer ? 'a whole number, 0 or more' : 'a number of minutes above 0';
    throw new InputError(`Invalid input '${name}': '${value}'. Expected ${what}.`);
  }
  return parsed;
}

function commands(env: Env): Partial<Record<CheckKind, string>> {
  const out: Partial<Record<CheckKind, string>> = {};
  const names: Array<[CheckKind, string]> = [
    ['test', 'test-command'],
    ['typecheck', 'typecheck-command'],
    ['lint', 'lint-command'],
  ];
  for (const [kind, input] of names) {
    const value = optional(env, input);
    if (value !== null) out[kind] = value;
  }
  return out;
}

function verdictPath(env: Env): string {
  const explicit = optional(env, 'verdict-path');
  if (explicit !== null) return explicit;
  const temp = env.RUNNER_TEMP ?? env.TMPDIR ?? '/tmp';
  return join(temp, 'testlock-report.json');
}

export function readSettings(env: Env): Settings {
  const config = optional(env, 'config');
  const checkName = optional(env, 'check-name') ?? 'testlock';
  if (/[\r\n]/.test(checkName))
    throw new InputError("Invalid input 'check-name': one line expected.");
  return {
    token: readInput(env, 'github-token'),
    baseRef: optional(env, 'base-ref'),
    headRef: optional(env, 'head-ref'),
    workingDirectory: (optional(env, 'working-directory') ?? '').replace(/^\.\/?$/, ''),
    config: config === DEFAULT_CONFIG ? null : config,
    commands: commands(env),
    timeoutMinutes: positiveNumber(env, 'timeout-minutes', false),
    onTestChange: optional(env, 'on-test-change')
      ? choice(env, 'on-test-change', ['fail', 'warn', 'ignore'] as const, 'fail')
      : null,
    allowLabel: optional(env, 'allow-label') ?? DEFAULT_ALLOW_LABEL,
    checkName,
    mode: choice(env, 'mode', ['run', 'report', 'merge', 'projects'] as const, 'run'),
    verdictPath: verdictPath(env),
    unverifiedConclusion: choice(
      env,
      'unverified-conclusion',
      ['failure', 'neutral'] as const,
      'failure',
    ),
    annotationLimit: positiveNumber(env, 'annotation-limit', true) ?? 200,
    reportPath: optional(env, 'report-path'),
    expectedReports: (optional(env, 'expected-reports') ?? '')
      .split(/[,\n]/)
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    shard: shard(env),
    evidencePath: optional(env, 'evidence-path'),
    comment: choice(env, 'comment', ['off', 'on-failure', 'always'] as const, 'off'),
  };
}

function shard(env: Env): Shard | null {
  const value = optional(env, 'shard');
  if (value === null) return null;
  try {
    return parseShard(value);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new InputError(`Invalid input 'shard': ${why}.`);
  }
}
