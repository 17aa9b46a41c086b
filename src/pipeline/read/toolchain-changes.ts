// Reads the dependency files and Go vendor folders a PR changed and reports what it did to the
// test toolchain; says which vendored paths the locked tree takes from base.
//
// Lockfiles, go.mod and go.sum are not restored: the job installed dependencies from the PR's
// lockfile before testlock ran, and testlock never installs (docs/verdict.md), so restoring one
// would change nothing that runs. The anomaly is what matters. Vendored Go code is different:
// the go command compiles vendor/ from the tree, so the locked tree takes its base version.
import { readFile } from '../../adapters/git.js';
import { mapLimit } from '../../adapters/map-limit.js';
import type { CargoMemberTests } from '../../core/changes/toolchain/cargo-files.js';
import { isDependencyFile, toolchainAnomalies } from '../../core/changes/toolchain-deps.js';
import { vendorFindings } from '../../core/changes/vendor-changes.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { ChangeTexts } from './change-texts.js';

export interface ToolchainFindings {
  anomalies: Anomaly[];
  /** Vendored paths whose base version the locked tree must take. */
  lockedVendor: Set<string>;
}

interface Sides {
  repo: string;
  mergeBase: string;
  head: string;
}

async function bothSides(sides: Sides, basePath: string | null, headPath: string | null) {
  return Promise.all([
    basePath === null ? null : readFile(sides.repo, sides.mergeBase, basePath),
    headPath === null ? null : readFile(sides.repo, sides.head, headPath),
  ]);
}

// go.work is also a harness file by path where the classifier says so; its anomaly then
// already stands, and a second one for the same file would say the same thing.
export function readsToolchain(file: ChangedFile): boolean {
  if (!isDependencyFile(file.path) || file.newKind === 'symlink' || file.newKind === 'submodule') {
    return false;
  }
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  return !(name.startsWith('go.work') && (file.class === 'harness' || file.oldClass === 'harness'));
}

function dependencyFileAnomalies(
  changes: readonly ChangedFile[],
  texts: ChangeTexts,
  goTestModules: ReadonlySet<string>,
  cargoMembers: CargoMemberTests | undefined,
): Anomaly[] {
  return changes.filter(readsToolchain).flatMap((file) => {
    const text = texts.get(file.path);
    const [base, head] = [text?.base ?? null, text?.head ?? null];
    return toolchainAnomalies(file.path, base, head, goTestModules, cargoMembers);
  });
}

/** The folder holding a path's Go vendor/ ('' at the root), or null outside any vendor/. */
function vendorModuleDir(path: string): string | null {
  const match = /(^|\/)vendor\//.exec(path);
  return match ? path.slice(0, match.index + (match[1] ?? '').length) : null;
}

async function vendorChanges(sides: Sides, changes: readonly ChangedFile[]) {
  const byDir = new Map<string, string[]>();
  for (const file of changes) {
    for (const path of new Set([file.path, file.oldPath ?? file.path])) {
      const dir = vendorModuleDir(path);
      if (dir !== null) byDir.set(dir, [...(byDir.get(dir) ?? []), path]);
    }
  }
  return mapLimit([...byDir.entries()], 4, async ([moduleDir, changedPaths]) => {
    const [baseModulesTxt, headModulesTxt] = await bothSides(
      sides,
      `${moduleDir}vendor/modules.txt`,
      `${moduleDir}vendor/modules.txt`,
    );
    const [baseGoMod, headGoMod] = await bothSides(
      sides,
      `${moduleDir}go.mod`,
      `${moduleDir}go.mod`,
    );
    return vendorFindings({
      moduleDir,
      changedPaths,
      baseModulesTxt,
      headModulesTxt,
      baseGoMod,
      headGoMod,
    });
  });
}

/** `texts` holds the dependency files' texts (those `readsToolchain` picks); vendor/ is read here. */
export async function toolchainChanges(
  sides: Sides,
  changes: readonly ChangedFile[],
  texts: ChangeTexts,
  goTestModules: ReadonlySet<string> = new Set(),
  cargoMembers?: CargoMemberTests,
): Promise<ToolchainFindings> {
  const dependencies = dependencyFileAnomalies(changes, texts, goTestModules, cargoMembers);
  const vendor = await vendorChanges(sides, changes);
  return {
    anomalies: [...dependencies, ...vendor.flatMap((found) => found.anomalies)],
    lockedVendor: new Set(vendor.flatMap((found) => found.locked)),
  };
}

/** Vendored files the locked tree takes from base are harness from here on (docs/verdict.md). */
export function lockVendored(
  changes: readonly ChangedFile[],
  locked: ReadonlySet<string>,
): ChangedFile[] {
  return changes.map((file) =>
    locked.has(file.path) || locked.has(file.oldPath ?? file.path)
      ? { ...file, class: 'harness', oldClass: 'harness' }
      : file,
  );
}
