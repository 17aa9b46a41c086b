// jasmine.
import type { RunnerProfile } from '../profile.js';
import { JASMINE_SUMMARY, parseJasmine } from './console.js';

export const jasmineProfile: RunnerProfile = {
  name: 'jasmine',
  framePackages: ['jasmine', 'jasmine-core'],
  ecosystem: 'javascript',
  recognition: { tools: ['jasmine'] },
  console: { ends: (line) => JASMINE_SUMMARY.test(line), parse: parseJasmine },
  environmentSignals: {
    modules: ['jasmine', 'jasmine-core'],
    globals: ['jasmine', 'jasmineRequire'],
    argv: ['jasmine'],
  },
};
