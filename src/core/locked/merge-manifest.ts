// Picks the merge for a dependency manifest: its test-related parts from base, the rest from head.
import { mergeCargoToml } from './merge-cargo-toml.js';
import { mergeDenoJson } from './merge-deno-json.js';
import { mergePackageJson } from './merge-package-json.js';
import { mergePyproject } from './merge-pyproject.js';

export type ManifestKind =
  | 'package.json'
  | 'pyproject.toml'
  | 'Cargo.toml'
  | 'deno.json'
  | 'deno.jsonc';

const MERGES: Record<ManifestKind, (baseText: string, headText: string) => string> = {
  'package.json': mergePackageJson,
  'pyproject.toml': mergePyproject,
  'Cargo.toml': mergeCargoToml,
  'deno.json': mergeDenoJson,
  'deno.jsonc': mergeDenoJson,
};

/** The mergeable manifest kind of a path (at any level), or null. */
export function manifestKind(path: string): ManifestKind | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return Object.hasOwn(MERGES, name) ? (name as ManifestKind) : null;
}

/** The locked version of a manifest; head's text unchanged when its test parts equal base's. */
export function mergeManifest(kind: ManifestKind, baseText: string, headText: string): string {
  return MERGES[kind](baseText, headText);
}
