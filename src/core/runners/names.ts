// The test runners whose console output testlock can read when no machine-readable report exists.
// `tap` is any TAP 13/14 producer (tape, ava --tap); `node-tap` is the `tap` runner itself;
// `gtest`, `catch2` and `doctest` are C++ test binaries run directly (their names are the project's).

export const RUNNER_NAMES = [
  'pytest',
  'unittest',
  'vitest',
  'jest',
  'mocha',
  'node-test',
  'go',
  'cargo',
  'uvu',
  'ava',
  'tap',
  'node-tap',
  'jasmine',
  'japa',
  'lab',
  'bun',
  'deno',
  'gotestsum',
  'nextest',
  'bats',
  'ctest',
  'gtest',
  'catch2',
  'doctest',
] as const;

export type RunnerName = (typeof RUNNER_NAMES)[number];
