// What pylint honours: `# pylint: disable=...` (its line, or the block below when alone on one)
// and `# pylint: skip-file`.
import type { ToolSuppressions } from '../profile.js';

export const pylintSuppressions: ToolSuppressions = {
  forms: [
    {
      label: '# pylint: disable',
      extensions: ['py'],
      re: /#\s*pylint\s*:\s*(?:disable(?:-next)?\s*=|skip-file)[^#]*/,
      in: 'comment',
      scope: 'line',
    },
  ],
  layoutRules: /\bline-too-long\b|\bC0301\b/,
  unusedRules: /\b(?:unused-(?:import|variable|argument|wildcard-import)|W061[1-4])\b/,
};
