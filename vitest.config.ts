import { configDefaults, defineConfig } from 'vitest/config';

// The end-to-end suites: test/e2e/, and the files elsewhere that drive whole runs (the CLI, the
// Action, the App) on real repositories with real runners, build the bundles, start Chromium, or
// spend seconds on real git and process trees (the git and process adapters' own suites).
// `npm run test:e2e` runs them, `npm run test:fast` everything else (the loop of CONTRIBUTING.md),
// `npm test` both. Picked by the time each file took (vitest's JSON report), not by guess.
// test:fast also passes --no-isolate (test files share a worker's module cache: a third of the CPU
// time); `npm test` keeps every file isolated, so it stays the judge of a leak between files.
export const SLOW = [
  'test/e2e/**/*.test.ts',
  'test/build/bundle.test.ts',
  'test/action/dist.test.ts',
  'test/app/dist-app.test.ts',
  'test/core/render/preview.test.ts',
  'test/cli/local-tools-verify.test.ts',
  'test/cli/plan.test.ts',
  'test/cli/cli-errors.test.ts',
  'test/cli/cli-usage.test.ts',
  'test/cli/projects.test.ts',
  'test/cli/source-heuristics.test.ts',
  'test/cli/plan-executed.test.ts',
  'test/app/pull-request.test.ts',
  'test/app/workflow-run.test.ts',
  'test/app/approval.test.ts',
  'test/app/allow-comment.test.ts',
  'test/app/label-change.test.ts',
  'test/app/restart.test.ts',
  'test/adapters/git.test.ts',
  'test/adapters/process.test.ts',
  'test/adapters/scratch-db.test.ts',
  'test/adapters/locked-guard.test.ts',
  'test/adapters/workspace.test.ts',
  'test/adapters/worktree-slot.test.ts',
  'test/action/judge.test.ts',
  'test/action/comment.test.ts',
  'test/action/inventory-cache.test.ts',
  'test/action/projects-mode.test.ts',
  'test/action/run-action.test.ts',
  'test/action/command-injection.test.ts',
  'test/cli/interrupt.test.ts',
  'test/core/verdict/assertion-core.test.ts',
  'test/adapters/locked-watch.test.ts',
];

export default defineConfig({
  test: {
    // The core's parsers are installed by the pipeline in a run; unit tests get all of them.
    setupFiles: ['test/helpers/install-parsers.ts'],
    globalSetup: ['test/helpers/cache-dir.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW],
        },
      },
      { extends: true, test: { name: 'e2e', include: SLOW } },
    ],
  },
});
