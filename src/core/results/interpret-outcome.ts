// Reads one finished check: counts and failures from its report (JUnit, go -json) or console,
// coverage, type/lint errors, and whether the exit status and the parsed report agree.

import { splitScript } from '../discovery/commands/script-lines.js';
import { leadingWords } from '../discovery/commands/shell-words.js';
import type { CheckResult } from '../model/check.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { CoverageTotals, Diagnostic, FileLines, TestRun } from '../model/results.js';
import type { CoverageFormat, Instrumented } from '../run/instrumented.js';
import { runsScriptFile } from '../run/script-file.js';
import { simpleWords, toolWords } from '../run/tool-words.js';
import { runnerOf } from '../runners/recognise.js';
import { runnerProfile } from '../runners/registry.js';
import { detectConsole } from './console/detect-console.js';
import { parseConsole } from './console/parse-console.js';
import { sumScriptRuns } from './console/script-runs.js';
import {
  istanbulFinalTotals,
  lcovTotals,
  lineCoverage,
  pythonLinesTotals,
} from './coverage/line-coverage.js';
import { parseCoveragePy } from './coverage/parse-coverage-py.js';
import { parseGcovrSummary } from './coverage/parse-gcovr-summary.js';
import { parseGoCoverprofile } from './coverage/parse-go-coverprofile.js';
import { parseIstanbulSummary } from './coverage/parse-istanbul-summary.js';
import { thresholdNotMet } from './coverage-threshold.js';
import { anyToolDiagnostics, parseDiagnostics } from './diagnostics/parse-diagnostics.js';
import { parseGoTestJson } from './go-json/parse-go-test-json.js';
import { jestTests } from './jest-tests.js';
import { parseJunit } from './junit/parse-junit.js';
import type { ParsedTests, ResultFiles } from './result-files.js';

const COVERAGE_PARSERS: Record<CoverageFormat, (content: string) => CoverageTotals> = {
  'coverage-py-json': parseCoveragePy,
  'istanbul-summary': parseIstanbulSummary,
  'istanbul-final': istanbulFinalTotals,
  'go-coverprofile': parseGoCoverprofile,
  'gcovr-summary': parseGcovrSummary,
  'python-lines': pythonLinesTotals,
  lcov: lcovTotals,
};

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The console summary of the check's runner, or of any known runner the output shows. */
function consoleRun(prepared: Instrumented, output: string): TestRun | null {
  const own = prepared.runner === null ? null : parseConsole(prepared.runner, output);
  return own ?? detectConsole(output)?.tests ?? null;
}

/** Whether a package script's command starts a test runner testlock reads (`vitest run`, `jest`). */
function startsRunner(command: string): boolean {
  const words = simpleWords(command);
  return words !== null && runnerOf(words) !== null;
}

function parseTests(prepared: Instrumented, files: ResultFiles): ParsedTests {
  const output = `${files.stdout}\n${files.stderr}`;
  if (prepared.goJson) {
    try {
      // Go before 1.24 prints build errors on stderr only, outside the JSON stream.
      return { tests: parseGoTestJson(output), problem: null, witnesses: null };
    } catch (error) {
      return {
        tests: null,
        problem: `unreadable go test -json output (${message(error)})`,
        witnesses: null,
      };
    }
  }
  const printed = consoleRun(prepared, output);
  if (prepared.jestJson) {
    const read = jestTests(prepared.jestJson.cwd, files, printed);
    if (!('reported' in read)) return read;
    const witnesses = compareWitnesses(read.reported, printed, read.report);
    return { tests: read.reported, problem: null, witnesses };
  }
  // Where the console is all there is, every script's summary counts, not only the last one's;
  // beside a report, the console is a witness of the one run the report is of.
  const fromConsole = (problem: string | null): ParsedTests => {
    const summed = sumScriptRuns(
      files.inOrder ?? output,
      (part) => consoleRun(prepared, part),
      startsRunner,
    );
    if (summed === null) return { tests: printed, problem, witnesses: null };
    if ('missing' in summed) return { tests: printed, problem: summed.missing, witnesses: null };
    return { tests: summed.run, problem, witnesses: null };
  };
  if (prepared.junit === null) return fromConsole(null);
  if (files.junitProblem) {
    // Only the check's own processes could have put such a thing at testlock's private path.
    return { tests: printed, problem: null, witnesses: `${files.junitProblem} (JUnit)` };
  }
  if (files.junit === null) {
    return fromConsole(prepared.junitRequired ? 'no JUnit report was written' : null);
  }
  let reported: TestRun;
  // A runner whose report says more than JUnit's elements (ctest's `status`) reads its own.
  const own = prepared.runner === null ? undefined : runnerProfile(prepared.runner)?.junit;
  try {
    reported = (own?.parse ?? parseJunit)(files.junit);
  } catch (error) {
    return {
      tests: printed,
      problem: null,
      witnesses: `the JUnit report is unreadable (${message(error)})`,
    };
  }
  return { tests: reported, problem: null, witnesses: compareWitnesses(reported, printed) };
}

