// What clang-tidy honours: `NOLINT`, `NOLINTNEXTLINE` and `NOLINTBEGIN`/`NOLINTEND`, each with an
// optional list of checks.
import type { ToolSuppressions } from '../profile.js';

export const clangTidySuppressions: ToolSuppressions = {
  forms: [
    {
      label: 'NOLINT',
      extensions: ['c', 'cc', 'cpp', 'cxx', 'c++', 'h', 'hh', 'hpp', 'hxx', 'ipp'],
      re: /\bNOLINT(?:NEXTLINE|BEGIN|END)?\b(?:\([^)]*\))?/,
      in: 'comment',
      scope: 'line',
    },
  ],
  unusedRules: /\b(?:misc-unused-[\w-]+|clang-diagnostic-unused-[\w-]+)\b|-Wunused-[\w-]+/,
};
