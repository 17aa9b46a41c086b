// Where pytest's changed lines are recorded by testlock's own recorder (lines-source.ts) rather
// than coverage.py: in a run that measures no coverage, for the changed Python files, where the
// witness that carries the recorder reaches pytest.
import type { Check } from '../../model/check.js';
import type { InstrumentContext } from '../../run/instrumented.js';

const PY = /\.py$/;

/**
 * Where the check may set its own PYTHONPATH on the runner's line or start Python isolated
 * (`-I`, `-E`: PYTHONPATH ignored), `-p` would name a module pytest cannot import and break an
 * honest run: there the witness (and the recorder with it) is left out.
 */
const RESETS_PATH = /\bPYTHONPATH\b|\benv\s+-i\b|\bpython[\d.]*\s+-[a-zA-Z]*[IE]/;

/** Whether a module in testlock's private folder reaches the check's pytest through PYTHONPATH. */
export function keepsPythonPath(check: Check): boolean {
  return !RESETS_PATH.test([check.script, check.command, ...check.args].join(' '));
}

/** The recorder's config for this check (absolute paths), or null where it records nothing. */
export function recordedLines(check: Check, context: InstrumentContext): LinesConfig | null {
  return keepsPythonPath(check) ? linesConfig(context) : null;
}

export interface LinesConfig {
  /** The changed Python files, absolute. */
  files: string[];
  /** Where each process appends its records. */
  out: string;
}

/** The recorder's config where the witness reaches pytest (its moreFiles), or null. */
export function linesConfig(context: InstrumentContext): LinesConfig | null {
  if (!context.withoutCoverage) return null;
  const files = (context.traceChanged ?? []).filter((path) => PY.test(path));
  return files.length === 0 ? null : { files, out: `${context.outDir}/lines.jsonl` };
}
