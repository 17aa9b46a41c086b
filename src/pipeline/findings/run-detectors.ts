// The post-run passes: what only the checks' outcomes, the environment's listings and the base
// inventory can show, in the order the report lists their findings.
import { addedDependencyHooks } from '../read/added-dependency-hooks.js';
import { removedTools } from '../read/removed-tools.js';
import { strippedFindings } from '../read/stripped-findings.js';
import { unlockedTests } from '../read/unlocked-tests.js';
import type { RunDetector } from './detector.js';

/** A check skipped for a missing tool the PR's own manifest no longer installs. */
const removedTool: RunDetector = {
  name: 'tools the PR removed from its manifests',
  detect: (run) =>
    removedTools(
      run,
      run.changes,
      run.outcomes.map((o) => o.result),
    ),
};

/** A runner plugin or a tool's command the environment holds because the PR brought it in. */
const addedHooks: RunDetector = {
  name: 'runner plugins and commands the PR installed',
  detect: (run) => addedDependencyHooks(run, run.changes, run.listings),
};

/** A file the base runner collects tests from by its own configuration, which the run did not lock. */
const unlocked: RunDetector = {
  name: 'tests the base runner collects that the run did not lock',
  detect: (run) => unlockedTests(run, run.changes, run.baseFiles),
};

/** Errors a lint or type check reports once the suppressions the PR added are taken out. */
const hiddenBySuppressions: RunDetector = {
  name: 'errors the suppressions the PR added hide',
  detect: async (run) => strippedFindings(run.outcomes, run.stripped ?? null),
};

export const RUN_DETECTORS: readonly RunDetector[] = [
  removedTool,
  addedHooks,
  unlocked,
  hiddenBySuppressions,
];
