// cargo's build and clippy (rustc's diagnostics). They share the tests' target folder: never apart.
import type { ToolProfile } from '../profile.js';
import { parseCargo } from './diagnostics.js';
import { clippySuppressions } from './suppressions.js';

export const clippyProfile: ToolProfile = {
  name: 'clippy',
  words: ['cargo'],
  diagnosticNames: ['cargo', 'clippy', 'cargo-clippy', 'rustc'],
  diagnostics: parseCargo,
  suppressions: clippySuppressions,
};
