// ESLint.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parseEslint } from './diagnostics.js';

export const eslintProfile: ToolProfile = {
  name: 'eslint',
  words: ['eslint'],
  diagnosticNames: ['eslint'],
  diagnostics: parseEslint,
  apart: ANY_ARGS,
};
