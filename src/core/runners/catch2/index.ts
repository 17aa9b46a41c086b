// Catch2 test binaries run directly: their console reporter.
import type { RunnerProfile } from '../profile.js';
import { CATCH2_SUMMARY, parseCatch2 } from './console.js';

export const catch2Profile: RunnerProfile = {
  name: 'catch2',
  label: 'Catch2',
  ecosystem: 'cpp',
  // A test binary has the project's name: a check is known to run one only by its output.
  recognition: { tools: [] },
  console: { ends: (line) => CATCH2_SUMMARY.test(line), parse: parseCatch2 },
};
