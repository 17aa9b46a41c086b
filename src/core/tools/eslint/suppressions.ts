// What eslint honours: `eslint-disable-line` / `eslint-disable-next-line`, a block or file
// `/* eslint-disable */`, and an inline rule configuration (`/* eslint no-console: "off" */`).
import type { ToolSuppressions } from '../profile.js';

const SCRIPTS = ['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'vue', 'svelte'];

export const eslintSuppressions: ToolSuppressions = {
  forms: [
    {
      label: 'eslint-disable-line',
      extensions: SCRIPTS,
      re: /eslint-disable-(?:next-)?line\b/,
      in: 'comment',
      scope: 'line',
    },
    {
      label: 'eslint-disable',
      extensions: SCRIPTS,
      re: /eslint-disable(?![-\w])/,
      in: 'comment',
      scope: 'file',
    },
    {
      label: '/* eslint rule: off */',
      extensions: SCRIPTS,
      re: /(?<=\/\*\s*)eslint(?=\s+[@\w][\w@/-]*\s*:)/,
      in: 'comment',
      scope: 'file',
    },
  ],
  layoutRules: /\b(?:max-len|no-trailing-spaces|no-multiple-empty-lines|padded-blocks)\b/,
  unusedRules: /\bno-unused-vars\b/,
};
