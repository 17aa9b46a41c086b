// black: a native formatter check, quick.
import { ANY_ARGS, type ToolProfile } from '../profile.js';

export const blackProfile: ToolProfile = {
  name: 'black',
  words: ['black'],
  apart: ANY_ARGS,
  quick: true,
  startPoints: { upward: ['pyproject.toml'], home: ['.config/black'] },
};
