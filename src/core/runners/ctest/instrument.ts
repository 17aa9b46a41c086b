// ctest's JUnit report in testlock's private folder (`--output-junit`, CMake ≥ 3.21), asked on the
// ctest command itself or on its own line of a plain script (configure, build, then ctest: the
// check of a compiled project), and gcov coverage read by gcovr after it where gcovr is installed.
import { quoteForAddopts as quoteForShell, withoutOption } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import { withCtestOption } from './ctest-line.js';

/** The variable that makes ctest print a failed test's output, however it is started. */
export const CTEST_OUTPUT_ENV = 'CTEST_OUTPUT_ON_FAILURE';

const COVERAGE_HINT =
  'coverage is read by gcovr from the gcov data of a build the project compiles with --coverage';

function reportPath(context: InstrumentContext): string {
  return `${context.outDir}/ctest-junit.xml`;
}

// An older ctest ignores options it does not know and writes no report: the console is then
// the one witness, so a missing report is no sign of tampering (junitRequired false).
function withReport(base: Instrumented, context: InstrumentContext): Instrumented {
  return {
    ...base,
    junit: reportPath(context),
    junitRequired: false,
    coverageHint: context.withoutCoverageReason ?? COVERAGE_HINT,
  };
}

/** `ctest …` started directly: the report option added, the project's own copy dropped. */
export function ctestInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const args = [
    '--output-junit',
    reportPath(context),
    ...withoutOption(base.check.args, '--output-junit'),
  ];
  const env = { ...base.check.env, [CTEST_OUTPUT_ENV]: '1' };
  return withReport({ ...base, check: { ...base.check, args, env } }, context);
}

/**
 * The check's script with the report option after its one `ctest` word, and gcovr after the
 * script where it is installed; null where the script runs ctest more than once (one report
 * file cannot hold two runs) or not at all.
 */
export function ctestInScript(base: Instrumented, context: InstrumentContext): Instrumented | null {
  const option = `--output-junit ${quoteForShell(reportPath(context))}`;
  const scripted = withCtestOption(base.check.script, option);
  if (scripted === null) return null;
  let edited = scripted;
  const env = { ...base.check.env, [CTEST_OUTPUT_ENV]: '1' };
  const gcovr = (context.has.tools ?? []).includes('gcovr') && context.withoutCoverage !== true;
  const dir = context.checkDir ?? '';
  const coverage = gcovr && dir !== '' ? `${context.outDir}/gcovr-summary.json` : null;
  if (coverage !== null) edited = `${edited.replace(/\s+$/, '')}\n${gcovrLine(dir, coverage)}\n`;
  // The report keeps the project's text; bash runs the edited one (scriptRun).
  const instrumented = withReport(
    { ...base, check: { ...base.check, env }, scriptRun: edited },
    context,
  );
  return coverage === null
    ? instrumented
    : { ...instrumented, coverage: { format: 'gcovr-summary', path: coverage } };
}

// Tests are left out of the measure as the test rules place them (tests/, *_test.cc, test_*.c),
// and so are CMake's own probes (CMakeFiles/, built with the flags in a folder under the root).
const TEST_SOURCES = [
  '(.+/)?CMakeFiles/',
  '(.+/)?tests?/',
  '(.+/)?[^/]*_tests?\\.(c|cc|cpp|cxx)$',
  '(.+/)?test_[^/]*\\.(c|cc|cpp|cxx)$',
];

/**
 * gcovr over the project folder and testlock's build folder: a build without gcov data gives
 * no lines, read as coverage not measured. Its failure never fails the check.
 */
export function gcovrLine(root: string, out: string): string {
  const excluded = TEST_SOURCES.map((re) => `-e ${quoteForShell(re)}`).join(' ');
  const where = `${quoteForShell(root)} \${TESTLOCK_BUILD_DIR:+"$TESTLOCK_BUILD_DIR"}`;
  return `gcovr -r ${quoteForShell(root)} ${excluded} --json-summary ${quoteForShell(out)} ${where} >/dev/null 2>&1 || true`;
}
