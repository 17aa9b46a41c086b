// The projects of a repository and which of them depend on which, read from their manifests.
// Python manifests declare dependencies by distribution name only, so they are not followed.
import { projectDirectories } from '../discovery/discover-checks.js';
import { dirOf, inDir, isWithin } from '../discovery/paths.js';
import type { Ecosystem } from '../model/changed-file.js';
import { type CargoManifest, cargoRefs, parseCargo } from './cargo-refs.js';
import { goRefs } from './go-refs.js';
import { nodeRefs } from './node-refs.js';
import type { ProjectNames } from './project-refs.js';

export interface RepoSnapshot {
  paths: readonly string[];
  read(path: string): string | undefined;
}

export interface ProjectNode {
  /** Repo-relative directory, '' for the root. */
  dir: string;
  ecosystems: Ecosystem[];
  /** Directories of the other projects this one depends on. */
  dependsOn: string[];
}

const MANIFEST_ECOSYSTEMS: ReadonlyArray<[string, Ecosystem]> = [
  ['go.mod', 'go'],
  ['package.json', 'javascript'],
  ['pyproject.toml', 'python'],
  ['setup.py', 'python'],
  ['Cargo.toml', 'rust'],
];

/** The deepest project directory holding `path`'s directory, or null outside every project. */
export function ownerOf(dir: string, projectDirs: readonly string[]): string | null {
  let best: string | null = null;
  for (const candidate of projectDirs) {
    if (isWithin(dir, candidate) && (best === null || candidate.length > best.length)) {
      best = candidate;
    }
  }
  return best;
}

export function ownerOfPath(path: string, projectDirs: readonly string[]): string | null {
  return ownerOf(dirOf(path), projectDirs);
}

function manifestsOf(dir: string, present: ReadonlySet<string>): Array<[string, Ecosystem]> {
  return MANIFEST_ECOSYSTEMS.filter(([name]) => present.has(inDir(dir, name)));
}

function cargoManifests(dirs: readonly string[], repo: RepoSnapshot): Map<string, CargoManifest> {
  const manifests = new Map<string, CargoManifest>();
  for (const dir of dirs) {
    const text = repo.read(inDir(dir, 'Cargo.toml'));
    const manifest = text === undefined ? null : parseCargo(dir, text);
    if (manifest) manifests.set(dir, manifest);
  }
  return manifests;
}

function namesOf(dir: string, repo: RepoSnapshot, cargo: Map<string, CargoManifest>) {
  const found: ProjectNames[] = [];
  const node = repo.read(inDir(dir, 'package.json'));
  if (node !== undefined) found.push(nodeRefs(dir, node));
  const go = repo.read(inDir(dir, 'go.mod'));
  if (go !== undefined) found.push(goRefs(dir, go));
  const crate = cargo.get(dir);
  if (crate) found.push(cargoRefs(crate, cargo));
  return {
    names: found.flatMap((entry) => entry.names),
    refs: found.flatMap((entry) => entry.refs),
  };
}

/** Every project with its ecosystems and in-repo dependencies, the root first. */
export function projectGraph(repo: RepoSnapshot): ProjectNode[] {
  const dirs = projectDirectories(repo.paths);
  const present = new Set(repo.paths);
  const cargo = cargoManifests(dirs, repo);
  const read = dirs.map((dir) => ({ dir, ...namesOf(dir, repo, cargo) }));
  const byName = new Map<string, string>();
  for (const { dir, names } of read) {
    for (const { ecosystem, name } of names) byName.set(`${ecosystem}:${name}`, dir);
  }
  return read.map(({ dir, refs }) => {
    const targets = refs.map((ref) =>
      ref.by === 'name'
        ? (byName.get(`${ref.ecosystem}:${ref.name}`) ?? null)
        : ownerOf(ref.dir, dirs),
    );
    const dependsOn = [...new Set(targets)].filter(
      (target): target is string => target !== null && target !== dir,
    );
    const ecosystems = [...new Set(manifestsOf(dir, present).map(([, eco]) => eco))];
    return { dir, ecosystems, dependsOn: dependsOn.sort() };
  });
}
