// What configures coverage for jest: collectCoverage or a coverage setting in its config,
// `--coverage` written in CI or scripts, or c8/nyc configured.

import { NODE_COVERAGE_FILES, NODE_COVERAGE_PLUGINS } from '../node-coverage.js';
import type { CoverageEvidence } from '../profile.js';

const CONFIGS = ['js', 'cjs', 'mjs', 'ts', 'cts', 'mts', 'json'].map((ext) => `jest.config.${ext}`);

export const JEST_COVERAGE: CoverageEvidence = {
  files: NODE_COVERAGE_FILES,
  sections: [
    {
      files: [...CONFIGS, 'package.json'],
      pattern: /["']?\b(?:collectCoverage|coverageThreshold|collectCoverageFrom)\b["']?\s*:/,
    },
  ],
  plugins: NODE_COVERAGE_PLUGINS,
  flags: /(?:^|\s|["'])--coverage(?:=true)?(?=\s|["']|$)/m,
  configure: 'collectCoverage in the jest config, or --coverage in CI or the test script',
};
