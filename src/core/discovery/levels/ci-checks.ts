// The CI level of discovery: the best-ranked check of each kind in the workflows that run on
// pull requests or pushes, read from base `.github/workflows/*.yml` (ranking: ci-rank.ts), plus
// the checks of that kind CI runs in other folders (a second Go module, a package's own step).
import type { CheckKind } from '../../model/check.js';
import { isWithin, selfAndAncestors } from '../paths.js';
import type { ProjectFiles } from '../readers/project-files.js';
import { type StepChecks, stepChecks } from '../workflow/step-checks.js';
import { parseWorkflow, type Workflow } from '../workflow/workflow-file.js';
import { pathsTrigger } from '../workflow/workflow-paths.js';
import { type JobRuns, workflowJobRuns } from '../workflow/workflow-steps.js';
import type { Candidate } from './candidate.js';
import { withBuildSetup } from './ci-build-setup.js';
import { otherFolders } from './ci-folders.js';
import { best, purposeOf, type Ranked } from './ci-rank.js';

export type ByKind = Partial<Record<CheckKind, Candidate>>;

export interface CiChecks {
  /** The best-ranked resolvable check per kind. */
  found: ByKind;
  /** The best-ranked check per kind whose expressions could not be resolved (reported if nothing wins). */
  unresolvable: ByKind;
  /** Per kind, the checks CI runs in other folders than the winner's, ranked as high: they run too. */
  others: Partial<Record<CheckKind, Candidate[]>>;
}

const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;
const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

export function isWorkflowPath(path: string): boolean {
  return WORKFLOW.test(path);
}

function loadWorkflows(
  files: ProjectFiles,
  paths: readonly string[],
  warnings: string[],
): Map<string, Workflow> {
  const workflows = new Map<string, Workflow>();
  for (const path of paths.filter(isWorkflowPath).sort()) {
    const text = files.text(path);
    if (text === undefined) continue;
    const parsed = parseWorkflow(path, text);
    if ('warning' in parsed) warnings.push(`${parsed.warning}; ignored`);
    else workflows.set(path, parsed.workflow);
  }
  return workflows;
}

/**
 * Workflows a pull request triggers first, then those run on push; others never gate a PR. A
 * workflow whose `paths:` filter the PR's files do not match is not triggered (workflow-paths.ts).
 */
function gatingOrder(
  workflows: Iterable<Workflow>,
  changed: readonly string[] | undefined,
): Workflow[] {
  const list = [...workflows];
  const pr = list.filter((w) => w.events.some((e) => PR_EVENTS.has(e)));
  const push = list.filter((w) => !pr.includes(w) && w.events.includes('push'));
  const triggered = (w: Workflow, events: readonly string[]): boolean =>
    events.some((e) => w.events.includes(e) && pathsTrigger(w, e, changed));
  return [
    ...pr.filter((w) => triggered(w, [...PR_EVENTS])),
    ...push.filter((w) => triggered(w, ['push'])),
  ];
}

/** A job's runs grouped: the combinations of one matrix job read as one job. */
function byJob(runs: readonly JobRuns[]): JobRuns[][] {
  const groups = new Map<string, JobRuns[]>();
  for (const run of runs) groups.set(run.source, [...(groups.get(run.source) ?? []), run]);
  return [...groups.values()];
}

/** Two steps of one job run as one check when they share folder, shell and env. */
function merged(a: Candidate, b: Candidate): Candidate | undefined {
  const same = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);
  if (a.cwd !== b.cwd || !same(a.shell, b.shell) || !same(a.env, b.env)) return undefined;
  // The same command from another matrix combination: it runs once.
  if (a.script === b.script && same(a.argv, b.argv) && a.unresolvable === b.unresolvable) return a;
  if (a.argv !== undefined || b.argv !== undefined || a.unresolvable || b.unresolvable)
    return undefined;
  const step = /steps\[\d+\]( \(matrix [^)]*\))?/.exec(b.source)?.[0] ?? b.source;
  return { ...a, script: `${a.script}\n${b.script}`, source: `${a.source} + ${step}` };
}

/**
 * A job's checks, one per kind and folder: later steps of a kind (clippy after `cargo fmt
 * --check`, an integration suite after the unit suite) join the first in their folder when they
 * can run as one script; a step in another folder (`working-directory: ./arc`) is its own check.
 */
function mergeByKind(candidates: readonly Candidate[]): Candidate[] {
  const byKind = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = JSON.stringify([candidate.kind, candidate.cwd, candidate.refused ?? null]);
    const first = byKind.get(key);
    if (first === undefined) byKind.set(key, candidate);
    else byKind.set(key, merged(first, candidate) ?? first);
  }
  return [...byKind.values()];
}

export interface CiOptions {
  files: ProjectFiles;
  paths: readonly string[];
  workingDirectory: string;
  isInstalled(tool: string): boolean;
  warnings: string[];
  /** The pull request's changed paths (both sides of renames); undefined when unknown. */
  changedPaths?: readonly string[];
}

