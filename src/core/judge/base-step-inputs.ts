// Finds testlock's own step in the base version of the workflow that runs it and reads its
// `with:` inputs, so a PR that edits that workflow cannot choose the judge's settings (action.md).
import { parseWorkflow, type WorkflowJob } from '../discovery/workflow/workflow-file.js';
import { isRecord } from '../text/is-record.js';

export interface StepMatch {
  /** `owner/name` of the running action (GITHUB_ACTION_REPOSITORY); '' for a local action. */
  actionRepository: string;
  /** The running job's id (GITHUB_JOB), preferred when several jobs use the action. */
  job: string;
}

export type BaseStep =
  | {
      found: true;
      /** Where the step is, e.g. `jobs.verify.steps[2]`. */
      source: string;
      inputs: Record<string, string>;
      /** Inputs whose value is an expression the base cannot settle; their default applies. */
      unresolved: string[];
    }
  | { found: false; why: string };

/** `owner/name[/path]@ref` without the ref, lower case; a local `./path` stays as written. */
function actionOf(uses: string): string {
  const at = uses.lastIndexOf('@');
  return (at === -1 ? uses : uses.slice(0, at)).trim().toLowerCase();
}

function usesThisAction(uses: unknown, match: StepMatch): boolean {
  if (typeof uses !== 'string') return false;
  const action = actionOf(uses);
  const repository = match.actionRepository.toLowerCase();
  if (repository === '') return action.startsWith('./');
  return action === repository || action.startsWith(`${repository}/`);
}

function stepsOf(job: WorkflowJob, match: StepMatch): Array<{ index: number; raw: unknown }> {
  return job.steps.filter((step) => usesThisAction(step.raw.uses, match));
}

/** Scalar inputs as the runner passes them; an expression cannot be evaluated from the file. */
function readWith(raw: unknown): { inputs: Record<string, string>; unresolved: string[] } {
  const inputs: Record<string, string> = {};
  const unresolved: string[] = [];
  if (!isRecord(raw)) return { inputs, unresolved };
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      continue;
    }
    const text = String(value);
    if (text.includes('${{')) unresolved.push(name);
    else inputs[name] = text;
  }
  return { inputs, unresolved };
}

/** The base step's inputs, or why there is none. */
export function baseStepInputs(path: string, text: string | null, match: StepMatch): BaseStep {
  if (text === null) return { found: false, why: `${path} does not exist at the base commit` };
  const parsed = parseWorkflow(path, text);
  if ('warning' in parsed) return { found: false, why: parsed.warning };
  const jobs = parsed.workflow.jobs;
  // The running job first: a workflow may run testlock in several jobs with other inputs.
  const ordered = [
    ...jobs.filter((job) => job.id === match.job),
    ...jobs.filter((job) => job.id !== match.job),
  ];
  for (const job of ordered) {
    const [step] = stepsOf(job, match);
    if (step === undefined) continue;
    const withRaw = isRecord(step.raw) ? step.raw.with : undefined;
    return { found: true, source: `jobs.${job.id}.steps[${step.index}]`, ...readWith(withRaw) };
  }
  return { found: false, why: `the base version of ${path} has no step that uses this action` };
}

/** The workflow file of `GITHUB_WORKFLOW_REF` (`owner/repo/.github/workflows/x.yml@ref`). */
export function workflowPathOf(workflowRef: string): string | null {
  const at = workflowRef.lastIndexOf('@');
  const ref = at === -1 ? workflowRef : workflowRef.slice(0, at);
  const parts = ref.split('/');
  if (parts.length < 3) return null;
  const path = parts.slice(2).join('/');
  return path.startsWith('.github/workflows/') && !path.includes('..') ? path : null;
}
