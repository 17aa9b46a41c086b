// What staticcheck honours: `//lint:ignore Check reason` and `//lint:file-ignore Check reason`.
import type { ToolSuppressions } from '../profile.js';

export const staticcheckSuppressions: ToolSuppressions = {
  forms: [
    {
      label: '//lint:ignore',
      extensions: ['go'],
      re: /(?<=\/\/)lint:ignore\b/,
      in: 'comment',
      scope: 'line',
    },
    {
      label: '//lint:file-ignore',
      extensions: ['go'],
      re: /(?<=\/\/)lint:file-ignore\b/,
      in: 'comment',
      scope: 'file',
    },
  ],
  unusedRules: /\bU1000\b/,
};