export function ciChecks(options: CiOptions): CiChecks {
  const { files, workingDirectory, warnings } = options;
  const workflows = loadWorkflows(files, options.paths, warnings);
  const action = files.text('action.yml') ?? files.text('action.yaml') ?? '';
  const walk = { workflows, selfIsTestlock: /testlock/i.test(action) };
  const found: Ranked[] = [];
  const unresolvable: Ranked[] = [];
  const folders = new BaseFolders(options.paths);
  for (const workflow of gatingOrder(workflows.values(), options.changedPaths)) {
    const onPullRequest = workflow.events.some((e) => PR_EVENTS.has(e));
    for (const expansions of byJob(workflowJobRuns(workflow, walk))) {
      const job = expansions[0]!;
      if (job.runsTestlock) continue;
      const jobCandidates: Candidate[] = [];
      /** A step's non-check purpose, by the step's source (a merged candidate keeps the first). */
      const stepPurposes = new Map<string, string>();
      let runsTestlock = false;
      const steps = expansions.flatMap((run) =>
        run.steps.map((step) => ({ step, note: run.matrix })),
      );
      for (const { step, note } of steps) {
        const cwd = step.cwd ?? workingDirectory;
        // In a monorepo, a step that works in another project is not this project's check.
        if (!isWithin(cwd, workingDirectory)) continue;
        const env = { files, dir: cwd, isInstalled: options.isInstalled };
        const checks = refusedStep(stepChecks(step, cwd, env), step.cwdRefused);
        warnings.push(...checks.warnings);
        runsTestlock ||= checks.runsTestlock;
        if (typeof step.shell === 'object' && 'unsupported' in step.shell) {
          if (checks.candidates.length > 0)
            warnings.push(
              `${step.source}: shell '${step.shell.unsupported}' is not supported; step ignored`,
            );
          continue;
        }
        const unresolvedDir = step.cwd === null;
        // A `cd` may lead out of the project too.
        const within = checks.candidates.filter((c) => isWithin(c.cwd, workingDirectory));
        for (const c of within.map((c) => (unresolvedDir ? c : absentRefused(c, folders)))) {
          const purpose = purposeOf(step.labels) ?? purposeOf([c.script], true);
          if (purpose !== undefined) stepPurposes.set(c.source, purpose);
          const noted = note === undefined ? c : { ...c, reason: note };
          jobCandidates.push(unresolvedDir ? { ...noted, unresolvable: true } : noted);
        }
      }
      if (runsTestlock) continue;
      const jobPurpose = purposeOf(job.labels);
      // A compiled project's checks run after the job's configure and build (ci-build-setup.ts).
      const withSetUp = expansions.flatMap((run) =>
        withBuildSetup(
          jobCandidates.filter((c) => run.steps.some((s) => c.source.startsWith(s.source))),
          run.steps,
          workingDirectory,
        ),
      );
      for (const candidate of mergeByKind(withSetUp)) {
        const first = candidate.source.split(' + ')[0] ?? candidate.source;
        const ranked: Ranked = {
          candidate,
          onPullRequest,
          purpose: jobPurpose ?? stepPurposes.get(first),
          order: found.length + unresolvable.length,
          workflow: workflow.path,
        };
        (candidate.unresolvable ? unresolvable : found).push(ranked);
      }
    }
  }
  const others: CiChecks['others'] = {};
  for (const kind of KINDS) {
    // A step CI runs in a folder of its own is never dropped for being unresolvable: it is listed,
    // skipped with why, and the verdict cannot be PASS without it (docs/verdict.md).
    const more = otherFolders(found, kind, unresolvable);
    if (more.length > 0) others[kind] = more;
  }
  // The checks of other folders run as well: they are no rivals in the winner's ranking reason.
  const rivals = found.filter((r) => !others[r.candidate.kind]?.includes(r.candidate));
  return { found: bestByKind(rivals), unresolvable: bestByKind(unresolvable), others };
}

const KINDS = ['test', 'typecheck', 'lint'] as const;

/**
 * A check in a folder the base commit does not have (a build folder an earlier CI step makes):
 * testlock cannot make it, so the check is refused with the reason rather than failed for it.
 */
function absentRefused(candidate: Candidate, folders: BaseFolders): Candidate {
  if (candidate.refused !== undefined || folders.has(candidate.cwd)) return candidate;
  const refused = `working-directory '${candidate.cwd}' does not exist at the base commit (made by an earlier CI step?); refused, never run elsewhere`;
  return { ...candidate, refused };
}

/** The folders of the base tree, worked out once and only when a check is in a subfolder. */
class BaseFolders {
  private dirs: Set<string> | undefined;
  constructor(private readonly paths: readonly string[]) {}
  has(dir: string): boolean {
    if (dir === '') return true;
    this.dirs ??= new Set(this.paths.flatMap((path) => selfAndAncestors(path)));
    return this.dirs.has(dir);
  }
}

/** A step whose `working-directory` is refused: each of its checks is skipped with the reason. */
function refusedStep(checks: StepChecks, refused: string | undefined): StepChecks {
  if (refused === undefined) return checks;
  return { ...checks, candidates: checks.candidates.map((c) => ({ ...c, refused })) };
}

function bestByKind(ranked: readonly Ranked[]): ByKind {
  const result: ByKind = {};
  for (const kind of KINDS) {
    const winner = best(ranked.filter((r) => r.candidate.kind === kind));
    if (winner !== undefined) result[kind] = winner;
  }
  return result;
}
