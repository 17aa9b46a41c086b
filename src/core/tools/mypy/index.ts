// mypy.
import type { ToolProfile } from '../profile.js';
import { parseMypy } from './diagnostics.js';
import { mypySuppressions } from './suppressions.js';

export const mypyProfile: ToolProfile = {
  name: 'mypy',
  words: ['mypy'],
  diagnosticNames: ['mypy'],
  diagnostics: parseMypy,
  // `--install-types` installs into the environment the tests share.
  apart: (args) => !args.some((arg) => /^--install-types(?:=|$)/.test(arg)),
  suppressions: mypySuppressions,
  // Read where the project configures none.
  startPoints: { home: ['.config/mypy/config', '.mypy.ini'] },
};
