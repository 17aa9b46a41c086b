// What golangci-lint honours: `//nolint` and `//nolint:linter,...` (its line, or the declaration
// below it), and staticcheck's `//lint:ignore` through its staticcheck linters.
import type { ToolSuppressions } from '../profile.js';

export const golangciSuppressions: ToolSuppressions = {
  forms: [
    {
      label: '//nolint',
      extensions: ['go'],
      re: /(?<=\/\/\s*)nolint(?::[\w,-]+)?/,
      in: 'comment',
      scope: 'line',
    },
    {
      label: '//lint:ignore',
      extensions: ['go'],
      re: /(?<=\/\/)lint:ignore\b/,
      in: 'comment',
      scope: 'line',
    },
  ],
  layoutRules: /\blll\b/,
  unusedRules:
    /\((?:unused|deadcode|varcheck|unparam)\)$|\b(?:unused|deadcode|varcheck|unparam)\b:/,
};
