// Biome.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parseBiome } from './diagnostics.js';
import { biomeSuppressions } from './suppressions.js';

export const biomeProfile: ToolProfile = {
  name: 'biome',
  words: ['biome'],
  diagnosticNames: ['biome'],
  diagnostics: parseBiome,
  apart: ANY_ARGS,
  quick: true,
  suppressions: biomeSuppressions,
  startPoints: { upward: ['biome.json', 'biome.jsonc'] },
};
