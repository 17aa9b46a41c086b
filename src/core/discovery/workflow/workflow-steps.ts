// Walks the workflows that run on pull requests and pushes, job by job, and yields each `run:`
// step with what GitHub would give it: matrix values (matrix-axes.ts), env, directory, shell.

import { isRecord } from '../../text/is-record.js';
import { plainWords } from '../commands/shell-words.js';
import { normalizeDir } from '../paths.js';
import { ACTION_SOURCE_PREFIX, actionCommand } from './action-checks.js';
import { envFileWrites } from './env-file-writes.js';
import { type ExprContext, judgeCondition, partialContext, substitute } from './expressions.js';
import { allCombinations } from './matrix.js';
import { chooseCombinations, type MatrixPick } from './matrix-axes.js';
import type { Workflow, WorkflowJob } from './workflow-file.js';

export interface StepRun {
  /** e.g. `.github/workflows/ci.yml jobs.test.steps[3]` (plus ` via ...` for a called workflow). */
  source: string;
  run: string;
  /** Contexts for the step's own `${{ }}`: matrix, env, inputs (only those that are known). */
  ctx: ExprContext;
  env: Record<string, string>;
  /** Working directory relative to the root; null when it cannot be resolved. */
  cwd: string | null;
  /** Why the step's `working-directory` is refused (absolute, leaves the repository, unknown). */
  cwdRefused?: string;
  /** `bash` for GitHub's bash; an argv with `{0}` for a custom POSIX shell; else the unsupported shell. */
  shell: 'bash' | string[] | { unsupported: string };
  /** The step's `name` and `id`: what it says it is for (ranking). */
  labels: string[];
}

export interface JobRuns {
  source: string;
  /** The job runs testlock itself (`uses: .../testlock@v1`, or this repository's action). */
  runsTestlock: boolean;
  steps: StepRun[];
  /** Workflow file and `name`, job id and `name`: what the job says it is for (ranking). */
  labels: string[];
  /** Which combination of the axes that only change where it runs was taken, if any. */
  matrix?: string;
}

export interface WalkOptions {
  /** Parsed workflows by path, for local reusable workflows. */
  workflows: ReadonlyMap<string, Workflow>;
  /** The repository is testlock itself (its root action.yml), so `uses: ./` is testlock. */
  selfIsTestlock: boolean;
}

const MAX_CALL_DEPTH = 4;

function resolveEnv(
  raw: unknown,
  ctx: ExprContext,
  base: Record<string, string>,
): Record<string, string> {
  const env = { ...base };
  if (!isRecord(raw)) return env;
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'number' || typeof value === 'boolean') env[key] = String(value);
    if (typeof value !== 'string') continue;
    const resolved = substitute(value, { ...ctx, env });
    // A secret or run-time value cannot be known; the check simply does not get it.
    if (resolved.unresolved.length === 0) env[key] = resolved.text;
  }
  return env;
}

function runDefaults(raw: unknown): Record<string, unknown> {
  const run = isRecord(raw) ? raw.run : undefined;
  return isRecord(run) ? run : {};
}

function resolveShell(shell: unknown, ctx: ExprContext, windows: boolean): StepRun['shell'] {
  if (shell === undefined) return windows ? { unsupported: 'pwsh' } : 'bash';
  const text = substitute(String(shell), ctx).text.trim();
  if (text === 'bash') return 'bash';
  if (text === 'sh') return ['sh', '-e', '{0}'];
  // `{0}` is GitHub's placeholder for the script file, not shell syntax.
  const words =
    plainWords(text.replaceAll('{0}', '\u0000'))?.map((w) => w.replaceAll('\u0000', '{0}')) ?? null;
  const program = words?.[0]?.split('/').pop();
  if (words?.includes('{0}') && /^(bash|sh|zsh|dash)$/.test(program ?? '')) return words;
  return { unsupported: text };
}

/**
 * A `working-directory` relative to the root (`${{ github.workspace }}` is the root); null when
 * its expressions cannot be resolved, with why. An absolute folder or one that climbs out of the
 * checkout is refused: the check is skipped with the reason, never run somewhere else.
 */
