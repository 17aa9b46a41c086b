// The runners that fetch a tool by name and run it: npx, pnpx, bunx, uvx, `uv tool run`,
// `pipx run`. Past their own options (and their values) is the tool's command line.
import { toolName } from './command-words.js';

/** Per runner, its options that take a value (`uvx --with tox-uv tox`: `tox-uv` is no tool). */
const VALUE_OPTIONS: Record<string, readonly string[]> = {
  npx: ['-p', '--package', '-c', '--call'],
  pnpx: [],
  bunx: ['-p', '--package'],
  uvx: [
    '--from',
    '--with',
    '-w',
    '--with-editable',
    '--with-requirements',
    '--python',
    '-p',
    '--index',
    '--default-index',
    '--index-url',
    '-i',
    '--extra-index-url',
    '--find-links',
    '-f',
    '--constraints',
    '-c',
    '--overrides',
    '--build-constraints',
    '-b',
    '--directory',
    '--project',
    '--env-file',
    '--cache-dir',
    '--config-file',
    '--python-preference',
    '--resolution',
    '--prerelease',
    '--index-strategy',
    '--keyring-provider',
    '--link-mode',
    '--refresh-package',
    '--reinstall-package',
    '--upgrade-package',
    '-P',
    '--color',
  ],
  pipx: ['--spec', '--python', '--pip-args', '--index-url', '-i', '--backend', '--fetch-python'],
};

/** A tool an exec runner starts: the runner that fetches it, and its own words. */
export interface ExecTarget {
  /** The runner that must be installed for the tool to run (`uvx` also for `uv tool run`). */
  runner: string;
  /** `uvx` and `pipx run` install what they run: the tool needs nothing else on PATH. */
  fetches: boolean;
  words: string[];
}

function pastOptions(args: readonly string[], valued: readonly string[]): string[] {
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-') && args[i] !== '--')
    i += valued.includes(args[i]!) ? 2 : 1;
  if (args[i] === '--') i += 1;
  return args.slice(i);
}

/** `tox@4.23` / `tox==4.23` (uvx's and pipx's version pins) → `tox`. */
function unpinned(words: string[]): string[] {
  const [first, ...rest] = words;
  if (first === undefined || first.startsWith('@')) return words;
  return [first.replace(/(@|[=<>~!]=).*$/, ''), ...rest];
}

/**
 * The command an exec runner starts: `uvx --with tox-uv tox -e py311` → `tox -e py311` (runner
 * uvx), `uv tool run tox`, `pipx run --spec tox==4 tox`, `npx -p pkg bin`; null for other words.
 */
export function execTarget(tool: string, args: readonly string[]): ExecTarget | null {
  const name = toolName(tool);
  if (name === 'uv' && args[0] === 'tool' && args[1] === 'run')
    return {
      runner: 'uv',
      fetches: true,
      words: unpinned(pastOptions(args.slice(2), VALUE_OPTIONS.uvx!)),
    };
  if (name === 'pipx')
    return args[0] === 'run'
      ? {
          runner: 'pipx',
          fetches: true,
          words: unpinned(pastOptions(args.slice(1), VALUE_OPTIONS.pipx!)),
        }
      : null;
  const valued = VALUE_OPTIONS[name];
  if (valued === undefined) return null;
  const words = pastOptions(args, valued);
  return name === 'uvx'
    ? { runner: 'uvx', fetches: true, words: unpinned(words) }
    : { runner: name, fetches: false, words };
}
