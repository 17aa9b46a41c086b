// pylint: known to keep its work in its own tree.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { pylintSuppressions } from './suppressions.js';

export const pylintProfile: ToolProfile = {
  name: 'pylint',
  words: ['pylint'],
  apart: ANY_ARGS,
  suppressions: pylintSuppressions,
  startPoints: { home: ['.pylintrc', '.config/pylintrc'] },
};
