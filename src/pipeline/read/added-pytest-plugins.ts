// Reads both sides of the Python dependency files a PR changed when an installed distribution
// declares a pytest plugin, so the pure rule can tell one the PR brought in.
import {
  addedPytestPluginAnomalies,
  type DependencySides,
} from '../../core/changes/added-pytest-plugins.js';
import { isPythonDependencyFile } from '../../core/changes/toolchain-deps.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import { pytestPluginsInListing } from '../../core/run/python-listing.js';
import { readChangeTexts } from './change-texts.js';

export async function addedPytestPlugins(
  sides: { repo: string; mergeBase: string; head: string },
  changes: readonly ChangedFile[],
  listings: ReadonlyArray<string | null>,
): Promise<Anomaly[]> {
  const plugins = new Set(listings.flatMap((l) => (l === null ? [] : pytestPluginsInListing(l))));
  if (plugins.size === 0) return [];
  const files = changes.filter((f) => f.status !== 'deleted' && isPythonDependencyFile(f.path));
  if (files.length === 0) return [];
  const texts = await readChangeTexts(sides.repo, sides.mergeBase, sides.head, files);
  const read: DependencySides[] = files.map((file) => ({
    path: file.path,
    base: texts.get(file.path)?.base ?? null,
    head: texts.get(file.path)?.head ?? null,
  }));
  return addedPytestPluginAnomalies(plugins, read);
}
