// `go test`: its `-json` events and a cover profile where the project measures coverage, when
// started directly. Every package runs (`-count=1`): the job's shared GOCACHE may hold results
// that the PR's code wrote earlier in the job, so a cached "ok" is no evidence (docs/performance.md).
import { tracedUnder } from '../../evidence/changed-lines.js';
import { withoutCoverprofile } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import type { EnvironmentReach } from '../profile.js';

/** `-count=1` unless the words already choose a count (`-count=3` runs each test three times). */
function uncached(words: readonly string[]): string[] {
  // After `-args` the words are the test binary's, not go test's.
  const end = words.findIndex((w) => w === '-args' || w === '--args');
  const own = end === -1 ? words : words.slice(0, end);
  return own.some((w) => /^--?count(?:=|$)/.test(w)) ? [] : ['-count=1'];
}

/** The changed folders under the check's folder, as `./pkg` patterns go test resolves there. */
function tracedPackages(context: InstrumentContext): string[] {
  return tracedUnder(context.traceChanged, context.checkDir, /\.go$/)
    .filter((rel) => !rel.includes(','))
    .map((rel) => (rel === '' ? '.' : `./${rel}`));
}

export function goInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const [command, sub, ...rest] = [base.check.command, ...base.check.args];
  const check = { ...base.check, command: command ?? 'go' };
  const path = `${context.outDir}/cover.out`;
  if (context.withoutCoverage) {
    const hint = context.withoutCoverageReason ?? 'coverage is not asked for in this run';
    const traced = tracedPackages(context);
    if (traced.length > 0 && !rest.some((w) => /^--?cover/.test(w))) {
      // The changed packages alone, whichever package's tests run them: changed-lines evidence.
      const trace = [`-coverprofile=${path}`, `-coverpkg=${traced.join(',')}`];
      return {
        ...base,
        check: { ...check, args: [sub ?? 'test', '-json', ...trace, ...uncached(rest), ...rest] },
        goJson: true,
        coverage: { format: 'go-coverprofile', path, scope: 'changed' },
        coverageHint: hint,
      };
    }
    const args = [sub ?? 'test', '-json', ...uncached(rest), ...rest];
    return { ...base, check: { ...check, args }, goJson: true, coverage: null, coverageHint: hint };
  }
  const kept = withoutCoverprofile(rest);
  const args = [sub ?? 'test', '-json', `-coverprofile=${path}`, ...uncached(kept), ...kept];
  return {
    ...base,
    check: { ...check, args },
    goJson: true,
    coverage: { format: 'go-coverprofile', path },
  };
}

/** The variable testlock extends with its flags, after the job's own. */
export const GO_ENV = 'GOFLAGS';

/**
 * Behind a wrapper GOFLAGS applies `-v`, `-count=1` and (where coverage is configured)
 * `-coverprofile` to each `go test` (Go ignores a GOFLAGS flag
 * a command does not know; `-json` is not set there, since `go list -json` in a recipe would
 * change what the recipe reads). `-v`: without it `go test` prints only `ok <pkg>`, which counts
 * no test (Go applies it to build commands too, which then list the packages they compile).
 */
export const goThroughEnvironment: EnvironmentReach = {
  mayStart: (runner) => runner === 'go' || runner === null,
  apply(env, context) {
    const own = env[GO_ENV] ?? context.inherited?.[GO_ENV];
    const count = uncached((own ?? '').split(/\s+/));
    if (context.withoutCoverage) {
      const flags = [own, '-v', ...count].filter(Boolean).join(' ');
      return { env: { ...env, [GO_ENV]: flags } };
    }
    const profile = `${context.outDir}/cover.out`;
    const flags = [own, '-v', `-coverprofile=${profile}`, ...count].filter(Boolean).join(' ');
    return {
      env: { ...env, [GO_ENV]: flags },
      coverage: { format: 'go-coverprofile', path: profile },
    };
  },
};
