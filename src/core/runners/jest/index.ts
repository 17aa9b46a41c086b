// jest.
import type { RunnerProfile } from '../profile.js';
import { nativeShardOption } from '../shard-option.js';
import { JEST_TESTS, parseJest } from './console.js';
import { JEST_COVERAGE } from './coverage-evidence.js';
import { jestInstrumented } from './instrument.js';
import { jestListing } from './listing.js';
import { jestSelection } from './selection.js';
import { jestWitness } from './witness.js';

export const jestProfile: RunnerProfile = {
  name: 'jest',
  framePackages: ['jest-[a-z-]+', '@jest'],
  ecosystem: 'javascript',
  recognition: { tools: ['jest'] },
  console: { ends: (line) => JEST_TESTS.test(line), parse: parseJest },
  instrumentation: { reach: 'options', apply: jestInstrumented, coverageEvidence: JEST_COVERAGE },
  listing: jestListing,
  sharding: nativeShardOption,
  selection: jestSelection,
  witness: jestWitness,
  // A package the tree's node_modules lacks is resolved in the folders above.
  startPoints: { upward: ['node_modules'] },
  environmentSignals: {
    env: ['JEST_WORKER_ID'],
    modules: ['jest', '@jest/*', 'jest-*'],
    globals: [
      'jest',
      '$$jest-matchers-object',
      'describe',
      'it',
      'test',
      'expect',
      'beforeEach',
      'afterEach',
      'beforeAll',
      'afterAll',
    ],
    argv: ['jest'],
  },
};
