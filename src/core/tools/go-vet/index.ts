// `go vet` and `go build` (the go command's diagnostics).
import type { ToolProfile } from '../profile.js';
import { parseGo } from './diagnostics.js';

export const goVetProfile: ToolProfile = {
  name: 'go vet',
  words: ['go'],
  diagnosticNames: ['go', 'go vet', 'go build', 'vet'],
  diagnostics: parseGo,
  // A build with `-o` writes where it is told; `go test` is no type check.
  apart: ([verb, ...rest]) =>
    (verb === 'vet' || verb === 'build') && !rest.some((arg) => /^-o(?:=|$)/.test(arg)),
};
