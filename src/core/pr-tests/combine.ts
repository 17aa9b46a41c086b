// The pass's per-test outcomes, head beside base: from the results each side's run wrote (the same
// reading the locked run gets), a test head ran that base did not is one base could not load.
import type { CheckOutcome } from '../model/outcome.js';
import type {
  BaseOutcome,
  HeadOutcome,
  PrTest,
  PrTestFailure,
  PrTestsResult,
} from '../model/pr-tests.js';
import type { TestFailure } from '../model/results.js';
import { formatDuration } from '../run/check-summary.js';
import type { RunnerName } from '../runners/names.js';
import { profileOf } from '../runners/registry.js';

/** One run of the pass on both sides. */
export interface SidesRun {
  runner: RunnerName | null;
  /** Repository-relative files the run selected. */
  files: readonly string[];
  head: CheckOutcome;
  base: CheckOutcome;
}

type Status = 'passed' | 'failed' | 'skipped';

interface SideTests {
  /** key → id and status, in the order the results name them. */
  tests: Map<string, { id: string; status: Status; message: string }>;
}

// A failure's id where the results give one (jest names a failure `describe › title` and the
// test `file > describe > title`), else the name it is printed with.
const failureId = (failure: TestFailure): string => failure.id ?? failure.name;

function sideTests(outcome: CheckOutcome, key: (id: string) => string): SideTests {
  const tests = new Map<string, { id: string; status: Status; message: string }>();
  const failures = new Map<string, string>();
  for (const failure of outcome.tests?.failures ?? [])
    failures.set(key(failureId(failure)), failure.message);
  const skipped = new Set((outcome.runIds?.skipped ?? []).map(key));
  // A file named beside its tests is those tests; one that failed to run is a test of its own.
  const files = new Set((outcome.runIds?.files ?? []).map(key));
  for (const id of outcome.runIds?.ran ?? []) {
    const k = key(id);
    const message = failures.get(k);
    if (files.has(k) && message === undefined) continue;
    const status: Status = message !== undefined ? 'failed' : skipped.has(k) ? 'skipped' : 'passed';
    tests.set(k, { id, status, message: message ?? '' });
  }
  // A failure the ids do not name (a file that failed to load) is a test of its own.
  for (const failure of outcome.tests?.failures ?? []) {
    const k = key(failureId(failure));
    if (!tests.has(k))
      tests.set(k, { id: failureId(failure), status: 'failed', message: failure.message });
  }
  return { tests };
}

/** Why a run failed as a whole where no test of it is named failing (a hang, an import error). */
function runProblem(outcome: CheckOutcome): string | null {
  const { result } = outcome;
  if (result.timedOut) return `timed out after ${formatDuration(result.durationMs)}`;
  if (outcome.invalidated) return outcome.invalidated;
  if (!result.ok) return result.summary;
  return null;
}

function identity(id: string): string {
  return id;
}

/** Head and base outcomes of every test of the pass, with the counts of SPEC 3b. */
export function combineSides(files: readonly string[], runs: readonly SidesRun[]): PrTestsResult {
  const tests: PrTest[] = [];
  let failure: PrTestFailure | null = null;
  for (const run of runs) {
    const key = (run.runner && profileOf(run.runner).listing?.key) || identity;
    const head = sideTests(run.head, key);
    const base = sideTests(run.base, key);
    for (const [k, test] of head.tests) {
      // A test base's run does not name could not even load there (what it tests is new).
      const baseOutcome: BaseOutcome = base.tests.get(k)?.status ?? 'error';
      tests.push({ id: test.id, head: test.status as HeadOutcome, base: baseOutcome });
      if (test.status === 'failed' && failure === null) {
        failure = { name: test.id, message: test.message };
      }
    }
    // A hang, or a run that names no test (an import error): its files fail at head. A run whose
    // tests all passed but that exited non-zero (a coverage floor the subset cannot reach) is not
    // blamed on the PR's tests: that would be a failure testlock invented.
    const problem = runProblem(run.head);
    const blamed = run.head.result.timedOut || head.tests.size === 0;
    const anyFailed = [...head.tests.values()].some((t) => t.status === 'failed');
    if (problem !== null && blamed && !anyFailed) {
      // The run failed with no test to blame: its files fail at head, as CI would be red.
      const id = run.files.join(' ');
      tests.push({ id, head: 'failed', base: runProblem(run.base) === null ? 'passed' : 'error' });
      failure ??= { name: id, message: problem };
    }
  }
  const passedAtHead = tests.filter((t) => t.head === 'passed');
  return {
    report: {
      files: [...files],
      tests_run: tests.filter((t) => t.head !== 'skipped').length,
      tests_passed: passedAtHead.length,
      tests_failed: tests.filter((t) => t.head === 'failed').length,
      fail_at_base: passedAtHead.filter((t) => t.base === 'failed' || t.base === 'error').length,
      pass_at_base: passedAtHead.filter((t) => t.base === 'passed').length,
      tests,
    },
    failure,
    headLines: runs.flatMap((run) => (run.head.lines ? [run.head.lines] : [])),
  };
}
