// Builds the locked Cargo.toml: head's package and dependencies, base's test targets, test
// profiles and lint levels (what decides what `cargo test` and `cargo clippy` run and accept).
import { mergeTomlTables } from './toml-merge.js';

// `[[test]]`/`[[bench]]` declare test targets (and `harness = false`); `[profile.test]` can turn
// off debug assertions; `[lints]` sets what clippy denies.
const TEST_PATHS: readonly string[][] = [
  ['test'],
  ['bench'],
  ['profile', 'test'],
  ['profile', 'bench'],
  ['lints'],
  ['workspace', 'lints'],
];

export function mergeCargoToml(baseText: string, headText: string): string {
  return mergeTomlTables(baseText, headText, () => TEST_PATHS.map((p) => [...p]));
}
