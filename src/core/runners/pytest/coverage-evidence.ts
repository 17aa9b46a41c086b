// What configures coverage for pytest: coverage.py's settings, pytest-cov declared, `--cov` written.
import type { CoverageEvidence } from '../profile.js';

export const PYTEST_COVERAGE: CoverageEvidence = {
  files: ['.coveragerc'],
  sections: [
    { files: ['pyproject.toml'], pattern: /^\s*\[tool\.coverage[.\]]/m },
    { files: ['setup.cfg', 'tox.ini'], pattern: /^\s*\[coverage:/m },
  ],
  plugins: ['pytest-cov'],
  flags: /(?:^|\s|["'])--cov(?:=|\s|["']|$)|\bcoverage run\b/m,
  flagFiles: ['pytest.ini'],
  configure:
    'coverage.py (a .coveragerc or [tool.coverage.run]), pytest-cov among the dev dependencies, or --cov in CI',
  disabled: /-p\s*no:(?:cov|pytest_cov)\b|--no-cov\b/,
};
