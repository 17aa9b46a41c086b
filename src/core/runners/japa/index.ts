// japa (AdonisJS's runner, started through its entry file).
import type { RunnerProfile } from '../profile.js';
import { JAPA_TESTS, parseJapa } from './console.js';
import { startsJapa } from './entry.js';

export const japaProfile: RunnerProfile = {
  name: 'japa',
  framePackages: ['@japa'],
  ecosystem: 'javascript',
  recognition: {
    tools: ['node'],
    starts: (_tool, rest, words) => !words.includes('--test') && startsJapa(rest),
  },
  console: { ends: (line) => JAPA_TESTS.test(line), parse: parseJapa },
};
