// clang-tidy (and run-clang-tidy), the C/C++ row's lint where the base has a `.clang-tidy`.
import type { ToolProfile } from '../profile.js';
import { parseClangTidy } from './diagnostics.js';
import { clangTidySuppressions } from './suppressions.js';

export const clangTidyProfile: ToolProfile = {
  name: 'clang-tidy',
  words: ['clang-tidy', 'run-clang-tidy'],
  diagnosticNames: ['clang-tidy', 'run-clang-tidy'],
  diagnostics: parseClangTidy,
  suppressions: clangTidySuppressions,
};