function resolveDir(dir: unknown, ctx: ExprContext): Pick<StepRun, 'cwd' | 'cwdRefused'> {
  if (dir === undefined) return { cwd: '' };
  const resolved = substitute(String(dir), { ...ctx, github: { workspace: '.' } });
  if (resolved.unresolved.length > 0) {
    const why = `working-directory '${String(dir).trim()}' cannot be resolved outside CI; never guessed`;
    return { cwd: null, cwdRefused: why };
  }
  const text = resolved.text.trim();
  const refused = (why: string): Pick<StepRun, 'cwd' | 'cwdRefused'> => ({
    cwd: '',
    cwdRefused: `working-directory '${text}' ${why}; refused, never run elsewhere`,
  });
  if (text.startsWith('/') || text.startsWith('~') || /^[A-Za-z]:[\\/]/.test(text))
    return refused('is absolute');
  const normal = normalizeDir(text);
  return normal === null ? refused('leaves the repository') : { cwd: normal };
}

function usesTestlock(job: WorkflowJob, selfIsTestlock: boolean): boolean {
  return job.steps.some((step) => {
    const uses = typeof step.raw.uses === 'string' ? step.raw.uses.trim() : '';
    return /testlock/i.test(uses) || (selfIsTestlock && (uses === './' || uses === '.'));
  });
}

/**
 * What an `if:` can know of the run testlock stands for: a pull_request event on this runner.
 * Other `github` properties (repository, ref of a fork...) stay unknown: the step is kept.
 */
function conditionContext(ctx: ExprContext, windows: boolean): ExprContext {
  return {
    ...ctx,
    github: partialContext({ event_name: 'pull_request' }),
    runner: partialContext({ os: windows ? 'Windows' : 'Linux' }),
  };
}

/** The string values among `values` (names may be missing or not strings). */
function textLabels(...values: unknown[]): string[] {
  return values.filter((v): v is string => typeof v === 'string');
}

interface JobScope {
  workflow: Workflow;
  /** Labels of the calling workflows and jobs, for a called workflow's jobs. */
  labels: string[];
  inputs: Record<string, unknown> | undefined;
  via: string;
  depth: number;
}

/** Inputs of a called workflow: its declared defaults overlaid with the caller's `with:`. */
function callInputs(
  called: Workflow,
  withValues: unknown,
  ctx: ExprContext,
): Record<string, unknown> {
  const on = isRecord(called.raw.on) ? called.raw.on : {};
  const call = isRecord(on.workflow_call) ? on.workflow_call : {};
  const declared = isRecord(call.inputs) ? call.inputs : {};
  const inputs: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(declared))
    if (isRecord(spec) && 'default' in spec) inputs[name] = spec.default;
  for (const [name, value] of Object.entries(isRecord(withValues) ? withValues : {})) {
    if (typeof value !== 'string') inputs[name] = value;
    else {
      const resolved = substitute(value, ctx);
      if (resolved.unresolved.length === 0) inputs[name] = resolved.text;
      else delete inputs[name];
    }
  }
  return inputs;
}

function jobRuns(job: WorkflowJob, scope: JobScope, options: WalkOptions): JobRuns[] {
  const strategy = isRecord(job.raw.strategy) ? job.raw.strategy : {};
  const chosen = chooseCombinations(job, allCombinations(strategy.matrix));
  if (chosen === undefined) return combinationRuns(job, scope, options, undefined);
  return chosen.flatMap((pick) => combinationRuns(job, scope, options, pick));
}

