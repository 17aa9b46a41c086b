// node:util parseArgs with testlock's message style: one lowercase line naming the flag, and
// for an unknown flag the nearest known one (`unknown option '--bse'; did you mean --base?`).
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from '../errors.js';
import { nearest } from './suggest.js';

type Options = NonNullable<ParseArgsConfig['options']>;

function quoted(message: string): string {
  return /'([^']*)'/.exec(message)?.[1] ?? '';
}

/** Why parseArgs refused `args`, said in one line; `command` names where the flags belong. */
function usageError(error: unknown, options: Options, command: string): UsageError {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const flag = quoted(message);
    const name = flag.replace(/^-+/, '').split('=')[0] ?? '';
    const guess = nearest(name, Object.keys(options));
    const hint = guess === null ? `see 'testlock ${command} --help'` : `did you mean --${guess}?`;
    return new UsageError(`unknown option '${flag}' for ${command}; ${hint}`);
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = quoted(message).split(' ')[0] ?? '';
    return new UsageError(
      /argument missing/.test(message) ? `${flag} needs a value` : `${flag} takes no value`,
    );
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return new UsageError(`unexpected argument '${quoted(message)}' for ${command}`);
  }
  return new UsageError(message.split('\n', 1)[0] ?? 'invalid arguments');
}

export function strictParse<T extends Options>(
  args: readonly string[],
  options: T,
  command: string,
  allowPositionals: boolean,
) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals, strict: true });
  } catch (error) {
    throw usageError(error, options, command);
  }
}
