// The action's inputs, read once through @actions/core (runner-io.ts) and validated into a plain
// object; an invalid input is an InputError whose one-line message names it. No input is a boolean;
// expected-reports takes commas as well as lines, so it is split here, not by getMultilineInput.
import { join } from 'node:path';
import type { AddedTestsPolicy, TestChangePolicy } from '../core/model/anomaly.js';
import type { CheckKind } from '../core/model/check.js';
import type { UnverifiedConclusion } from '../core/model/outcome.js';
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
  /** How a test the PR adds is weighed; null: the config's. */
  addedTests: AddedTestsPolicy | null;
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

/** An input by its name in action.yml, trimmed; '' when not given. */
export type InputReader = (name: string) => string;

/** The variable an input arrives in, as @actions/core names it: spaces to `_`, hyphens kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

function optional(input: InputReader, name: string): string | null {
  const value = input(name);
  return value === '' ? null : value;
}

function choice<T extends string>(
  input: InputReader,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = input(name);
  if (value === '') return fallback;
  const found = allowed.find((option) => option === value);
  if (found === undefined) {
    throw new InputError(
      `Invalid input '${name}': '${value}'. Expected one of: ${allowed.join(', ')}.`,
    );
  }
  return found;
}

function positiveNumber(input: InputReader, name: string, integer: boolean): number | null {
  const value = input(name);
  if (value === '') return null;
  const parsed = Number(value);
  const valid = Number.isFinite(parsed) && (integer ? Number.isInteger(parsed) : true);
  if (!valid || parsed < 0 || (!integer && parsed === 0)) {
    const what = integer ? 'a whole number, 0 or more' : 'a number of minutes above 0';
    throw new InputError(`Invalid input '${name}': '${value}'. Expected ${what}.`);
  }
  return parsed;
}

function commands(input: InputReader): Partial<Record<CheckKind, string>> {
  const out: Partial<Record<CheckKind, string>> = {};
  const names: Array<[CheckKind, string]> = [
    ['test', 'test-command'],
    ['typecheck', 'typecheck-command'],
    ['lint', 'lint-command'],
  ];
  for (const [kind, name] of names) {
    const value = optional(input, name);
    if (value !== null) out[kind] = value;
  }
  return out;
}

function verdictPath(input: InputReader, env: Env): string {
  const explicit = optional(input, 'verdict-path');
  if (explicit !== null) return explicit;
  const temp = env.RUNNER_TEMP ?? env.TMPDIR ?? '/tmp';
  return join(temp, 'testlock-report.json');
}

/** The settings from the inputs; `env` gives the default verdict path's folder (RUNNER_TEMP). */
export function readSettings(input: InputReader, env: Env): Settings {
  const config = optional(input, 'config');
  const checkName = optional(input, 'check-name') ?? 'testlock';
  if (/[\r\n]/.test(checkName))
    throw new InputError("Invalid input 'check-name': one line expected.");
  return {
    token: input('github-token'),
    baseRef: optional(input, 'base-ref'),
    headRef: optional(input, 'head-ref'),
    workingDirectory: (optional(input, 'working-directory') ?? '').replace(/^\.\/?$/, ''),
    config: config === DEFAULT_CONFIG ? null : config,
    commands: commands(input),
    timeoutMinutes: positiveNumber(input, 'timeout-minutes', false),
    onTestChange: optional(input, 'on-test-change')
      ? choice(input, 'on-test-change', ['fail', 'warn', 'ignore'] as const, 'fail')
      : null,
    addedTests: optional(input, 'added-tests')
      ? choice(input, 'added-tests', ['evidence', 'critical'] as const, 'evidence')
      : null,
    allowLabel: optional(input, 'allow-label') ?? DEFAULT_ALLOW_LABEL,
    checkName,
    mode: choice(input, 'mode', ['run', 'report', 'merge', 'projects'] as const, 'run'),
    verdictPath: verdictPath(input, env),
    unverifiedConclusion: choice(
      input,
      'unverified-conclusion',
      ['failure', 'neutral'] as const,
      'failure',
    ),
    annotationLimit: positiveNumber(input, 'annotation-limit', true) ?? 200,
    reportPath: optional(input, 'report-path'),
    expectedReports: (optional(input, 'expected-reports') ?? '')
      .split(/[,\n]/)
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    shard: shard(input),
    evidencePath: optional(input, 'evidence-path'),
    comment: choice(input, 'comment', ['off', 'on-failure', 'always'] as const, 'off'),
  };
}

function shard(input: InputReader): Shard | null {
  const value = optional(input, 'shard');
  if (value === null) return null;
  try {
    return parseShard(value);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new InputError(`Invalid input 'shard': ${why}.`);
  }
}
