// Turns the CLI's argv into a validated options object, or a UsageError with one line to show.
import { resolve } from 'node:path';
import type { AddedTestsPolicy, TestChangePolicy } from '../core/model/anomaly.js';
import type { CheckKind, CheckSchedule } from '../core/model/check.js';
import { parseShard, type Shard } from '../core/sharding/shard.js';
import { UsageError } from '../errors.js';
import { type MergeOptions, parseMergeArgs } from './parse-merge-args.js';
import { strictParse } from './strict-parse.js';

export type Command = 'verify' | 'plan' | 'inventory';

/** `--help` (of a command, or of testlock itself) or `--version`: print, exit 0. */
export interface InfoRequest {
  command: 'help' | 'version';
  topic: Command | 'merge' | null;
}

export interface CliOptions {
  command: Command;
  repo: string;
  base: string | null;
  head: string;
  json: string | null;
  config: string | null;
  workingDirectory: string;
  commands: Partial<Record<CheckKind, string>>;
  onTestChange: TestChangePolicy | null;
  /** How a test the PR adds is weighed; null: the config's. */
  addedTests: AddedTestsPolicy | null;
  timeoutMinutes: number | null;
  /** verify: how the checks share the machine (--parallel, --sequential). */
  schedule: CheckSchedule;
  /** verify: run only this shard of the tests. */
  shard: Shard | null;
  /** verify: run the locked suite at base too and mark pre-existing failures. */
  baseline: boolean;
  /** verify: where to write the evidence bundle (absolute), or null. */
  evidence: string | null;
  /** plan: list the projects of a monorepo and the matrix of those the PR touches. */
  projects: boolean;
  /** verify: a cached base inventory to read (absolute), or null; inventory: where to write it. */
  inventory: string | null;
  /** verify, plan: print how long each of testlock's stages took (stderr). */
  timings: boolean;
}

