// golangci-lint: known to keep its work in its own tree.
import { ANY_ARGS, type ToolProfile } from '../profile.js';

export const golangciLintProfile: ToolProfile = {
  name: 'golangci-lint',
  words: ['golangci-lint'],
  apart: ANY_ARGS,
};
