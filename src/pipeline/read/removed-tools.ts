// Reads both sides of the manifests a PR changed when some check was skipped for a missing
// tool, so the pure rule can tell a tool the PR removed from one the machine never had.
import { removedToolAnomalies } from '../../core/changes/removed-tools.js';
import { isDeclaringManifest } from '../../core/changes/toolchain-deps.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { Check } from '../../core/model/check.js';
import { readChangeSides } from './change-texts.js';

function isManifest(file: ChangedFile): boolean {
  return isDeclaringManifest(file.path) || isDeclaringManifest(file.oldPath ?? file.path);
}

export async function removedTools(
  sides: { repo: string; mergeBase: string; head: string },
  changes: readonly ChangedFile[],
  checks: readonly Check[],
): Promise<Anomaly[]> {
  if (!checks.some((check) => check.skipped === 'tool-not-installed')) return [];
  const manifests = changes.filter(isManifest);
  if (manifests.length === 0) return [];
  const read = await readChangeSides(sides, manifests);
  return removedToolAnomalies(checks, read);
}
