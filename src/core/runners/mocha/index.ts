// mocha.
import type { RunnerProfile } from '../profile.js';
import { MOCHA_PASSING, parseMocha } from './console.js';
import { mochaWitness } from './witness.js';

export const mochaProfile: RunnerProfile = {
  name: 'mocha',
  framePackages: ['mocha'],
  ecosystem: 'javascript',
  recognition: { tools: ['mocha'] },
  console: { ends: (line) => MOCHA_PASSING.test(line), parse: parseMocha },
  witness: mochaWitness,
  environmentSignals: {
    env: ['MOCHA_*'],
    // chai is the assertion library mocha suites use: product code has no business with it.
    modules: ['mocha', 'chai'],
    globals: ['mocha', 'Mocha', 'describe', 'it', 'suite', 'context'],
    argv: ['mocha', '_mocha'],
  },
};
