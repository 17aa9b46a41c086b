// What sqlfluff honours: `-- noqa`, `-- noqa: RULE` and `-- noqa: disable=...` ranges.
import type { ToolSuppressions } from '../profile.js';

export const sqlfluffSuppressions: ToolSuppressions = {
  forms: [
    {
      label: '-- noqa',
      extensions: ['sql'],
      re: /--\s*noqa\b[^\n]*/,
      in: 'comment',
      scope: 'line',
    },
  ],
  layoutRules: /\bLT05\b|\bL016\b/,
};
