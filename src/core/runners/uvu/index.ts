// uvu.
import type { RunnerProfile } from '../profile.js';
import { parseUvu, UVU_TOTAL } from './console.js';

export const uvuProfile: RunnerProfile = {
  name: 'uvu',
  framePackages: ['uvu'],
  ecosystem: 'javascript',
  recognition: { tools: ['uvu'] },
  console: { ends: (line) => UVU_TOTAL.test(line), parse: parseUvu },
  environmentSignals: { env: ['UVU_*'], modules: ['uvu', 'uvu/*'] },
};
