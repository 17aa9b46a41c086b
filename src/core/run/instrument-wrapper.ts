// A wrapper (`make test`, `./scripts/test.sh`, `tox -e py`, `pnpm test`) starts its runner where
// testlock cannot pass options: only the environment reaches it, through each runner's profile.
import type { RunnerName } from '../runners/names.js';
import { RUNNER_PROFILES } from '../runners/registry.js';
import type { InstrumentContext, Instrumented } from './instrumented.js';

/**
 * Every runner the wrapper may start gets what it reads from the environment (a variable the
 * others ignore); the first that promises a report or coverage names where it will be.
 */
export function wrapperInstrumented(
  plain: Instrumented,
  runner: RunnerName | null,
  context: InstrumentContext,
): Instrumented {
  let env: Record<string, string> = { ...plain.check.env };
  let junit: string | null = null;
  let coverage: Instrumented['coverage'] = null;
  for (const profile of RUNNER_PROFILES) {
    const reach = profile.instrumentation?.throughEnvironment;
    if (reach === undefined || !reach.mayStart(runner)) continue;
    const applied = reach.apply(env, context);
    env = applied.env;
    junit ??= applied.junit ?? null;
    coverage ??= applied.coverage ?? null;
  }
  return {
    ...plain,
    check: { ...plain.check, env },
    runner,
    junit,
    coverage,
    coverageHint:
      runner === null
        ? 'coverage is not read from a wrapper whose runner testlock does not know'
        : `coverage is not read from ${runner} output`,
  };
}
