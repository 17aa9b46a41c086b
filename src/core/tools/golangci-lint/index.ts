// golangci-lint: known to keep its work in its own tree.
import { ANY_ARGS, type ToolProfile } from '../profile.js';
import { golangciSuppressions } from './suppressions.js';

export const golangciLintProfile: ToolProfile = {
  name: 'golangci-lint',
  words: ['golangci-lint'],
  apart: ANY_ARGS,
  suppressions: golangciSuppressions,
};
