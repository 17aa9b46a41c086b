// What configures coverage for `cargo test`: a coverage tool or LLVM's instrumentation in CI, a task
// file or a script (cargo-llvm-cov, tarpaulin, grcov's `-C instrument-coverage`).
import type { CoverageEvidence } from '../profile.js';

export const CARGO_COVERAGE: CoverageEvidence = {
  files: ['tarpaulin.toml', '.tarpaulin.toml'],
  sections: [],
  plugins: [],
  flags: /\bcargo[\s-]+(?:llvm-cov|tarpaulin)\b|\binstrument-coverage\b/,
  configure: 'cargo llvm-cov (or cargo tarpaulin) in CI',
};
