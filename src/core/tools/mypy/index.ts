// mypy.
import type { ToolProfile } from '../profile.js';
import { parseMypy } from './diagnostics.js';

export const mypyProfile: ToolProfile = {
  name: 'mypy',
  words: ['mypy'],
  diagnosticNames: ['mypy'],
  diagnostics: parseMypy,
  // `--install-types` installs into the environment the tests share.
  apart: (args) => !args.some((arg) => /^--install-types(?:=|$)/.test(arg)),
};
