// When clang-tidy is the project's lint (docs/verdict.md's C/C++ row): a `.clang-tidy` in the
// project's folder or a folder above it, at base. Its default checks are not the project's rules.
import { inDir, selfAndAncestors } from '../../discovery/paths.js';

export const CLANG_TIDY_CONFIG = '.clang-tidy';

/** Whether the base tree holds a `.clang-tidy` that applies to the project in `dir`. */
export function clangTidyConfigured(has: (path: string) => boolean, dir: string): boolean {
  return selfAndAncestors(dir).some((folder) => has(inDir(folder, CLANG_TIDY_CONFIG)));
}
