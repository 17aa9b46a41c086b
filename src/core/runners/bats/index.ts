// bats (Bash Automated Testing System): `.bats` files of `@test` blocks, run by `bats <paths>`.
// The worked example of CONTRIBUTING.md's "add a runner": this folder and one registry line.
import type { RunnerProfile } from '../profile.js';
import { BATS_SUMMARY, parseBats } from './console.js';
import { batsInstrumented } from './instrument.js';

export const batsProfile: RunnerProfile = {
  name: 'bats',
  ecosystem: 'generic',
  recognition: { tools: ['bats'] },
  console: { ends: (line) => BATS_SUMMARY.test(line.trim()), parse: parseBats },
  instrumentation: { reach: 'options', apply: batsInstrumented },
  testFiles: { label: '*.bats', globs: ['**/*.bats'] },
};
