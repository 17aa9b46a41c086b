// pyright (and basedpyright).
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { parsePyright } from './diagnostics.js';
import { pyrightSuppressions } from './suppressions.js';

export const pyrightProfile: ToolProfile = {
  name: 'pyright',
  words: ['pyright', 'basedpyright'],
  diagnosticNames: ['pyright', 'basedpyright'],
  diagnostics: parsePyright,
  apart: ANY_ARGS,
  suppressions: pyrightSuppressions,
  startPoints: { upward: ['pyrightconfig.json', 'pyproject.toml'] },
};