function combinationRuns(
  job: WorkflowJob,
  scope: JobScope,
  options: WalkOptions,
  pick: MatrixPick | undefined,
): JobRuns[] {
  const { workflow } = scope;
  const source = `${workflow.path} jobs.${job.id}`;
  const matrix = pick?.combination;
  const known: Record<string, unknown> = matrix === undefined ? {} : { matrix };
  if (scope.inputs !== undefined) known.inputs = scope.inputs;
  const workflowEnv = resolveEnv(workflow.raw.env, known, {});
  const jobEnv = resolveEnv(job.raw.env, { ...known, env: workflowEnv }, workflowEnv);
  const ctx: ExprContext = { ...known, env: jobEnv };
  const windows = /windows/i.test(substitute(JSON.stringify(job.raw['runs-on'] ?? ''), ctx).text);
  if (
    judgeCondition(job.raw.if, conditionContext(ctx, windows)) === false ||
    judgeCondition(job.raw['continue-on-error'], ctx) === true
  )
    return [];
  if (typeof job.raw.uses === 'string') return calledJobs(job, ctx, scope, options);
  const defaults = { ...runDefaults(workflow.raw.defaults), ...runDefaults(job.raw.defaults) };
  const steps: StepRun[] = [];
  // What earlier steps wrote to $GITHUB_ENV; the workflow's, job's and step's `env:` win over it.
  let written: Record<string, string> = {};
  for (const step of job.steps) {
    // A known check action (golangci-lint-action, ruff-action, clippy) reads as its command.
    const action =
      typeof step.raw.run === 'string' ? null : actionCommand(step.raw.uses, step.raw.with);
    if (typeof step.raw.run !== 'string' && action === null) continue;
    const env = resolveEnv(step.raw.env, ctx, { ...written, ...jobEnv });
    const stepCtx: ExprContext = { ...known, env };
    if (judgeCondition(step.raw.if, conditionContext(stepCtx, windows)) === false) continue;
    if (typeof step.raw.run === 'string') {
      written = { ...written, ...envFileWrites(substitute(step.raw.run, stepCtx).text) };
    }
    if (judgeCondition(step.raw['continue-on-error'], stepCtx) === true) continue;
    const stepSource = `${source}.steps[${step.index}]${pick?.label ?? ''}${scope.via}`;
    if (action !== null) {
      // Actions ignore `defaults.run`: the folder is the action's own input, else the root.
      steps.push({
        source: `${ACTION_SOURCE_PREFIX}${action.action} ${stepSource}`,
        run: action.run,
        ctx: stepCtx,
        env,
        ...resolveDir(action.workingDirectory, stepCtx),
        shell: 'bash',
        labels: textLabels(step.raw.name, step.raw.id),
      });
      continue;
    }
    steps.push({
      source: stepSource,
      run: String(step.raw.run),
      ctx: stepCtx,
      env,
      ...resolveDir(step.raw['working-directory'] ?? defaults['working-directory'], stepCtx),
      shell: resolveShell(step.raw.shell ?? defaults.shell, stepCtx, windows),
      labels: textLabels(step.raw.name, step.raw.id),
    });
  }
  return [
    {
      source: `${source}${scope.via}`,
      ...(pick?.note === undefined ? {} : { matrix: pick.note }),
      runsTestlock: usesTestlock(job, options.selfIsTestlock),
      steps,
      labels: textLabels(workflow.path, workflow.raw.name, job.id, job.raw.name, ...scope.labels),
    },
  ];
}

function calledJobs(
  job: WorkflowJob,
  ctx: ExprContext,
  scope: JobScope,
  options: WalkOptions,
): JobRuns[] {
  const uses = String(job.raw.uses);
  const path = uses.startsWith('./') ? normalizeDir(uses) : null;
  const called = path === null ? undefined : options.workflows.get(path);
  if (called === undefined || scope.depth >= MAX_CALL_DEPTH) return [];
  const inner: JobScope = {
    workflow: called,
    inputs: callInputs(called, job.raw.with, ctx),
    via: ` via ${scope.workflow.path} jobs.${job.id}${scope.via}`,
    labels: [...scope.labels, ...textLabels(scope.workflow.path, scope.workflow.raw.name, job.id)],
    depth: scope.depth + 1,
  };
  return called.jobs.flatMap((calledJob) => jobRuns(calledJob, inner, options));
}

/** The jobs of `workflow` (one entry per job, called workflows expanded in place). */
export function workflowJobRuns(workflow: Workflow, options: WalkOptions): JobRuns[] {
  return workflow.jobs.flatMap((job) =>
    jobRuns(job, { workflow, inputs: undefined, via: '', depth: 0, labels: [] }, options),
  );
}
