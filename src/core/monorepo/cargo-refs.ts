// In-repo dependencies of a Cargo.toml: `path = "..."` dependencies, directly or through
// `workspace = true` and the workspace root's `[workspace.dependencies]`.

import { dirOf, joinDir } from '../discovery/paths.js';
import { parseToml as parse } from '../parsers/installed.js';
import { isRecord } from '../text/is-record.js';
import type { ProjectNames, ProjectRef } from './project-refs.js';

const TABLES = ['dependencies', 'dev-dependencies', 'build-dependencies'];

type Toml = Record<string, unknown>;

/** A parsed Cargo.toml with the directory it lives in. */
export interface CargoManifest {
  dir: string;
  toml: Toml;
}

export function parseCargo(dir: string, text: string): CargoManifest | null {
  try {
    return { dir, toml: parse(text) as Toml };
  } catch {
    return null;
  }
}

/** Every dependency table, including `[target.'cfg(...)'.dependencies]`. */
function dependencyTables(toml: Toml): Toml[] {
  const targets = isRecord(toml.target) ? Object.values(toml.target).filter(isRecord) : [];
  return [toml, ...targets].flatMap((scope) => TABLES.map((name) => scope[name]).filter(isRecord));
}

function pathRef(dir: string, spec: unknown): ProjectRef | null {
  if (!isRecord(spec) || typeof spec.path !== 'string') return null;
  const target = joinDir(dir, spec.path);
  return target === null ? null : { by: 'dir', dir: target };
}

/** The nearest manifest at or above `dir` that declares `[workspace]`. */
function workspaceRoot(dir: string, manifests: ReadonlyMap<string, CargoManifest>) {
  for (let current = dir; ; current = dirOf(current)) {
    const manifest = manifests.get(current);
    if (manifest && isRecord(manifest.toml.workspace)) return manifest;
    if (current === '') return undefined;
  }
}

function inherited(name: string, spec: unknown, root: CargoManifest | undefined) {
  if (!isRecord(spec) || spec.workspace !== true || root === undefined) return null;
  const workspace = root.toml.workspace as Toml;
  const shared = isRecord(workspace.dependencies) ? workspace.dependencies : {};
  const key = typeof spec.package === 'string' ? spec.package : name;
  return pathRef(root.dir, shared[key] ?? shared[name]);
}

export function cargoRefs(
  manifest: CargoManifest,
  manifests: ReadonlyMap<string, CargoManifest>,
): ProjectNames {
  const pkg = manifest.toml.package;
  const names =
    isRecord(pkg) && typeof pkg.name === 'string'
      ? [{ ecosystem: 'rust' as const, name: pkg.name }]
      : [];
  const root = workspaceRoot(manifest.dir, manifests);
  const refs: ProjectRef[] = [];
  for (const table of dependencyTables(manifest.toml)) {
    for (const [name, spec] of Object.entries(table)) {
      const ref = pathRef(manifest.dir, spec) ?? inherited(name, spec, root);
      if (ref) refs.push(ref);
    }
  }
  return { names, refs };
}
