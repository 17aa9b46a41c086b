// ruff.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parseRuff } from './diagnostics.js';

export const ruffProfile: ToolProfile = {
  name: 'ruff',
  words: ['ruff'],
  diagnosticNames: ['ruff'],
  diagnostics: parseRuff,
  apart: ANY_ARGS,
  quick: true,
};
