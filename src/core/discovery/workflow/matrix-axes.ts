// Which combinations of a job's matrix to read: every value of the axes that change what runs
// (named in a step's command, directory, env or condition), one combination of the axes that
// only change where it runs (OS, language version), preferring Linux, as testlock runs there.

import { escapeRegExp } from '../../text/escape-regexp.js';
import type { WorkflowJob } from './workflow-file.js';

type Combination = Record<string, unknown>;

export interface MatrixPick {
  combination: Combination;
  /** Appended to step sources when the job expands into several picks, e.g. ` (matrix task=lint)`. */
  label: string;
  /** Says which combination of the where-it-runs axes was taken, when there was a choice. */
  note?: string;
}

/** Enough for task lists and package lists, bounded so a huge matrix cannot explode a plan. */
const MAX_PICKS = 16;

/** The text of what decides what a job's run steps do (not `runs-on`, not actions' `with:`). */
function whatRunsText(job: WorkflowJob): string {
  const steps = job.steps
    .filter((step) => typeof step.raw.run === 'string')
    .map((step) => [step.raw.run, step.raw['working-directory'], step.raw.env, step.raw.if]);
  return JSON.stringify([job.raw.env, job.raw.defaults, steps]);
}

/** The axes whose value `text` reads as `matrix.key` or `matrix['key']`. */
export function referencedAxes(text: string, keys: readonly string[]): string[] {
  return keys.filter((key) => {
    const k = escapeRegExp(key);
    return new RegExp(`matrix\\s*(\\.\\s*${k}(?![\\w-])|\\[\\s*['"]${k}['"]\\s*\\])`).test(text);
  });
}

/**
 * A language or toolchain version (`3.12`, `20.x`, `py313`, `stable`, `lts/*`): an axis of these
 * only changes where it runs, even when a step reads it (`tox -e py${{ matrix.python }}`).
 */
const VERSION =
  /^((py|pypy|python|node|go|rust|jdk|java)-?)?\d+(\.(\d+|x|\*))*(-dev)?$|^(stable|beta|nightly|msrv|latest|lts\/\*|lts\/[a-z]+|oldstable)$/i;

function isVersion(value: unknown): boolean {
  return value === undefined || (typeof value !== 'object' && VERSION.test(String(value)));
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function runsOnElsewhere(job: WorkflowJob, combination: Combination): boolean {
  let text = JSON.stringify(job.raw['runs-on'] ?? '');
  for (const [key, value] of Object.entries(combination))
    text = text.replace(
      new RegExp(`\\$\\{\\{\\s*matrix\\.${escapeRegExp(key)}\\s*\\}\\}`, 'g'),
      show(value),
    );
  return /windows|macos/i.test(text);
}

/** The combinations to read, or undefined when the matrix is computed at run time. */
export function chooseCombinations(
  job: WorkflowJob,
  combinations: Combination[] | undefined,
): MatrixPick[] | undefined {
  if (combinations === undefined) return undefined;
  const keys = [...new Set(combinations.flatMap((c) => Object.keys(c)))];
  const what = referencedAxes(whatRunsText(job), keys).filter(
    (key) => !combinations.every((c) => isVersion(c[key])),
  );
  const groups = new Map<string, Combination[]>();
  for (const combination of combinations) {
    const id = JSON.stringify(what.map((k) => combination[k]));
    groups.set(id, [...(groups.get(id) ?? []), combination]);
  }
  const where = keys.filter((k) => !what.includes(k));
  const expanded = groups.size > 1;
  return [...groups.values()].slice(0, MAX_PICKS).map((group) => {
    const combination = group.find((c) => !runsOnElsewhere(job, c)) ?? group[0]!;
    const label = expanded
      ? ` (matrix ${what.map((k) => `${k}=${show(combination[k])}`).join(', ')})`
      : '';
    const pick: MatrixPick = { combination, label };
    if (group.length > 1 && where.length > 0)
      pick.note = `matrix: ${where.map((k) => `${k}=${show(combination[k])}`).join(', ')} taken of ${group.length} combinations that only change where it runs`;
    return pick;
  });
}
