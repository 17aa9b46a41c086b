// What configures coverage for vitest: a `coverage` block in its config, its provider declared,
// `--coverage` written in CI or scripts, or c8/nyc configured.

import { NODE_COVERAGE_FILES, NODE_COVERAGE_PLUGINS } from '../node-coverage.js';
import type { CoverageEvidence } from '../profile.js';

const CONFIGS = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].flatMap((ext) => [
  `vitest.config.${ext}`,
  `vite.config.${ext}`,
  `vitest.workspace.${ext}`,
]);

export const VITEST_COVERAGE: CoverageEvidence = {
  files: NODE_COVERAGE_FILES,
  sections: [{ files: CONFIGS, pattern: /\bcoverage\s*:/ }],
  plugins: ['@vitest/coverage-v8', '@vitest/coverage-istanbul', ...NODE_COVERAGE_PLUGINS],
  flags: /(?:^|\s|["'])--coverage(?:\.enabled)?(?:=true)?(?=\s|["']|$)/m,
  configure:
    'a coverage block in the vitest config, @vitest/coverage-v8 (or -istanbul) among the devDependencies, or --coverage in CI',
};
