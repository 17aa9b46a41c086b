// Which projects of a monorepo a pull request touches: a change under a project, under a project
// it depends on within the repository, or to a shared harness file outside every project.
import { baseName } from '../discovery/paths.js';
import type { ChangedFile } from '../model/changed-file.js';
import { ownerOfPath, type ProjectNode, projectGraph, type RepoSnapshot } from './project-graph.js';

export interface Project {
  /** Repo-relative directory; `.` for the root, so it can be a `working-directory` as is. */
  directory: string;
  ecosystems: string[];
  touched: boolean;
  reason: string;
}

export interface ProjectsInput extends RepoSnapshot {
  changes: readonly ChangedFile[];
}

// Lockfiles and workspace files at the root decide what every member builds against.
const SHARED_FILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'yarn.lock',
  'bun.lock',
  'bun.lockb',
  'Cargo.lock',
  'go.work',
  'go.work.sum',
  'uv.lock',
  'poetry.lock',
]);

function pathsOf(change: ChangedFile): string[] {
  return change.oldPath === null ? [change.path] : [change.oldPath, change.path];
}

/** A file outside every nested project that decides what runs or passes everywhere. */
function isShared(change: ChangedFile, path: string, owner: string | null): boolean {
  if (owner !== null && owner !== '') return false;
  return (
    change.class === 'harness' || change.oldClass === 'harness' || SHARED_FILES.has(baseName(path))
  );
}

function listed(paths: readonly string[]): string {
  const more = paths.length > 1 ? ` (+${paths.length - 1} more)` : '';
  return `${paths[0]}${more}`;
}

interface Touches {
  shared: string[];
  direct: Map<string, string[]>;
}

function touchesOf(changes: readonly ChangedFile[], dirs: readonly string[]): Touches {
  const touches: Touches = { shared: [], direct: new Map() };
  for (const change of changes) {
    for (const path of pathsOf(change)) {
      const owner = ownerOfPath(path, dirs);
      if (isShared(change, path, owner)) touches.shared.push(path);
      if (owner === null) continue;
      const paths = touches.direct.get(owner) ?? [];
      if (!paths.includes(path)) paths.push(path);
      touches.direct.set(owner, paths);
    }
  }
  return touches;
}

/** Reasons for the touched projects: direct changes first, then their dependents, transitively. */
function touchedReasons(graph: readonly ProjectNode[], touches: Touches): Map<string, string> {
  const reasons = new Map<string, string>();
  if (touches.shared.length > 0) {
    const why = `shared harness file changed: ${listed(touches.shared)}`;
    for (const node of graph) reasons.set(node.dir, why);
    return reasons;
  }
  for (const [dir, paths] of touches.direct) reasons.set(dir, `changed: ${listed(paths)}`);
  const queue = [...reasons.keys()];
  for (let dep = queue.shift(); dep !== undefined; dep = queue.shift()) {
    for (const node of graph) {
      if (reasons.has(node.dir) || !node.dependsOn.includes(dep)) continue;
      reasons.set(node.dir, `depends on ${display(dep)}, which is touched`);
      queue.push(node.dir);
    }
  }
  return reasons;
}

function display(dir: string): string {
  return dir === '' ? '.' : dir;
}

function untouchedReason(node: ProjectNode): string {
  if (node.ecosystems.includes('python')) {
    return 'no change under it (its Python dependencies on other projects are not followed)';
  }
  return 'no change under it or under the projects it depends on';
}

/** The projects of the repository (the root first) and whether the pull request touches each. */
export function listProjects(input: ProjectsInput): Project[] {
  const graph = projectGraph(input);
  const touches = touchesOf(
    input.changes,
    graph.map((node) => node.dir),
  );
  const reasons = touchedReasons(graph, touches);
  return graph.map((node) => {
    const reason = reasons.get(node.dir);
    return {
      directory: display(node.dir),
      ecosystems: node.ecosystems,
      touched: reason !== undefined,
      reason: reason ?? untouchedReason(node),
    };
  });
}

/** A `strategy.matrix` value: the touched projects, or all of them when `all` is set. */
export function projectsMatrix(
  projects: readonly Project[],
  options: { all?: boolean } = {},
): { include: Array<{ project: string }> } {
  const chosen = options.all ? projects : projects.filter((project) => project.touched);
  return { include: chosen.map((project) => ({ project: project.directory })) };
}
