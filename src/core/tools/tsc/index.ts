// The TypeScript compiler (and vue-tsc, which prints its errors).
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parseTsc } from './diagnostics.js';
import { tscSuppressions } from './suppressions.js';

export const tscProfile: ToolProfile = {
  name: 'tsc',
  words: ['tsc', 'vue-tsc'],
  diagnosticNames: ['tsc', 'vue-tsc'],
  diagnostics: parseTsc,
  apart: ANY_ARGS,
  suppressions: tscSuppressions,
  // Without -p, tsc walks up for tsconfig.json; every node_modules/@types above is included.
  startPoints: { upward: ['tsconfig.json', 'node_modules'] },
};
