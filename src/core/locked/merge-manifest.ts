// Picks the merge for a dependency manifest: its test-related parts from base, the rest from head.
import type { CargoMemberTests } from '../changes/toolchain/cargo-files.js';
import { mergeCargoToml } from './merge-cargo-toml.js';
import { lockAddedCMake, mergeCMake } from './merge-cmake.js';
import { lockAddedCMakePresets, mergeCMakePresets } from './merge-cmake-presets.js';
import { lockAddedDenoJson, mergeDenoJson } from './merge-deno-json.js';
import { mergeGoMod } from './merge-go-mod.js';
import { lockAddedPackageJson, mergePackageJson } from './merge-package-json.js';
import { mergePyproject } from './merge-pyproject.js';

/** A test folder, whose CMake files are restored whole (the `cpp:ctest` harness rule). */
export const CMAKE_TEST_FOLDER = /(?:^|\/)(?:test|tests|Tests)\//;

export type ManifestKind =
  | 'package.json'
  | 'pyproject.toml'
  | 'Cargo.toml'
  | 'deno.json'
  | 'deno.jsonc'
  | 'CMakeLists.txt'
  | 'cmake-module'
  | 'CMakePresets.json'
  | 'go.mod';

/** What a merge needs to know beyond the two texts. */
export interface MergeContext {
  /** Go modules only tests import, at base and head: their `replace`/`exclude` stay base's. */
  goTestModules?: ReadonlySet<string>;
  /** What a Cargo workspace's members take from its root for their tests (read from base). */
  cargoMembers?: CargoMemberTests;
}

const MERGES: Record<
  ManifestKind,
  (baseText: string, headText: string, context: MergeContext) => string
> = {
  'package.json': mergePackageJson,
  'pyproject.toml': mergePyproject,
  'Cargo.toml': (baseText, headText, context) =>
    mergeCargoToml(baseText, headText, context.cargoMembers),
  'deno.json': mergeDenoJson,
  'deno.jsonc': mergeDenoJson,
  'CMakeLists.txt': mergeCMake,
  'cmake-module': mergeCMake,
  'CMakePresets.json': mergeCMakePresets,
  'go.mod': (baseText, headText, context) => mergeGoMod(baseText, headText, context.goTestModules),
};

/** The mergeable manifest kind of a path (at any level), or null. */
export function manifestKind(path: string): ManifestKind | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const cmake = cmakeKind(path, name);
  if (cmake !== undefined) return cmake;
  return Object.hasOwn(MERGES, name) ? (name as ManifestKind) : null;
}

// A test folder's CMake files are the tests' harness, restored whole; elsewhere a CMake file
// holds the PR's sources and libraries too (merge-cmake.ts).
function cmakeKind(path: string, name: string): ManifestKind | null | undefined {
  const isCMake = name === 'CMakeLists.txt' || name.endsWith('.cmake');
  if (!isCMake) return undefined;
  if (CMAKE_TEST_FOLDER.test(path)) return null;
  return name === 'CMakeLists.txt' ? 'CMakeLists.txt' : 'cmake-module';
}

/** The locked version of a manifest; head's text unchanged when its test parts equal base's. */
export function mergeManifest(
  kind: ManifestKind,
  baseText: string,
  headText: string,
  context: MergeContext = {},
): string {
  return MERGES[kind](baseText, headText, context);
}

// A manifest the PR adds has no base to take its test parts from: they are left out, as every
// harness file the PR adds is. A new crate's Cargo.toml is kept whole: its target keys decide
// what builds, and it is critical wherever it is (new-package-manifests.ts).
const ADDED: Record<ManifestKind, ((headText: string) => string) | null> = {
  'package.json': lockAddedPackageJson,
  'pyproject.toml': (headText) => mergePyproject('', headText),
  'Cargo.toml': null,
  'deno.json': lockAddedDenoJson,
  'deno.jsonc': lockAddedDenoJson,
  'CMakeLists.txt': lockAddedCMake,
  'cmake-module': lockAddedCMake,
  'CMakePresets.json': lockAddedCMakePresets,
  'go.mod': (headText) => mergeGoMod('', headText),
};

/** Whether the locked tree rewrites a manifest of this kind when the PR adds it. */
export function locksAddedManifest(kind: ManifestKind): boolean {
  return ADDED[kind] !== null;
}

/** The locked version of a manifest the PR adds (head's text for a kind kept whole). */
export function lockAddedManifest(kind: ManifestKind, headText: string): string {
  return ADDED[kind]?.(headText) ?? headText;
}
