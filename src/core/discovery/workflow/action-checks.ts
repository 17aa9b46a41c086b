// CI steps that check through a known action (`uses: golangci/golangci-lint-action@v6`) rather
// than a `run:` line: each maps to the command the action runs, so the declared lint is found.
import { isRecord } from '../../text/is-record.js';

/** A `uses:` step read as the command line the action would run. */
export interface ActionCommand {
  /** `owner/repo` of the action, lower case. */
  action: string;
  /** The command line, `${{ }}` expressions left in for the step's own substitution. */
  run: string;
  /** The `with:` input that sets the folder (unresolved), if the action has one and it is set. */
  workingDirectory?: string;
}

/** The source prefix of a check mapped from an action: a missing tool is `tool-not-installed`. */
export const ACTION_SOURCE_PREFIX = 'action:';

type Inputs = Readonly<Record<string, string>>;

interface KnownAction {
  /** The command line from the step's inputs. */
  command(inputs: Inputs): string;
  /** The input naming the working directory. */
  directory?: string;
}

const joined = (...parts: Array<string | undefined>): string =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

const isTrue = (value: string | undefined): boolean => value?.trim().toLowerCase() === 'true';

/** `-D a -D b` from a list of lint names separated by spaces, commas or new lines. */
function lintFlags(flag: string, names: string | undefined): string[] {
  return (names ?? '')
    .split(/[\s,]+/)
    .filter((name) => name !== '')
    .map((name) => `${flag} ${name}`);
}

const ruff: KnownAction = {
  // Both actions run `ruff <args> <src>`; args defaults to `check`.
  command: (inputs) => joined('ruff', inputs.args?.trim() ? inputs.args : 'check', inputs.src),
};

const KNOWN: ReadonlyMap<string, KnownAction> = new Map([
  [
    'golangci/golangci-lint-action',
    {
      command: (inputs) => joined('golangci-lint run', inputs.args),
      directory: 'working-directory',
    },
  ],
  ['astral-sh/ruff-action', ruff],
  ['chartboost/ruff-action', ruff],
  ['actions-rs/clippy-check', { command: (inputs) => joined('cargo clippy', inputs.args) }],
  [
    'giraffate/clippy-action',
    { command: (inputs) => joined('cargo clippy', inputs.clippy_flags), directory: 'workdir' },
  ],
  [
    'auguwu/clippy-action',
    {
      command: (inputs) => {
        const lints = [
          ...lintFlags('-D', inputs.deny),
          ...lintFlags('-W', inputs.warn),
          ...lintFlags('-F', inputs.forbid),
        ];
        const clippyArgs = joined(inputs.args, ...lints);
        const cargoArgs = joined(
          isTrue(inputs['all-features']) ? '--all-features' : undefined,
          inputs['check-args'],
        );
        return joined(
          'cargo clippy',
          cargoArgs,
          clippyArgs === '' ? undefined : `-- ${clippyArgs}`,
        );
      },
      directory: 'working-directory',
    },
  ],
]);

/** `owner/repo` of a `uses:` value, lower case; null for local, docker or sub-folder actions. */
function actionName(uses: string): string | null {
  const match = /^([\w.-]+\/[\w.-]+)@\S+$/.exec(uses.trim());
  return match ? match[1]!.toLowerCase() : null;
}

function inputsOf(raw: unknown): Record<string, string> {
  const inputs: Record<string, string> = {};
  if (!isRecord(raw)) return inputs;
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') inputs[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') inputs[key] = String(value);
  }
  return inputs;
}

/** The command a known check action runs, or null for any other `uses:`. */
export function actionCommand(uses: unknown, withValues: unknown): ActionCommand | null {
  if (typeof uses !== 'string') return null;
  const action = actionName(uses);
  const known = action === null ? undefined : KNOWN.get(action);
  if (action === null || known === undefined) return null;
  const inputs = inputsOf(withValues);
  // A multi-line input is one argument list: the action joins its lines with spaces.
  const flat = Object.fromEntries(
    Object.entries(inputs).map(([key, value]) => [key, value.replace(/\s*\n\s*/g, ' ').trim()]),
  );
  const dir = known.directory === undefined ? undefined : flat[known.directory];
  return {
    action,
    run: known.command(flat),
    ...(dir === undefined || dir === '' ? {} : { workingDirectory: dir }),
  };
}
