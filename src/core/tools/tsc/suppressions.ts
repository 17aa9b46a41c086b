// What tsc honours: `// @ts-ignore` and `// @ts-expect-error` on the line above an error,
// `// @ts-nocheck` for the whole file (checked JavaScript too).
import type { ToolSuppressions } from '../profile.js';

const SCRIPTS = ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs'];

export const tscSuppressions: ToolSuppressions = {
  forms: [
    {
      label: '// @ts-ignore',
      extensions: SCRIPTS,
      re: /@ts-(?:ignore|expect-error)\b/,
      in: 'comment',
      scope: 'line',
    },
    {
      label: '// @ts-nocheck',
      extensions: SCRIPTS,
      re: /@ts-nocheck\b/,
      in: 'comment',
      scope: 'file',
    },
  ],
  unusedRules: /\bTS6(?:133|138|192|196|198|205)\b/,
};
