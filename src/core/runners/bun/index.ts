// `bun test`.
import type { RunnerProfile } from '../profile.js';
import { BUN_RAN, parseBun } from './console.js';

export const bunProfile: RunnerProfile = {
  name: 'bun',
  label: 'bun test',
  framePackages: ['bun'],
  ecosystem: 'javascript',
  recognition: { tools: ['bun'], starts: (_tool, rest) => rest[0] === 'test' },
  console: { ends: (line) => BUN_RAN.test(line), parse: parseBun },
  environmentSignals: { modules: ['bun:test'] },
};
