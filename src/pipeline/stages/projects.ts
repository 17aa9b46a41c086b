// `testlock plan --projects`: the projects of a monorepo at the base commit, which of them the
// pull request touches, and the `strategy.matrix` of those, each with an artifact name for its report.
import { listFiles, readFiles } from '../../adapters/git.js';
import { baseName } from '../../core/discovery/paths.js';
import {
  listProjects,
  type Project,
  projectsMatrix,
} from '../../core/monorepo/touched-projects.js';
import { buildPlan, type PlanOptions } from './plan.js';

export interface MatrixEntry {
  /** The project folder, usable as `working-directory` as is. */
  project: string;
  /** A name upload-artifact accepts (no `/`), unique in the matrix: the part name in the merge. */
  artifact: string;
}

export interface ProjectsPlan {
  base_sha: string;
  head_sha: string;
  projects: Project[];
  matrix: { include: MatrixEntry[] };
}

// What the project graph reads: the manifests that name a project and its in-repo dependencies.
const MANIFESTS = new Set(['package.json', 'go.mod', 'Cargo.toml']);

/** `packages/api` → `testlock-packages-api`; the root is `testlock-root`. */
export function artifactName(directory: string, taken: ReadonlySet<string>): string {
  const slug = directory === '.' ? 'root' : directory.replace(/[^A-Za-z0-9._-]+/g, '-');
  const name = `testlock-${slug}`;
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}-${n}`;
  return unique;
}

function withArtifacts(include: ReadonlyArray<{ project: string }>): MatrixEntry[] {
  const taken = new Set<string>();
  return include.map(({ project }) => {
    const artifact = artifactName(project, taken);
    taken.add(artifact);
    return { project, artifact };
  });
}

export async function planProjects(options: PlanOptions): Promise<ProjectsPlan> {
  const { root, plan } = await buildPlan(options);
  // Everything that decides what runs is read from the base commit (docs/verdict.md, rule 5).
  const paths = await listFiles(root, plan.baseSha);
  const manifests = await readFiles(
    root,
    plan.baseSha,
    paths.filter((path) => MANIFESTS.has(baseName(path))),
  );
  const projects = listProjects({
    paths,
    read: (path) => manifests.get(path),
    changes: plan.changes,
  });
  return {
    base_sha: plan.baseSha,
    head_sha: plan.headSha,
    projects,
    matrix: { include: withArtifacts(projectsMatrix(projects).include) },
  };
}

/** For people: one line per project, `*` marking the touched ones, then the matrix. */
export function projectsText(plan: ProjectsPlan): string {
  const touched = plan.projects.filter((project) => project.touched).length;
  const lines = [`projects: ${touched} of ${plan.projects.length} touched`];
  for (const project of plan.projects) {
    const mark = project.touched ? '*' : ' ';
    const kinds = project.ecosystems.join(', ');
    lines.push(`  ${mark} ${project.directory} [${kinds}]: ${project.reason}`);
  }
  lines.push(`matrix: ${JSON.stringify(plan.matrix)}`);
  return `${lines.join('\n')}\n`;
}
