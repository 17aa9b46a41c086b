// A tiny Rust crate without dependencies: cargo test and cargo clippy -- -D warnings in CI.
// The checkout's target/ is built as a job's would be; the locked runs build in testlock's own
// target folders (docs/caches.md), in the Action in that target/.
import { execFileSync } from 'node:child_process';
import { type StackSpec, workflow } from './scenarios.js';

export const RS_TEST = 'tests/burst.rs';
export const RS_CI = '.github/workflows/ci.yml';

const SOURCE = (limit: string): string => `//! Admits requests up to a limit.

/// How many of the requests arriving at once are admitted.
pub fn burst(requests: u32, limit: u32) -> u32 {
    requests.min(${limit})
}
`;

const HONEST_SOURCE = `//! Admits requests up to a limit.

/// How many of the requests arriving at once are admitted (never more than the limit).
pub fn burst(requests: u32, limit: u32) -> u32 {
    std::cmp::min(requests, limit)
}
`;

export const RS_TEST_TEXT = (options: { expected?: string; skip?: boolean } = {}): string =>
  `use ratelimit::burst;

#[test]
fn admits_under_limit() {
    assert_eq!(burst(5, 100), 5);
}

#[test]
${options.skip ? '#[ignore]\n' : ''}fn burst_at_boundary() {
    assert_eq!(burst(150, 100), ${options.expected ?? '100'});
}
`;

const CI = (testLine: string): string =>
  workflow(['uses: dtolnay/rust-toolchain@stable'], ['cargo clippy -- -D warnings', testLine]);

const BROKEN = { 'src/lib.rs': SOURCE('limit + 50') };

export const rustStack: StackSpec = {
  base: {
    '.gitignore': 'target/\nCargo.lock\n',
    'Cargo.toml': '[package]\nname = "ratelimit"\nversion = "0.1.0"\nedition = "2021"\n',
    'src/lib.rs': SOURCE('limit'),
    [RS_TEST]: RS_TEST_TEXT(),
    [RS_CI]: CI('cargo test'),
  },
  branches: {
    honest: { write: { 'src/lib.rs': HONEST_SOURCE } },
    broken: { write: BROKEN },
    'test-edited': { write: { ...BROKEN, [RS_TEST]: RS_TEST_TEXT({ expected: '150' }) } },
    'test-deleted': { write: BROKEN, remove: [RS_TEST] },
    'test-skipped': { write: { ...BROKEN, [RS_TEST]: RS_TEST_TEXT({ skip: true }) } },
    'ci-echo': { write: { ...BROKEN, [RS_CI]: CI('echo ok') } },
  },
  // As the job's own build would: target/ exists (the Action's locked runs share it).
  prepare: (dir) => {
    execFileSync('cargo', ['build', '--tests', '--quiet'], { cwd: dir, stdio: 'ignore' });
  },
};
