// prettier: known to keep its work in its own tree.
import { ANY_ARGS, type ToolProfile } from '../profile.js';

export const prettierProfile: ToolProfile = {
  name: 'prettier',
  words: ['prettier'],
  apart: ANY_ARGS,
};
