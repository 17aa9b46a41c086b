// `deno test`.
import type { RunnerProfile } from '../profile.js';
import { DENO_SUMMARY, parseDeno } from './console.js';

export const denoProfile: RunnerProfile = {
  name: 'deno',
  label: 'deno test',
  ecosystem: 'javascript',
  recognition: { tools: ['deno'], starts: (_tool, rest) => rest[0] === 'test' },
  console: { ends: (line) => DENO_SUMMARY.test(line), parse: parseDeno },
  environmentSignals: { modules: ['jsr:@std/testing*', 'https://deno.land/std*/testing/*'] },
};
