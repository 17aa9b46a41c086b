// What the members of a Cargo workspace take from its root manifest for their tests, read from
// base when the PR changes a workspace root: the `[workspace.dependencies]` entries their dev and
// build dependencies inherit (`insta = { workspace = true }`) and the crates they test with. The
// root's entries for those are the test toolchain: a PR's edit is reported, and the locked
// Cargo.toml keeps base's (issue 42.5, a file a base harness file reaches by reference).
import { listFiles, readFiles } from '../../adapters/git.js';
import {
  type CargoMemberTests,
  cargoMemberTests,
} from '../../core/changes/toolchain/cargo-files.js';
import type { DiffEntry } from '../../core/model/diff.js';
import { parseTomlOrNull } from '../../core/parsers/installed.js';
import { isRecord } from '../../core/text/is-record.js';

const isCargoToml = (path: string): boolean =>
  path === 'Cargo.toml' || path.endsWith('/Cargo.toml');

/** Null when the PR changes no base workspace root. */
export async function cargoMemberTestsAtBase(
  root: string,
  baseSha: string,
  entries: readonly DiffEntry[],
): Promise<CargoMemberTests | null> {
  const changed = entries
    .filter((e) => e.status === 'modified' && isCargoToml(e.path))
    .map((e) => e.path);
  if (changed.length === 0) return null;
  const texts = await readFiles(root, baseSha, changed);
  const roots = changed.filter((path) => {
    const doc = parseTomlOrNull(texts.get(path) ?? '');
    return doc !== null && isRecord(doc.workspace);
  });
  if (roots.length === 0) return null;
  const folders = roots.map((path) => path.slice(0, path.length - 'Cargo.toml'.length));
  const manifests = (await listFiles(root, baseSha)).filter(
    (path) => isCargoToml(path) && folders.some((folder) => path.startsWith(folder)),
  );
  const members = await readFiles(root, baseSha, manifests);
  return cargoMemberTests([...members.values()]);
}
