import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The core's parsers are installed by the pipeline in a run; unit tests get all of them.
    setupFiles: ['test/helpers/install-parsers.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
