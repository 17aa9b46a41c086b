// A JavaScript coverage wrapper (`c8 npm test`, `nyc mocha`) that CI installs at run time but
// this machine lacks: the wrapped command is the suite, so it runs without the wrapper.
import { skipOptions, toolName } from './command-words.js';

const WRAPPERS = new Set(['c8', 'nyc']);
/** Options of c8/nyc that take a value as the next word (classify reads past them too). */
export const COVERAGE_VALUE_OPTIONS = [
  '-r',
  '--reporter',
  '-n',
  '--include',
  '-x',
  '--exclude',
  '-o',
  '--reports-dir',
  '--report-dir',
  '--temp-directory',
  '--temp-dir',
  '--src',
  '-e',
  '--extension',
  '--lines',
  '--branches',
  '--functions',
  '--statements',
];
/** With these the wrapper is itself a gate (it fails under a threshold): never dropped. */
const GATE_OPTION = /^(--check-coverage|--100|--branches|--functions|--lines|--statements)(=|$)/;
/** Sub-commands that are not a wrapped run. */
const OWN_VERBS = new Set(['report', 'check-coverage', 'merge', 'instrument']);

/**
 * The wrapped command of `words` when its first word is a coverage wrapper that is not
 * installed while the wrapped tool is; else undefined (the words run as written).
 */
export function unwrapMissingCoverage(
  words: readonly string[],
  isInstalled: (tool: string) => boolean,
): string[] | undefined {
  const first = words[0];
  if (first === undefined || !WRAPPERS.has(toolName(first)) || first.includes('/')) return;
  if (isInstalled(first)) return;
  const args = words.slice(1);
  if (args.some((a) => GATE_OPTION.test(a))) return;
  const inner = args.slice(skipOptions(args, COVERAGE_VALUE_OPTIONS));
  const tool = inner[0];
  if (tool === undefined || OWN_VERBS.has(tool) || !isInstalled(tool)) return;
  return inner;
}
