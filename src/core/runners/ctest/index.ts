// `ctest`: CMake's test driver, which runs the tests `add_test` and the frameworks' discovery
// (`gtest_discover_tests`, `catch_discover_tests`) declared in the build it is pointed at.
import type { RunnerProfile } from '../profile.js';
import { CTEST_SUMMARY, parseCtest } from './console.js';
import { CTEST_COVERAGE } from './coverage-evidence.js';
import { CTEST_OUTPUT_ENV, ctestInScript, ctestInstrumented } from './instrument.js';
import { ctestJunitIds, parseCtestJunit } from './junit.js';
import { ctestListing } from './listing.js';

export const ctestProfile: RunnerProfile = {
  name: 'ctest',
  ecosystem: 'cpp',
  recognition: { tools: ['ctest'] },
  console: {
    ends: (line) => CTEST_SUMMARY.test(line.trim()) || line.trim() === 'No tests were found!!!',
    parse: parseCtest,
  },
  junit: { parse: parseCtestJunit, ids: ctestJunitIds },
  instrumentation: {
    reach: 'direct',
    apply: (base, context) => ctestInstrumented(base, context),
    inScript: ctestInScript,
    coverageEvidence: CTEST_COVERAGE,
    // Behind `make test` (CMake's generated target) or a script: the failed tests' output.
    throughEnvironment: {
      mayStart: (runner) => runner === 'ctest' || runner === null,
      apply: (env) => ({ env: { ...env, [CTEST_OUTPUT_ENV]: '1' } }),
    },
  },
  listing: ctestListing,
};