/**
 * Report and console are two witnesses of one run; code in the run that forges one must forge
 * the other the same way. Legitimate differences: pytest counts a passed test that errored in
 * teardown as `1 passed, 1 error` where JUnit has one failed case, and vitest counts a suite that
 * did not load as a failed test that JUnit may not list. So failed must agree on "any failed",
 * and passed exactly, except for as many tests as the console says errored or failed.
 */
export function compareWitnesses(
  reported: TestRun,
  printed: TestRun | null,
  report = 'the JUnit report',
): string | null {
  if (printed === null) {
    return `${report} lists ${reported.total} tests but the output shows no runner's summary`;
  }
  if (reported.failed > 0 !== printed.failed > 0) {
    return `${report} has ${reported.failed} failed tests, the console summary ${printed.failed}`;
  }
  if (Math.abs(reported.passed - printed.passed) > printed.failed) {
    return `${report} has ${reported.passed} passed tests, the console summary ${printed.passed}`;
  }
  return null;
}

/** The runner's own summary says every test passed, read from its console or a consistent report. */
function allPassed(tests: TestRun | null): tests is TestRun {
  return tests !== null && tests.failed === 0 && tests.total > 0;
}

/**
 * A failing exit that a command after the runner explains (`xo && ava && tsd` where tsd failed):
 * the check failed, truly, but nothing was forged. Only when the runner is known, its report agrees
 * with its console, and it reported no failure: a runner that reported failures fails as such.
 */
export function laterCommandFailed(
  result: CheckResult,
  parsed: ParsedTests,
  prepared: Instrumented,
): string | null {
  const later = prepared.laterCommands ?? [];
  if (result.timedOut || result.exitCode === null || result.exitCode === 0) return null;
  if (prepared.runner === null || later.length === 0 || parsed.witnesses !== null) return null;
  if (!allPassed(parsed.tests)) return null;
  const named = later.join(' ; ').slice(0, 60);
  return `exit ${result.exitCode} after the tests passed: a later command in the chain failed (${named})`;
}

/** How the exit status and the parsed results disagree, or null when they agree. */
export function disagreement(result: CheckResult, parsed: ParsedTests): string | null {
  if (result.timedOut || result.exitCode === null) return null;
  if (parsed.witnesses !== null) return parsed.witnesses;
  const { tests } = parsed;
  if (result.exitCode === 0) {
    if (parsed.problem !== null && tests === null) return `exit 0 but ${parsed.problem}`;
    if (parsed.problem !== null) return `exit 0 but ${parsed.problem} (the output shows a run)`;
    if (tests !== null && tests.failed > 0)
      return `exit 0 but the report has ${tests.failed} failed tests`;
    return null;
  }
  if (allPassed(tests)) {
    return `exit ${result.exitCode} but the report says all ${tests.total} tests passed or were skipped`;
  }
  return null;
}

