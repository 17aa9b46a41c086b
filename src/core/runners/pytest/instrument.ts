// pytest: JUnit results and coverage.py's JSON asked for through PYTEST_ADDOPTS, which every pytest
// reads however it is started (directly, via uv, tox, nox or a CI script) and nothing else reads.
import { quoteForAddopts } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import type { Mode } from '../../run/tool-words.js';
import type { EnvironmentReach } from '../profile.js';
import { recordedLines } from './changed-lines.js';

/** The variable testlock extends with its options, after the job's own. */
export const PYTEST_ENV = 'PYTEST_ADDOPTS';

function junitOptions(junit: string): string[] {
  return [`--junitxml=${quoteForAddopts(junit)}`, '-o', 'junit_family=xunit2'];
}

function withAddopts(
  env: Record<string, string>,
  context: InstrumentContext,
  options: readonly string[],
): Record<string, string> {
  const addopts = [env[PYTEST_ENV] ?? context.inherited?.[PYTEST_ENV], ...options]
    .filter(Boolean)
    .join(' ');
  return { ...env, [PYTEST_ENV]: addopts };
}

/**
 * Behind a wrapper (`make test`, `tox -e py`) testlock cannot pass options, but PYTEST_ADDOPTS
 * reaches any pytest it starts and is ignored by everything else. Coverage is not asked for
 * there: `--cov` breaks a pytest whose environment (a tox env) lacks pytest-cov.
 */
export const pytestThroughEnvironment: EnvironmentReach = {
  mayStart: () => true,
  apply(env, context) {
    const junit = `${context.outDir}/junit.xml`;
    return { env: withAddopts(env, context, junitOptions(junit)), junit };
  },
};

export function pytestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const options = junitOptions(junit);
  let coverage: Instrumented['coverage'] = null;
  let coverageHint: string | null = context.withoutCoverage
    ? (context.withoutCoverageReason ?? 'coverage is not asked for in this run')
    : 'pytest-cov is not installed';
  const path = `${context.outDir}/coverage.json`;
  if (context.has.pytestCov && !context.withoutCoverage) {
    const sources = context.python?.sources ?? null;
    // One JSON report and no terminal table: the cheapest report that gives the totals.
    const targets =
      sources === null ? ['--cov'] : sources.map((s) => `--cov=${quoteForAddopts(s)}`);
    options.push(...targets, `--cov-report=json:${quoteForAddopts(path)}`);
    coverage = { format: 'coverage-py-json', path };
    coverageHint = null;
  } else {
    // The changed files alone, by testlock's recorder: the changed-lines evidence, not coverage.
    const recorded = recordedLines(base.check, context);
    if (recorded !== null)
      coverage = { format: 'python-lines', path: recorded.out, scope: 'changed' };
  }
  const env = { ...base.check.env };
  if (
    coverage?.format === 'coverage-py-json' &&
    context.python?.coverageCore &&
    env.COVERAGE_CORE === undefined
  ) {
    env.COVERAGE_CORE = context.python.coverageCore;
  }
  return {
    ...base,
    check: { ...base.check, env: withAddopts(env, context, options) },
    junit,
    // Behind tox or a script the environment may be reset: there the report is only a witness.
    junitRequired: mode !== 'console',
    coverage,
    coverageHint,
  };
}
