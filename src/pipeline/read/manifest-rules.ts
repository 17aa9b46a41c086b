// Reads the base and head texts of the manifests a PR changes for the rules that judge their
// content: Python install hooks and package.json export conditions.
import { readFile } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';
import { conditionAnomalies } from '../../core/changes/package-conditions.js';
import {
  installHookAnomalies,
  isInstallManifest,
} from '../../core/changes/python-install-hooks.js';
import type { Anomaly, ChangedFile } from '../../core/model.js';

function isJudgedManifest(path: string): boolean {
  return isInstallManifest(path) || path === 'package.json' || path.endsWith('/package.json');
}

export async function manifestRules(
  repo: string,
  mergeBase: string,
  head: string,
  changes: readonly ChangedFile[],
): Promise<Anomaly[]> {
  const manifests = changes.filter((f) => f.status !== 'deleted' && isJudgedManifest(f.path));
  const found = await mapLimit(manifests, 8, async (file) => {
    const [baseText, headText] = await Promise.all([
      file.status === 'added' ? null : readFile(repo, mergeBase, file.oldPath ?? file.path),
      readFile(repo, head, file.path),
    ]);
    return [
      ...installHookAnomalies(file, baseText, headText),
      ...conditionAnomalies(file, baseText, headText),
    ];
  });
  return found.flat();
}
