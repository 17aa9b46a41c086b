// Reads the `checks:` section: commands that the project declares and that beat discovery.
import type { CheckKind } from '../model/check.js';
import {
  child,
  describe,
  expectKnownKeys,
  expectMapping,
  expectRelativeDir,
  expectString,
  type Field,
  fail,
  isMapping,
  type Mapping,
} from './fields.js';

/** A command to run for one check kind, as the config file declares it. */
export interface CheckCommand {
  /** Shell text, run with bash (like a workflow `run:` step). */
  run: string;
  /** Repo-relative directory, or null for the top-level `working-directory`. */
  workingDirectory: string | null;
  env: Record<string, string>;
}

/** `'off'` (written `false`): the project has no such check; it is not applicable. */
export type CheckSetting = CheckCommand | 'off';

/** Per check kind: null when the file says nothing (discovery decides). */
export interface ChecksConfig {
  test: CheckCommand | null;
  typecheck: CheckSetting | null;
  lint: CheckSetting | null;
}

const KINDS: readonly CheckKind[] = ['test', 'typecheck', 'lint'];
const COMMAND_KEYS: readonly string[] = ['run', 'working-directory', 'env'];
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function readEnv(field: Field, value: unknown): Record<string, string> {
  if (value === null || value === undefined) return {};
  const mapping = expectMapping(field, value);
  const env: Record<string, string> = {};
  for (const [name, raw] of Object.entries(mapping)) {
    const entry = child(field, name);
    if (!ENV_NAME.test(name)) fail(entry, 'is not a valid environment variable name');
    if (!['string', 'number', 'boolean'].includes(typeof raw)) {
      fail(entry, `must be a string, number or boolean (got ${describe(raw)})`);
    }
    env[name] = String(raw);
  }
  return env;
}

// Block scalars (`run: |`) end with a newline that is not part of the command.
function readRun(field: Field, value: unknown): string {
  return expectString(field, value).replace(/\n+$/, '');
}

function readCommandMapping(field: Field, mapping: Mapping): CheckCommand {
  expectKnownKeys(field, mapping, COMMAND_KEYS);
  if (mapping.run === undefined || mapping.run === null) fail(field, "must have a 'run' command");
  const directory = mapping['working-directory'];
  return {
    run: readRun(child(field, 'run'), mapping.run),
    workingDirectory:
      directory === undefined || directory === null
        ? null
        : expectRelativeDir(child(field, 'working-directory'), directory),
    env: readEnv(child(field, 'env'), mapping.env),
  };
}

function readSetting(field: Field, value: unknown): CheckSetting | null {
  if (value === null || value === undefined) return null;
  if (value === false) return 'off';
  if (typeof value === 'string')
    return { run: readRun(field, value), workingDirectory: null, env: {} };
  if (isMapping(value)) return readCommandMapping(field, value);
  return fail(field, `must be a command, a mapping with 'run', or false (got ${describe(value)})`);
}

/** `checks:`: `test`, `typecheck` and `lint`, each a command string or a mapping. */
export function readChecks(field: Field, value: unknown): ChecksConfig {
  if (value === null || value === undefined) return { test: null, typecheck: null, lint: null };
  const mapping = expectMapping(field, value);
  expectKnownKeys(field, mapping, KINDS);
  const test = readSetting(child(field, 'test'), mapping.test);
  if (test === 'off') {
    fail(child(field, 'test'), 'cannot be false: a gate without tests verifies nothing');
  }
  return {
    test,
    typecheck: readSetting(child(field, 'typecheck'), mapping.typecheck),
    lint: readSetting(child(field, 'lint'), mapping.lint),
  };
}
