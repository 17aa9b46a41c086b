// Whether a workflow file declares checks testlock would discover (a step whose run lines test,
// type-check or lint, or a known check action): what a workflow the PR adds would change about
// what passes once it is merged and read from base.

import { classifyScript } from '../commands/classify.js';
import type { ClassifyEnv } from '../commands/classify-types.js';
import { ProjectFiles } from '../readers/project-files.js';
import { actionCommand } from './action-checks.js';
import { parseWorkflow } from './workflow-file.js';

const CHECK_KINDS = new Set(['test', 'typecheck', 'lint']);

/** The workflow's check steps, as `jobs.<id>.steps[<i>]`; empty for none or an unreadable file. */
export function workflowCheckSteps(path: string, text: string): string[] {
  const parsed = parseWorkflow(path, text);
  if ('warning' in parsed) return [];
  // The workflow's own lines are judged by the words they run: no project file is consulted.
  const env: ClassifyEnv = {
    files: new ProjectFiles({ paths: [], read: () => undefined }),
    dir: '',
    isInstalled: () => true,
  };
  const found: string[] = [];
  for (const job of parsed.workflow.jobs) {
    for (const step of job.steps) {
      const { run, uses } = step.raw;
      const declares =
        typeof run === 'string'
          ? CHECK_KINDS.has(classifyScript(run, env))
          : actionCommand(uses, step.raw.with) !== null;
      if (declares) found.push(`jobs.${job.id}.steps[${step.index}]`);
    }
  }
  return found;
}
