// Mode `projects`: the plan job of a monorepo workflow. It runs nothing and posts nothing: it
// writes the matrix of the projects the pull request touches, for the testlock jobs to run on.
import { planProjects, projectsText } from '../pipeline/stages/projects.js';
import type { ActionDeps } from './action-deps.js';
import { readEvent } from './event.js';
import { tryWriteOutputs } from './file-commands.js';
import { resolveRefs } from './refs.js';
import { actionPlanOptions } from './run-options.js';
import type { Settings } from './settings.js';
import { echoUntrusted, newCommandToken } from './workflow-commands.js';

export async function runProjectsMode(settings: Settings, deps: ActionDeps): Promise<number> {
  const event = await readEvent(deps.env);
  const refs = resolveRefs(settings, event, deps.env);
  // The projects are found from the repository root, with each project's own checks.
  const plan = await planProjects({
    ...actionPlanOptions(settings, refs, deps),
    workingDirectory: '',
    commands: {},
  });
  // The reasons name paths of the pull request: never read as workflow commands.
  echoUntrusted(deps.io.write, newCommandToken(), projectsText(plan));
  const artifacts = plan.matrix.include.map((entry) => entry.artifact);
  tryWriteOutputs(deps.io, {
    projects: JSON.stringify(plan.matrix),
    'project-count': String(artifacts.length),
    'expected-reports': artifacts.join(','),
  });
  return 0;
}
