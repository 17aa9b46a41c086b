// ruff.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parseRuff } from './diagnostics.js';
import { ruffSuppressions } from './suppressions.js';

export const ruffProfile: ToolProfile = {
  name: 'ruff',
  words: ['ruff'],
  diagnosticNames: ['ruff'],
  diagnostics: parseRuff,
  apart: ANY_ARGS,
  quick: true,
  suppressions: ruffSuppressions,
  // The nearest config walking up, then the user's, where the project has none.
  startPoints: {
    upward: ['ruff.toml', '.ruff.toml', 'pyproject.toml'],
    home: ['.config/ruff/ruff.toml', '.config/ruff/.ruff.toml', '.config/ruff/pyproject.toml'],
  },
};
