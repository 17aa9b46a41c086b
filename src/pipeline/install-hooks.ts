// Reads the base and head texts of the Python manifests a PR changes, for the install-hook rule.
import { readFile } from '../adapters/git.js';
import { installHookAnomalies, isInstallManifest } from '../core/changes/python-install-hooks.js';
import type { Anomaly, ChangedFile } from '../core/model.js';
import { mapLimit } from './map-limit.js';

export async function installHooks(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<Anomaly[]> {
  const manifests = changes.filter((f) => f.status !== 'deleted' && isInstallManifest(f.path));
  const found = await mapLimit(manifests, 8, async (file) => {
    const [baseText, headText] = await Promise.all([
      file.status === 'added' ? null : readFile(repo, mergeBase, file.oldPath ?? file.path),
      readFile(repo, head, file.path),
    ]);
    return installHookAnomalies(file, baseText, headText);
  });
  return found.flat();
}
