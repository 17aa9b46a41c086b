// What ruff honours: `# noqa`, `# noqa: X`, and the file-level `# ruff: noqa` (and flake8's).

import type { ToolSuppressions } from '../profile.js';
import {
  FLAKE8_FILE_NOQA,
  NOQA,
  PYCODESTYLE_LAYOUT,
  PYFLAKES_UNUSED,
} from '../python-suppressions.js';

export const ruffSuppressions: ToolSuppressions = {
  forms: [
    NOQA,
    FLAKE8_FILE_NOQA,
    {
      label: '# ruff: noqa',
      extensions: ['py', 'pyi'],
      re: /#\s*ruff\s*:\s*noqa\b(?::\s*[A-Za-z0-9,\s]*)?/i,
      in: 'comment',
      scope: 'file',
    },
  ],
  layoutRules: PYCODESTYLE_LAYOUT,
  unusedRules: PYFLAKES_UNUSED,
};
