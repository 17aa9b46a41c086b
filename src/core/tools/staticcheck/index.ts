// staticcheck: known to keep its work in its own tree.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { staticcheckSuppressions } from './suppressions.js';

export const staticcheckProfile: ToolProfile = {
  name: 'staticcheck',
  words: ['staticcheck'],
  apart: ANY_ARGS,
  suppressions: staticcheckSuppressions,
};