function parseCoverage(prepared: Instrumented, files: ResultFiles): CoverageTotals | null {
  if (prepared.coverage === null || files.coverage === null || files.coverageProblem) return null;
  // Only the changed files were traced: their totals are not the project's coverage.
  if (prepared.coverage.scope === 'changed') return null;
  try {
    return COVERAGE_PARSERS[prepared.coverage.format](files.coverage);
  } catch {
    return null;
  }
}

/** The run's coverage line by line: from the report that carries lines, the main one or its twin. */
export function linesOf(prepared: Instrumented, files: ResultFiles): FileLines[] | null {
  const coverage = prepared.coverage;
  if (coverage === null) return null;
  if (coverage.lines !== undefined) {
    if (files.coverageLines == null || files.coverageLinesProblem) return null;
    return lineCoverage(coverage.lines.format, files.coverageLines);
  }
  if (files.coverage === null || files.coverageProblem) return null;
  return lineCoverage(coverage.format, files.coverage);
}

/**
 * The tool a check's diagnostics are read as: its command's, or for a script its last line's
 * (a compiled project's type check is `cmake …` lines ending in the build).
 */
function checkTool(result: CheckResult): string {
  if (!runsScriptFile(result)) return diagnosticTool([result.command, ...result.args]);
  const lines = splitScript(result.script).lines;
  return diagnosticTool(leadingWords(lines[lines.length - 1] ?? ''));
}

/** The tool a type-check or lint command runs, in parseDiagnostics' names. */
export function diagnosticTool(words: readonly string[]): string {
  const [tool, sub] = toolWords(words);
  if (tool === 'go') return sub === 'vet' ? 'go vet' : 'go build';
  if (tool === 'cargo') return sub === 'clippy' ? 'clippy' : 'cargo';
  if (tool === 'npm' || tool === 'pnpm' || tool === 'yarn' || tool === 'bun')
    return 'package-script';
  return tool ?? '';
}

function diagnosticsOf(result: CheckResult, files: ResultFiles, tool?: string): Diagnostic[] {
  const output = `${files.stdout}\n${files.stderr}`;
  const direct = parseDiagnostics(tool ?? checkTool(result), output);
  if (direct.length > 0 || result.ok) return direct;
  // Behind a package script or a CI script the tool is not named: try each known format.
  return anyToolDiagnostics(output);
}

/** Runners whose check builds the tests first (ctest after configure and build). */
function compiledFirst(runner: string): boolean {
  return runnerProfile(runner)?.ecosystem === 'cpp';
}

export function interpretOutcome(
  result: CheckResult,
  prepared: Instrumented,
  files: ResultFiles,
): CheckOutcome {
  if (result.kind !== 'test') {
    return { result, diagnostics: result.ok ? [] : diagnosticsOf(result, files) };
  }
  const parsed = parseTests(prepared, files);
  const coverage = parseCoverage(prepared, files);
  const lines = linesOf(prepared, files);
  // A coverage file that is a link, a FIFO or stale was not written by the runner testlock asked.
  const coverageForged =
    files.coverageProblem && !result.timedOut ? `${files.coverageProblem} (coverage)` : null;
  const explained =
    laterCommandFailed(result, parsed, prepared) ??
    thresholdNotMet(result, parsed, prepared, `${files.stdout}\n${files.stderr}`);
  // A compiled project's tests that did not build: the compiler's errors say why.
  const buildErrors =
    !result.ok &&
    parsed.tests === null &&
    prepared.runner !== null &&
    compiledFirst(prepared.runner)
      ? diagnosticsOf(result, files, 'cmake')
      : [];
  return {
    result,
    tests: parsed.tests,
    ...(buildErrors.length > 0 ? { diagnostics: buildErrors } : {}),
    coverage,
    ...(lines === null ? {} : { lines }),
    coverageHint:
      coverage === null
        ? (prepared.coverageHint ?? 'the runner wrote no coverage report')
        : undefined,
    reportDisagrees: (explained === null ? disagreement(result, parsed) : null) ?? coverageForged,
    exitExplained: explained,
  };
}
