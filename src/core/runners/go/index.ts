// `go test`.
import type { RunnerProfile } from '../profile.js';
import { GO_PACKAGE, parseGoTest } from './console.js';
import { GO_COVERAGE } from './coverage-evidence.js';
import { GO_ENV, goInstrumented, goThroughEnvironment } from './instrument.js';
import { goListing } from './listing.js';
import { GO_LOAD_EFFECTS } from './load-effects.js';
import { goSelection } from './selection.js';
import { goSharding } from './shard.js';

export const goProfile: RunnerProfile = {
  name: 'go',
  label: 'go test',
  ecosystem: 'go',
  recognition: { tools: ['go'], starts: (_tool, rest) => rest[0] === 'test' },
  console: { ends: (line) => GO_PACKAGE.test(line), parse: parseGoTest },
  instrumentation: {
    reach: 'direct',
    apply: (base, context) => goInstrumented(base, context),
    throughEnvironment: goThroughEnvironment,
    inheritedEnv: GO_ENV,
    coverageEvidence: GO_COVERAGE,
  },
  listing: goListing,
  sharding: goSharding,
  loadEffects: GO_LOAD_EFFECTS,
  selection: goSelection,
  // A go.work found walking up joins its modules to the build; the user's env file sets GOFLAGS.
  startPoints: { upward: ['go.work'], home: ['.config/go/env'] },
  environmentSignals: {
    env: ['GO_TEST*'],
    modules: ['testing'],
    argv: ['-test.', '.test', 'test.v', 'test.run', 'test.count', 'tRunner'],
  },
};
