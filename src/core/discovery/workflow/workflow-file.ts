// Parses one GitHub Actions workflow file into the few parts discovery reads, and rejects
// files GitHub itself would reject (bad YAML, wrong shapes, unknown keys) with a warning.

import { parseYamlDocument as parseDocument } from '../../parsers/installed.js';
import { errorMessage } from '../../text/error-message.js';
import { isRecord } from '../../text/is-record.js';
import { KeptResults } from '../../text/kept-results.js';

export interface WorkflowStep {
  /** Position in the job's `steps` list (0-based, as in `steps[3]`). */
  index: number;
  raw: Record<string, unknown>;
}

export interface WorkflowJob {
  id: string;
  raw: Record<string, unknown>;
  steps: WorkflowStep[];
}

export interface Workflow {
  path: string;
  /** Event names from `on:` in any of its forms. */
  events: string[];
  raw: Record<string, unknown>;
  jobs: WorkflowJob[];
}

export type ParsedWorkflow = { workflow: Workflow } | { warning: string };

const WORKFLOW_KEYS = new Set([
  'name',
  'run-name',
  'on',
  'permissions',
  'env',
  'defaults',
  'concurrency',
  'jobs',
]);
const JOB_KEYS = new Set([
  'name',
  'permissions',
  'needs',
  'if',
  'runs-on',
  'environment',
  'concurrency',
  'outputs',
  'env',
  'defaults',
  'steps',
  'timeout-minutes',
  'strategy',
  'continue-on-error',
  'container',
  'services',
  'uses',
  'with',
  'secrets',
  'snapshot',
]);
const STEP_KEYS = new Set([
  'id',
  'if',
  'name',
  'uses',
  'run',
  'working-directory',
  'shell',
  'with',
  'env',
  'continue-on-error',
  'timeout-minutes',
]);

function unknownKey(
  record: Record<string, unknown>,
  allowed: ReadonlySet<string>,
): string | undefined {
  return Object.keys(record).find((key) => !allowed.has(key));
}

/** Event names of an `on:` value: `push`, `[push, pull_request]` or `{pull_request: {...}}`. */
export function eventNames(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.filter((e): e is string => typeof e === 'string');
  return isRecord(on) ? Object.keys(on) : [];
}

function parseSteps(path: string, id: string, steps: unknown): WorkflowStep[] | string {
  if (steps === undefined) return [];
  if (!Array.isArray(steps)) return `${path}: jobs.${id}.steps is not a list`;
  const parsed: WorkflowStep[] = [];
  for (const [index, step] of steps.entries()) {
    if (!isRecord(step)) return `${path}: jobs.${id}.steps[${index}] is not a mapping`;
    const bad = unknownKey(step, STEP_KEYS);
    if (bad !== undefined) return `${path}: jobs.${id}.steps[${index}] has unknown key '${bad}'`;
    parsed.push({ index, raw: step });
  }
  return parsed;
}

function parseJobs(path: string, jobs: unknown): WorkflowJob[] | string {
  if (!isRecord(jobs)) return `${path}: 'jobs' is missing or not a mapping`;
  const parsed: WorkflowJob[] = [];
  for (const [id, job] of Object.entries(jobs)) {
    if (!isRecord(job)) return `${path}: jobs.${id} is not a mapping`;
    const bad = unknownKey(job, JOB_KEYS);
    if (bad !== undefined) return `${path}: jobs.${id} has unknown key '${bad}'`;
    const steps = parseSteps(path, id, job.steps);
    if (typeof steps === 'string') return steps;
    parsed.push({ id, raw: job, steps });
  }
  return parsed;
}

// A run reads each workflow of the base commit four times (discovery, what defines checks, the
// migrations' commands and database): each text is parsed once. The parsed workflows are only
// read, never changed, so the same object serves every reader.
const parsed = new KeptResults<ParsedWorkflow>(64);

/** Parses `text` (the content of `path`); never throws. */
export function parseWorkflow(path: string, text: string): ParsedWorkflow {
  const key = `${path}\u0000${text}`;
  return parsed.get(key) ?? parsed.keep(key, parseWorkflowText(path, text));
}

function parseWorkflowText(path: string, text: string): ParsedWorkflow {
  let raw: unknown;
  try {
    const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
    const error = doc.errors[0];
    if (error !== undefined)
      return { warning: `${path}: invalid YAML: ${error.message.split('\n')[0]}` };
    raw = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    return {
      warning: `${path}: invalid YAML: ${errorMessage(error)}`,
    };
  }
  if (!isRecord(raw)) return { warning: `${path}: not a workflow (the document is not a mapping)` };
  const bad = unknownKey(raw, WORKFLOW_KEYS);
  if (bad !== undefined) return { warning: `${path}: unknown top-level key '${bad}'` };
  const jobs = parseJobs(path, raw.jobs);
  if (typeof jobs === 'string') return { warning: jobs };
  return { workflow: { path, events: eventNames(raw.on), raw, jobs } };
}
