// doctest binaries run directly: their console reporter.
import type { RunnerProfile } from '../profile.js';
import { DOCTEST_SUMMARY, parseDoctest } from './console.js';

export const doctestProfile: RunnerProfile = {
  name: 'doctest',
  ecosystem: 'cpp',
  // A test binary has the project's name: a check is known to run one only by its output.
  recognition: { tools: [] },
  console: { ends: (line) => DOCTEST_SUMMARY.test(line), parse: parseDoctest },
};
