// What flake8 honours: `# noqa` on a line and `# flake8: noqa` for the file.

import type { ToolSuppressions } from '../profile.js';
import {
  FLAKE8_FILE_NOQA,
  NOQA,
  PYCODESTYLE_LAYOUT,
  PYFLAKES_UNUSED,
} from '../python-suppressions.js';

export const flake8Suppressions: ToolSuppressions = {
  forms: [NOQA, FLAKE8_FILE_NOQA],
  layoutRules: PYCODESTYLE_LAYOUT,
  unusedRules: PYFLAKES_UNUSED,
};
