// ESLint.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parseEslint } from './diagnostics.js';
import { eslintSuppressions } from './suppressions.js';

const FLAT_CONFIGS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((ext) => `eslint.config.${ext}`);
const LEGACY_CONFIGS = [
  '.eslintrc.js',
  '.eslintrc.cjs',
  '.eslintrc.yaml',
  '.eslintrc.yml',
  '.eslintrc.json',
  '.eslintrc',
];

export const eslintProfile: ToolProfile = {
  name: 'eslint',
  words: ['eslint'],
  diagnosticNames: ['eslint'],
  diagnostics: parseEslint,
  apart: ANY_ARGS,
  suppressions: eslintSuppressions,
  // Flat config is found walking up; the legacy cascade merges every .eslintrc above and the home one.
  startPoints: {
    upward: [...FLAT_CONFIGS, ...LEGACY_CONFIGS, 'package.json', 'node_modules'],
    home: LEGACY_CONFIGS,
  },
};
