// unittest (and nose2, which prints unittest's own text-runner output).
import type { RunnerProfile } from '../profile.js';
import { parseUnittest, UNITTEST_RAN } from './console.js';

export const unittestProfile: RunnerProfile = {
  name: 'unittest',
  ecosystem: 'python',
  recognition: { tools: ['unittest', 'nose2'] },
  console: { ends: (line) => UNITTEST_RAN.test(line), parse: parseUnittest },
  environmentSignals: { modules: ['unittest', 'nose', 'nose2'], argv: ['unittest', 'nose2'] },
};
