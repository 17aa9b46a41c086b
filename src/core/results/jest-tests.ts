// Reads a jest check's `--json` report as the witness beside its console summary: believed only
// where the two agree, so a report forged (or broken) by the code under test never hides a failure.
import type { TestRun } from '../model/results.js';
import { parseJestJson } from './jest-json/parse-jest-json.js';
import type { ParsedTests, ResultFiles } from './result-files.js';

const REPORT = 'the jest JSON report';

/**
 * `cwd`: the folder jest ran in; `printed`: what its console summary says (null: none). Either
 * the tests as read, or the report's run, to be compared with the console by the caller.
 */
export function jestTests(
  cwd: string,
  files: ResultFiles,
  printed: TestRun | null,
): ParsedTests | { reported: TestRun; report: string } {
  // With `--coverage` jest puts the whole coverage map in the report, which a large project can
  // take past the size cap: the console alone is read then, as before there was a report.
  if (files.jestJsonProblem && /larger than/.test(files.jestJsonProblem)) {
    return { tests: printed, problem: null, witnesses: null };
  }
  if (files.jestJsonProblem) {
    // Only the check's own processes could have put such a thing at testlock's private path.
    return { tests: printed, problem: null, witnesses: `${files.jestJsonProblem} (jest JSON)` };
  }
  // jest writes the file whenever it finishes a run; exit 0 without it is not jest's doing.
  if (!files.jestJson) {
    return { tests: printed, problem: 'no jest JSON report was written', witnesses: null };
  }
  // A project whose reporters print no summary (`reporters: ['jest-junit']`) has one witness
  // only: it is read as before, from the console, and never from the report alone.
  if (printed === null) return { tests: null, problem: null, witnesses: null };
  let reported: TestRun;
  try {
    reported = parseJestJson(files.jestJson, cwd).run;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { tests: printed, problem: null, witnesses: `${REPORT} is unreadable (${why})` };
  }
  return { reported, report: REPORT };
}
