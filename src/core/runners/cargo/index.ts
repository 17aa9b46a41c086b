// `cargo test` (libtest).
import type { RunnerProfile } from '../profile.js';
import { CARGO_RESULT, parseCargoTest } from './console.js';
import { WORKSPACE_WRAPPER } from './cover.js';
import { CARGO_COVERAGE } from './coverage-evidence.js';
import { cargoInstrumented } from './instrument.js';
import { cargoListing } from './listing.js';
import { cargoSelection } from './selection.js';
import { cargoSubcommand } from './subcommand.js';

export const cargoProfile: RunnerProfile = {
  name: 'cargo',
  label: 'cargo test',
  ecosystem: 'rust',
  recognition: { tools: ['cargo'], starts: (_tool, rest) => cargoSubcommand(rest) === 'test' },
  console: { ends: (line) => CARGO_RESULT.test(line), parse: parseCargoTest },
  instrumentation: {
    reach: 'direct',
    apply: (base, context) => cargoInstrumented(base, context),
    coverageEvidence: CARGO_COVERAGE,
    llvmTools: true,
    // A wrapper of the job's own (sccache goes in RUSTC_WRAPPER) is left alone: no trace then.
    inheritedEnv: WORKSPACE_WRAPPER,
  },
  listing: cargoListing,
  selection: cargoSelection,
  // Cargo merges every `.cargo/config.toml` walking up, then CARGO_HOME's (a rustc wrapper, a runner).
  startPoints: {
    upward: ['.cargo/config.toml', '.cargo/config'],
    home: ['.cargo/config.toml', '.cargo/config'],
  },
  environmentSignals: {
    env: ['RUST_TEST_*'],
    argv: ['--test-threads', '--nocapture', '--exact', '/deps/'],
    buildEnv: ['PROFILE', 'OPT_LEVEL', 'DEBUG', 'CARGO_CFG_TEST', 'CARGO_CFG_DEBUG_ASSERTIONS'],
  },
};
