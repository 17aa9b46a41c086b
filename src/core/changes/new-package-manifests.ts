// Manifests the PR adds for a new package: in a folder that holds no file of the base commit, so
// what they declare (module type, import maps, test settings) governs only files the PR adds.

import { manifestKind } from '../locked/merge-manifest.js';
import type { ChangedFile } from '../model/changed-file.js';

// A new crate's Cargo.toml joins the workspace's build, whose features are unified across its
// members: it can turn on a feature of a base crate (`a = { path = "../a", features = [...] }`),
// which changes the code base tests run. It stays critical wherever it is.
const GOVERNS_ITS_FOLDER_ONLY = new Set([
  'package.json',
  'pyproject.toml',
  'deno.json',
  'deno.jsonc',
]);

const isNewPath = (f: ChangedFile): boolean =>
  f.status === 'added' || f.status === 'copied' || f.status === 'renamed';

/**
 * The head paths of the manifests the PR adds (or moves) into folders where the base commit has
 * no file; the root folder always has base files, so its manifests are never among them.
 */
export function newPackageManifests(
  changes: readonly ChangedFile[],
  basePaths: readonly string[],
): Set<string> {
  const candidates = changes.filter((f) => {
    const kind = manifestKind(f.path);
    return (
      isNewPath(f) && kind !== null && GOVERNS_ITS_FOLDER_ONLY.has(kind) && f.path.includes('/')
    );
  });
  if (candidates.length === 0) return new Set();
  // Every folder that holds a base file, at any depth.
  const baseFolders = new Set<string>();
  for (const path of basePaths) {
    for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
      const folder = path.slice(0, at);
      if (baseFolders.has(folder)) break;
      baseFolders.add(folder);
    }
  }
  return new Set(
    candidates
      .map((f) => f.path)
      .filter((path) => !baseFolders.has(path.slice(0, path.lastIndexOf('/')))),
  );
}
