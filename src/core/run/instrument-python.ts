// pytest and the wrappers that start a runner testlock cannot pass options to (`make test`, tox):
// both are reached through the environment (PYTEST_ADDOPTS, GOFLAGS), whoever starts the runner.
import type { RunnerName } from '../runners/names.js';
import { quoteForAddopts } from './instrument-args.js';
import type { InstrumentContext, Instrumented } from './instrumented.js';
import type { Mode } from './tool-words.js';

/**
 * A wrapper (`make test`, `./scripts/test.sh`, `tox -e py`, `pnpm test`) starts its runner where
 * testlock cannot pass options: only the environment reaches it. PYTEST_ADDOPTS is read by every
 * pytest however started and ignored by everything else; GOFLAGS applies `-v -coverprofile` to each
 * `go test` (Go ignores a GOFLAGS flag a command does not know; `-json` is not set there, since
 * `go list -json` in a recipe would change what the recipe reads). Coverage for pytest is not
 * asked for: `--cov` breaks a pytest whose environment (a tox env) lacks pytest-cov.
 */
export function wrapperInstrumented(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const env = { ...plain.check.env };
  env.PYTEST_ADDOPTS = [
    env.PYTEST_ADDOPTS ?? context.inherited?.PYTEST_ADDOPTS,
    `--junitxml=${quoteForAddopts(junit)}`,
    '-o',
    'junit_family=xunit2',
  ]
    .filter(Boolean)
    .join(' ');
  const profile = `${context.outDir}/cover.out`;
  const mayRunGo = runner === 'go' || runner === null;
  // `-v`: without it `go test` prints only `ok <pkg>`, which counts no test (Go applies it to build
  // commands too, which then list the packages they compile on stderr).
  if (mayRunGo)
    env.GOFLAGS = [env.GOFLAGS ?? context.inherited?.GOFLAGS, '-v', `-coverprofile=${profile}`]
      .filter(Boolean)
      .join(' ');
  return {
    ...plain,
    check: { ...plain.check, env },
    runner,
    junit,
    coverage: mayRunGo ? { format: 'go-coverprofile', path: profile } : null,
    coverageHint:
      runner === null
        ? 'coverage is not read from a wrapper whose runner testlock does not know'
        : `coverage is not read from ${runner} output`,
  };
}

export function pytestInstrumented(
  base: Instrumented,
  context: InstrumentContext,
  mode: Mode,
): Instrumented {
  const junit = `${context.outDir}/junit.xml`;
  const options = [`--junitxml=${quoteForAddopts(junit)}`, '-o', 'junit_family=xunit2'];
  let coverage: Instrumented['coverage'] = null;
  let coverageHint: string | null = 'pytest-cov is not installed';
  if (context.has.pytestCov) {
    const path = `${context.outDir}/coverage.json`;
    const sources = context.python?.sources ?? null;
    // One JSON report and no terminal table: the cheapest report that gives the totals.
    const targets =
      sources === null ? ['--cov'] : sources.map((s) => `--cov=${quoteForAddopts(s)}`);
    options.push(...targets, `--cov-report=json:${quoteForAddopts(path)}`);
    coverage = { format: 'coverage-py-json', path };
    coverageHint = null;
  }
  const env = { ...base.check.env };
  if (coverage !== null && context.python?.coverageCore && env.COVERAGE_CORE === undefined) {
    env.COVERAGE_CORE = context.python.coverageCore;
  }
  env.PYTEST_ADDOPTS = [env.PYTEST_ADDOPTS ?? context.inherited?.PYTEST_ADDOPTS, ...options]
    .filter(Boolean)
    .join(' ');
  return {
    ...base,
    check: { ...base.check, env },
    junit,
    // Behind tox or a script the environment may be reset: there the report is only a witness.
    junitRequired: mode !== 'console',
    coverage,
    coverageHint,
  };
}
