// The test runners whose console output testlock can read when no machine-readable report exists.
// `tap` is any TAP 13/14 producer (tape, ava --tap); `node-tap` is the `tap` runner itself.

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
] as const;

export type RunnerName = (typeof RUNNER_NAMES)[number];
