// On a pull_request event the workflow that runs testlock comes from the PR. When the PR changed
// it, testlock's own inputs are taken from the base version of that file (docs/action.md), so a PR
// cannot pick a lighter test command, another policy or config, or a softer conclusion for itself.
import { listFiles, readFile, resolveRange } from '../adapters/git.js';
import { loadParsers } from '../adapters/load-parsers.js';
import { baseStepInputs, type StepMatch, workflowPathOf } from '../core/judge/base-step-inputs.js';
import type { Anomaly } from '../core/model/anomaly.js';
import type { EventFacts } from './event.js';
import {
  type Env,
  type InputReader,
  inputVariable,
  readSettings,
  type Settings,
} from './settings.js';

export interface JudgedSettings {
  settings: Settings;
  /** `judge-modified` when the PR changed the judge's workflow, else null. */
  anomaly: Anomaly | null;
}

// The credential is the runner's, not a choice about what passes; it stays as the job passed it.
const KEPT_INPUT = inputVariable('github-token');

/** The base step's inputs, named as the runner would pass them; the token from the runner. */
function baseInputs(runner: InputReader, inputs: Readonly<Record<string, string>>): InputReader {
  const base = new Map(
    Object.entries(inputs)
      .filter(([name]) => inputVariable(name) !== KEPT_INPUT)
      .map(([name, value]) => [inputVariable(name), value.trim()]),
  );
  return (name) =>
    inputVariable(name) === KEPT_INPUT ? runner(name) : (base.get(inputVariable(name)) ?? '');
}

/** The settings the run uses: the given ones, or those of the base step when the PR edited it. */
export async function judgeSettings(
  input: InputReader,
  event: EventFacts,
  env: Env,
  cwd: string,
): Promise<JudgedSettings> {
  const settings = readSettings(input, env);
  const unchanged = { settings, anomaly: null };
  const pr = event.name === 'pull_request' ? event.pullRequest : null;
  const path = workflowPathOf(env.GITHUB_WORKFLOW_REF ?? '');
  if (pr === null || path === null) return unchanged;
  // The event's base, never the `base-ref` input: that input is one of the things in question.
  const range = await resolveRange(cwd, pr.baseSha, 'HEAD');
  const [baseText, headText] = await Promise.all([
    readFile(cwd, range.mergeBase, path),
    readFile(cwd, range.head, path),
  ]);
  if (baseText === headText) return unchanged;
  await loadParsers(['yaml']);
  const match: StepMatch = {
    actionRepository: env.GITHUB_ACTION_REPOSITORY ?? '',
    job: env.GITHUB_JOB ?? '',
  };
  const step = baseStepInputs(path, baseText, match);
  const inputs = step.found ? step.inputs : {};
  const judged = readSettings(baseInputs(input, inputs), env);
  let detail: string;
  if (step.found) {
    const unresolved =
      step.unresolved.length === 0
        ? ''
        : `; defaults for ${step.unresolved.join(', ')} (expressions in the base file)`;
    detail = `the PR changed the workflow that runs testlock: its inputs were taken from the base version (${step.source})${unresolved}`;
  } else {
    detail = `the PR changed the workflow that runs testlock: ${step.why}, so testlock ran with its defaults`;
  }
  // A PR that adds testlock to a repository has nothing to weaken (SPEC section 3): info.
  const installs = !step.found && !(await baseRunsTestlock(cwd, range.mergeBase, match));
  const severity = installs ? 'info' : 'critical';
  if (installs)
    detail = `the PR adds testlock: no base workflow runs it, so nothing it judged before is weakened; testlock ran with its defaults`;
  return {
    settings: judged,
    anomaly: { kind: 'judge-modified', severity, path, line: null, detail },
  };
}

/** Whether any workflow of the base commit has a step that uses this action. */
async function baseRunsTestlock(cwd: string, commit: string, match: StepMatch): Promise<boolean> {
  const workflows = (await listFiles(cwd, commit)).filter((p) =>
    /^\.github\/workflows\/[^/]+\.ya?ml$/.test(p),
  );
  for (const path of workflows) {
    const text = await readFile(cwd, commit, path);
    if (baseStepInputs(path, text, match).found) return true;
  }
  return false;
}
