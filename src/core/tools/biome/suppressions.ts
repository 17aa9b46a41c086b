// What biome honours: `// biome-ignore <rule>: reason` on the next line, `biome-ignore-start`/`-end`
// around a range and `biome-ignore-all` for the file.
import type { ToolSuppressions } from '../profile.js';

const SCRIPTS = ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'json', 'jsonc', 'css'];

export const biomeSuppressions: ToolSuppressions = {
  forms: [
    {
      label: 'biome-ignore',
      extensions: SCRIPTS,
      re: /biome-ignore(?:-start|-end)?(?![-\w])/,
      in: 'comment',
      scope: 'line',
    },
    {
      label: 'biome-ignore-all',
      extensions: SCRIPTS,
      re: /biome-ignore-all\b/,
      in: 'comment',
      scope: 'file',
    },
  ],
  // The formatter's verdict: layout only.
  layoutRules: /\(format\)$/,
  unusedRules: /\bnoUnused(?:Variables|Imports|FunctionParameters|PrivateClassMembers)\b/,
};
