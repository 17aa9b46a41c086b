// What one project's manifests say it depends on inside the repository, before resolution:
// a package, crate or module named elsewhere in the repo, or a directory given by path.

import type { Ecosystem } from '../model/changed-file.js';

/** A dependency that may lie inside the repository. */
export type ProjectRef =
  | { by: 'name'; ecosystem: Ecosystem; name: string }
  /** A directory, already joined with the project's directory and normalized ('' = root). */
  | { by: 'dir'; dir: string };

/** The identity a project offers to others: the names they can depend on it by. */
export interface ProjectNames {
  /** `package.json#name`, `[package].name` of Cargo.toml, the `module` of go.mod. */
  names: Array<{ ecosystem: Ecosystem; name: string }>;
  refs: ProjectRef[];
}
