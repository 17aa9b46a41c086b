// What configures coverage for ctest: a build compiled for gcov (CMake flags) or gcovr run by CI.
import type { CoverageEvidence } from '../profile.js';

const GCOV_FLAGS = /--coverage\b|-fprofile-arcs\b|-ftest-coverage\b/;

export const CTEST_COVERAGE: CoverageEvidence = {
  files: ['gcovr.cfg'],
  sections: [{ files: ['CMakeLists.txt', 'CMakePresets.json'], pattern: GCOV_FLAGS }],
  plugins: [],
  flags: /\bgcovr\b|\blcov\b|--coverage\b|-fprofile-arcs\b/,
  configure: 'a build compiled with --coverage (CMake flags) or gcovr in CI',
};
