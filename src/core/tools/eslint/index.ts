// ESLint.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parseEslint } from './diagnostics.js';
import { eslintSuppressions } from './suppressions.js';

export const eslintProfile: ToolProfile = {
  name: 'eslint',
  words: ['eslint'],
  diagnosticNames: ['eslint'],
  diagnostics: parseEslint,
  apart: ANY_ARGS,
  suppressions: eslintSuppressions,
};
