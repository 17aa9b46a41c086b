// GoogleTest binaries run directly (`./build/unit_tests`): their own console output. Run through
// ctest, each ctest test is read by the ctest profile, which reads gtest's block from its output.
import type { RunnerProfile } from '../profile.js';
import { GTEST_RAN, parseGtest } from './console.js';

export const gtestProfile: RunnerProfile = {
  name: 'gtest',
  label: 'GoogleTest',
  ecosystem: 'cpp',
  // A test binary has the project's name: a check is known to run one only by its output.
  recognition: { tools: [] },
  console: { ends: (line) => GTEST_RAN.test(line), parse: parseGtest },
};
