// Reads both sides of the Python dependency files a PR changed when the environment's listing
// holds distributions that hook into the checks, so the pure rule can tell those the PR brought.
import { addedDependencyHookAnomalies } from '../../core/changes/added-dependency-hooks.js';
import { isPythonDependencyFile } from '../../core/changes/toolchain-deps.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import { installedHooks } from '../../core/run/python-listing.js';
import { readChangeSides } from './change-texts.js';

export async function addedDependencyHooks(
  sides: { repo: string; mergeBase: string; head: string },
  changes: readonly ChangedFile[],
  listings: ReadonlyArray<string | null>,
): Promise<Anomaly[]> {
  const installed = installedHooks(listings);
  if (installed.plugins.size === 0 && installed.scripts.size === 0) return [];
  const files = changes.filter((f) => f.status !== 'deleted' && isPythonDependencyFile(f.path));
  if (files.length === 0) return [];
  const read = await readChangeSides(sides, files);
  return addedDependencyHookAnomalies(installed, read);
}
