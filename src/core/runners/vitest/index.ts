// vitest.
import type { RunnerProfile } from '../profile.js';
import { nativeShardOption } from '../shard-option.js';
import { parseVitest, vitestRunEnds } from './console.js';
import { VITEST_COVERAGE } from './coverage-evidence.js';
import { vitestInstrumented } from './instrument.js';
import { vitestListing } from './listing.js';
import { vitestSelection } from './selection.js';
import { vitestWitness } from './witness.js';

export const vitestProfile: RunnerProfile = {
  name: 'vitest',
  framePackages: ['vitest', '@vitest', 'vite-node', 'tinypool'],
  ecosystem: 'javascript',
  recognition: { tools: ['vitest'] },
  console: { ends: vitestRunEnds, parse: parseVitest },
  instrumentation: {
    reach: 'options',
    apply: vitestInstrumented,
    coverageEvidence: VITEST_COVERAGE,
  },
  listing: vitestListing,
  sharding: nativeShardOption,
  selection: vitestSelection,
  witness: vitestWitness,
  // A package the tree's node_modules lacks is resolved in the folders above.
  startPoints: { upward: ['node_modules'] },
  environmentSignals: {
    env: ['VITEST', 'VITEST_*', '__VITEST_*'],
    modules: ['vitest', '@vitest/*'],
    globals: ['__vitest_worker__', '__vitest_environment__', '__vitest_index__', 'vi', 'vitest'],
    argv: ['vitest'],
  },
};
