// flake8: known to keep its work in its own tree.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { flake8Suppressions } from './suppressions.js';

export const flake8Profile: ToolProfile = {
  name: 'flake8',
  words: ['flake8'],
  apart: ANY_ARGS,
  suppressions: flake8Suppressions,
  startPoints: { upward: ['.flake8', 'setup.cfg', 'tox.ini'] },
};
