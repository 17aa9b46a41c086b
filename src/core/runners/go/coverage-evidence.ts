// What configures coverage for `go test`: a cover flag written in CI, a task file or a script.
import type { CoverageEvidence } from '../profile.js';

export const GO_COVERAGE: CoverageEvidence = {
  files: [],
  sections: [],
  plugins: [],
  flags: /(?:^|\s|["'])-{1,2}(?:coverprofile|cover|covermode|coverpkg)(?:=|\s|["']|$)/m,
  configure: '-coverprofile (or -cover) on the go test line of CI',
};