const FLAGS = {
  repo: { type: 'string' },
  base: { type: 'string' },
  head: { type: 'string' },
  json: { type: 'string' },
  config: { type: 'string' },
  'working-directory': { type: 'string' },
  'test-command': { type: 'string' },
  'typecheck-command': { type: 'string' },
  'lint-command': { type: 'string' },
  'on-test-change': { type: 'string' },
  'added-tests': { type: 'string' },
  'timeout-minutes': { type: 'string' },
  parallel: { type: 'boolean' },
  sequential: { type: 'boolean' },
  baseline: { type: 'boolean' },
  evidence: { type: 'string' },
  shard: { type: 'string' },
  projects: { type: 'boolean' },
  inventory: { type: 'string' },
  out: { type: 'string' },
  timings: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const VERIFY_ONLY = [
  'test-command',
  'typecheck-command',
  'lint-command',
  'on-test-change',
  'timeout-minutes',
  'parallel',
  'sequential',
  'baseline',
  'evidence',
  'shard',
] as const;

const INVENTORY_TOO = ['test-command', 'typecheck-command', 'lint-command', 'timeout-minutes'];

/** Parses argv (without node and script): options, or a request for help or the version. */
export function parseCliArgs(
  argv: readonly string[],
  cwd: string,
): CliOptions | MergeOptions | InfoRequest {
  const [command, ...rest] = argv;
  // No arguments at all is a usage error (exit 2) that shows the usage; asking is not.
  if (command === undefined)
    throw new UsageError('a command is needed: verify, plan, inventory or merge');
  if (command === '--help' || command === '-h' || command === 'help') {
    const topic = rest[0];
    const known =
      topic === 'verify' || topic === 'plan' || topic === 'inventory' || topic === 'merge';
    return { command: 'help', topic: known ? topic : null };
  }
  if (command === '--version' || command === '-V') return { command: 'version', topic: null };
  if (command === 'merge') {
    return rest.includes('--help') || rest.includes('-h')
      ? { command: 'help', topic: 'merge' }
      : parseMergeArgs(rest, cwd);
  }
  if (command !== 'verify' && command !== 'plan' && command !== 'inventory') {
    throw new UsageError(
      `unknown command '${command}' (expected verify, plan, inventory or merge)`,
    );
  }
  if (rest.includes('--help') || rest.includes('-h')) return { command: 'help', topic: command };
  const values = parseFlags(rest, command);
  if (command === 'plan') {
    const misplaced = [...VERIFY_ONLY, 'inventory' as const].find((f) => values[f] !== undefined);
    if (misplaced) throw new UsageError(`--${misplaced} applies to verify, not plan`);
  } else if (values.projects !== undefined) {
    throw new UsageError(`--projects applies to plan, not ${command}`);
  }
  if (command === 'inventory') {
    // The commands and the timeout shape the listing (and its key) as they shape verify's.
    const shaping: readonly string[] = INVENTORY_TOO;
    const misplaced = [...VERIFY_ONLY, 'inventory' as const, 'json' as const].find(
      (flag) => !shaping.includes(flag) && values[flag] !== undefined,
    );
    if (misplaced) throw new UsageError(`--${misplaced} applies to verify, not inventory`);
    if (values.timings !== undefined) throw new UsageError('--timings applies to verify and plan');
    if (values.out === undefined) throw new UsageError('--out is required (the file to write)');
  } else if (values.out !== undefined) {
    throw new UsageError(`--out applies to inventory, not ${command}`);
  }
  const json = nonEmpty(values.json, 'json') ?? null;
  return {
    command,
    // Relative paths are relative to the caller's cwd, not to this process's.
    repo: resolve(cwd, nonEmpty(values.repo, 'repo') ?? '.'),
    base: nonEmpty(values.base, 'base') ?? null,
    head: nonEmpty(values.head, 'head') ?? 'HEAD',
    json: json === null || json === '-' ? json : resolve(cwd, json),
    config: nonEmpty(values.config, 'config') ?? null,
    workingDirectory: values['working-directory'] ?? '',
    commands: explicitCommands(values),
    onTestChange: policy(values['on-test-change']),
    addedTests: addedTests(values['added-tests']),
    timeoutMinutes: minutes(values['timeout-minutes']),
    schedule: schedule(values),
    baseline: values.baseline ?? false,
    evidence: evidencePath(values.evidence, cwd),
    shard: shard(values.shard),
    projects: values.projects ?? false,
    inventory: inventoryPath(command === 'inventory' ? values.out : values.inventory, cwd),
    timings: values.timings ?? false,
  };
}

type FlagValues = ReturnType<typeof parseFlags>;

function parseFlags(args: string[], command: Command) {
  return strictParse(args, FLAGS, command, false).values;
}

function nonEmpty(value: string | undefined, flag: string): string | undefined {
  if (value !== undefined && value.trim() === '') {
    throw new UsageError(`--${flag} needs a value`);
  }
  return value;
}

function explicitCommands(values: FlagValues): Partial<Record<CheckKind, string>> {
  const commands: Partial<Record<CheckKind, string>> = {};
  const pairs: Array<[CheckKind, string | undefined]> = [
    ['test', values['test-command']],
    ['typecheck', values['typecheck-command']],
    ['lint', values['lint-command']],
  ];
  for (const [kind, value] of pairs) {
    if (value !== undefined) commands[kind] = nonEmpty(value, `${kind}-command`) as string;
  }
  return commands;
}

function policy(value: string | undefined): TestChangePolicy | null {
  if (value === undefined) return null;
  if (value === 'fail' || value === 'warn' || value === 'ignore') return value;
  throw new UsageError(`--on-test-change must be fail, warn or ignore (got '${value}')`);
}

function addedTests(value: string | undefined): AddedTestsPolicy | null {
  if (value === undefined) return null;
  if (value === 'evidence' || value === 'critical') return value;
  throw new UsageError(`--added-tests must be evidence or critical (got '${value}')`);
}

function schedule(values: FlagValues): CheckSchedule {
  if (values.parallel && values.sequential)
    throw new UsageError('--parallel and --sequential cannot be used together');
  if (values.parallel) return 'all-at-once';
  return values.sequential ? 'one-at-a-time' : 'beside-tests';
}

function minutes(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new UsageError(`--timeout-minutes must be a positive number (got '${value}')`);
  }
  return n;
}

function shard(value: string | undefined): Shard | null {
  if (value === undefined) return null;
  try {
    return parseShard(value);
  } catch (error) {
    throw new UsageError(`--${error instanceof Error ? error.message : String(error)}`);
  }
}

function evidencePath(value: string | undefined, cwd: string): string | null {
  const given = nonEmpty(value, 'evidence');
  return given === undefined ? null : resolve(cwd, given);
}

function inventoryPath(value: string | undefined, cwd: string): string | null {
  if (value === undefined) return null;
  return resolve(cwd, nonEmpty(value, 'inventory') as string);
}
