// mocha.
import type { RunnerProfile } from '../profile.js';
import { MOCHA_PASSING, parseMocha } from './console.js';

export const mochaProfile: RunnerProfile = {
  name: 'mocha',
  framePackages: ['mocha'],
  ecosystem: 'javascript',
  recognition: { tools: ['mocha'] },
  console: { ends: (line) => MOCHA_PASSING.test(line), parse: parseMocha },
  environmentSignals: {
    env: ['MOCHA_*'],
    modules: ['mocha'],
    globals: ['mocha', 'Mocha', 'describe', 'it', 'suite', 'context'],
    argv: ['mocha', '_mocha'],
  },
};
