// @hapi/lab.
import type { RunnerProfile } from '../profile.js';
import { LAB_SUMMARY, parseLab } from './console.js';

export const labProfile: RunnerProfile = {
  name: 'lab',
  framePackages: ['@hapi/lab'],
  ecosystem: 'javascript',
  recognition: { tools: ['lab'] },
  console: { ends: (line) => LAB_SUMMARY.test(line), parse: parseLab },
};
