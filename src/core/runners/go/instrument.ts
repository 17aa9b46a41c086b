// `go test`: its `-json` events and a cover profile, when started directly.
import { withoutCoverprofile } from '../../run/instrument-args.js';
import type { InstrumentContext, Instrumented } from '../../run/instrumented.js';
import type { EnvironmentReach } from '../profile.js';

export function goInstrumented(base: Instrumented, context: InstrumentContext): Instrumented {
  const path = `${context.outDir}/cover.out`;
  const [command, sub, ...rest] = [base.check.command, ...base.check.args];
  const args = [sub ?? 'test', '-json', `-coverprofile=${path}`, ...withoutCoverprofile(rest)];
  return {
    ...base,
    check: { ...base.check, command: command ?? 'go', args },
    goJson: true,
    coverage: { format: 'go-coverprofile', path },
  };
}

/** The variable testlock extends with its flags, after the job's own. */
export const GO_ENV = 'GOFLAGS';

/**
 * Behind a wrapper GOFLAGS applies `-v -coverprofile` to each `go test` (Go ignores a GOFLAGS flag
 * a command does not know; `-json` is not set there, since `go list -json` in a recipe would
 * change what the recipe reads). `-v`: without it `go test` prints only `ok <pkg>`, which counts
 * no test (Go applies it to build commands too, which then list the packages they compile).
 */
export const goThroughEnvironment: EnvironmentReach = {
  mayStart: (runner) => runner === 'go' || runner === null,
  apply(env, context) {
    const profile = `${context.outDir}/cover.out`;
    const flags = [env[GO_ENV] ?? context.inherited?.[GO_ENV], '-v', `-coverprofile=${profile}`]
      .filter(Boolean)
      .join(' ');
    return {
      env: { ...env, [GO_ENV]: flags },
      coverage: { format: 'go-coverprofile', path: profile },
    };
  },
};
