// The test runners whose console output testlock can read when no machine-readable report exists.

export type RunnerName =
  | 'pytest'
  | 'unittest'
  | 'vitest'
  | 'jest'
  | 'mocha'
  | 'node-test'
  | 'go'
  | 'cargo';

export const RUNNER_NAMES: readonly RunnerName[] = [
  'pytest',
  'unittest',
  'vitest',
  'jest',
  'mocha',
  'node-test',
  'go',
  'cargo',
];
