// The one table of test runners: every profile, in the order their console summaries are tried
// (most specific first: japa's `Tests  2 passed (2)` is vitest's shape, tape's `# tests 3` is
// node:test's). Adding a runner is adding its folder and one line here.
import { avaProfile } from './ava/index.js';
import { batsProfile } from './bats/index.js';
import { bunProfile } from './bun/index.js';
import { cargoProfile } from './cargo/index.js';
import { catch2Profile } from './catch2/index.js';
import { ctestProfile } from './ctest/index.js';
import { denoProfile } from './deno/index.js';
import { doctestProfile } from './doctest/index.js';
import { goProfile } from './go/index.js';
import { gotestsumProfile } from './gotestsum/index.js';
import { gtestProfile } from './gtest/index.js';
import { japaProfile } from './japa/index.js';
import { jasmineProfile } from './jasmine/index.js';
import { jestProfile } from './jest/index.js';
import { labProfile } from './lab/index.js';
import { mochaProfile } from './mocha/index.js';
import type { RunnerName } from './names.js';
import { nextestProfile } from './nextest/index.js';
import { nodeTapProfile } from './node-tap/index.js';
import { nodeTestProfile } from './node-test/index.js';
import type { RunnerProfile } from './profile.js';
import { pytestProfile } from './pytest/index.js';
import { tapProfile } from './tap/index.js';
import { unittestProfile } from './unittest/index.js';
import { uvuProfile } from './uvu/index.js';
import { vitestProfile } from './vitest/index.js';

export const RUNNER_PROFILES: readonly RunnerProfile[] = [
  nextestProfile,
  gotestsumProfile,
  nodeTapProfile,
  japaProfile,
  denoProfile,
  bunProfile,
  labProfile,
  jasmineProfile,
  uvuProfile,
  avaProfile,
  nodeTestProfile,
  tapProfile,
  vitestProfile,
  jestProfile,
  mochaProfile,
  pytestProfile,
  unittestProfile,
  cargoProfile,
  goProfile,
  batsProfile,
  ctestProfile,
  gtestProfile,
  catch2Profile,
  doctestProfile,
];

const BY_NAME = new Map<string, RunnerProfile>(RUNNER_PROFILES.map((p) => [p.name, p]));

/** The profile of a runner; undefined for a name that comes from configuration and names none. */
export function runnerProfile(name: string): RunnerProfile | undefined {
  return BY_NAME.get(name);
}

/** The profile of a runner testlock knows by name (a RunnerName always has one). */
export function profileOf(name: RunnerName): RunnerProfile {
  const profile = BY_NAME.get(name);
  if (profile === undefined) throw new Error(`internal: no profile for runner ${name}`);
  return profile;
}
