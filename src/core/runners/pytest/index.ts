// pytest: the runner of most Python projects.
import type { RunnerProfile } from '../profile.js';
import { PYTEST_SUMMARY, parsePytest } from './console.js';
import { PYTEST_COVERAGE } from './coverage-evidence.js';
import { PYTEST_ENV, pytestInstrumented, pytestThroughEnvironment } from './instrument.js';
import { pytestListing } from './listing.js';
import { PYTEST_LOAD_EFFECTS } from './load-effects.js';
import { pytestSharding } from './shard.js';

export const pytestProfile: RunnerProfile = {
  name: 'pytest',
  ecosystem: 'python',
  recognition: { tools: ['pytest', 'py.test'] },
  console: { ends: (line) => PYTEST_SUMMARY.test(line.trim()), parse: parsePytest },
  instrumentation: {
    reach: 'environment',
    apply: pytestInstrumented,
    throughEnvironment: pytestThroughEnvironment,
    inheritedEnv: PYTEST_ENV,
    coverageEvidence: PYTEST_COVERAGE,
  },
  listing: pytestListing,
  sharding: pytestSharding,
  loadEffects: PYTEST_LOAD_EFFECTS,
};
