// isort: a native formatter check, quick.
import { ANY_ARGS, type ToolProfile } from '../profile.js';

export const isortProfile: ToolProfile = {
  name: 'isort',
  words: ['isort'],
  apart: ANY_ARGS,
  quick: true,
};
