// ava (its own reporter; `ava --tap` is read as TAP).
import type { RunnerProfile } from '../profile.js';
import { AVA_SUMMARY, parseAva } from './console.js';
import { printsTap } from './tap-flag.js';
import { avaWitness } from './witness.js';

export const avaProfile: RunnerProfile = {
  name: 'ava',
  framePackages: ['ava'],
  ecosystem: 'javascript',
  recognition: { tools: ['ava'], starts: (_tool, rest) => !printsTap(rest) },
  console: { ends: (line) => AVA_SUMMARY.test(line), parse: parseAva },
  witness: avaWitness,
  environmentSignals: { env: ['AVA_PATH'], modules: ['ava'], argv: ['ava'] },
};
