// The options of a run, built once from the Action's settings and the runner: the run mode and
// the projects mode start from actionPlanOptions, and the run mode adds how to run.
import { resolve } from 'node:path';
import type { Anomaly } from '../core/model/anomaly.js';
import type { PlanOptions } from '../pipeline/stages/plan.js';
import type { VerifyOptions } from '../pipeline/stages/verify-types.js';
import type { ActionDeps } from './action-deps.js';
import type { Refs } from './refs.js';
import type { Env, Settings } from './settings.js';

/** The repository is the checkout, the refs come from the event; checks start from the runner's env. */
export function actionPlanOptions(
  settings: Settings,
  refs: Pick<Refs, 'base' | 'head'>,
  deps: Pick<ActionDeps, 'cwd' | 'env'>,
): PlanOptions {
  return {
    // On a pull request the checkout is a detached merge commit; the runner names the branch.
    branchId: deps.env.GITHUB_HEAD_REF || undefined,
    repo: deps.cwd,
    base: refs.base,
    head: refs.head,
    config: settings.config,
    workingDirectory: settings.workingDirectory,
    commands: settings.commands,
    env: deps.env,
    addedTests: settings.addedTests,
  };
}

/** What the run mode adds: the PR's label, the judged anomaly, the token to scrub, the log. */
export interface ActionRun {
  labelApplied: boolean;
  judged: Anomaly | null;
  log: VerifyOptions['log'];
  onOutput: NonNullable<VerifyOptions['onOutput']>;
}

export function actionVerifyOptions(
  settings: Settings,
  refs: Pick<Refs, 'base' | 'head'>,
  deps: Pick<ActionDeps, 'cwd' | 'env' | 'inventoryStore' | 'signal'>,
  run: ActionRun,
): VerifyOptions {
  return {
    ...actionPlanOptions(settings, refs, deps),
    onTestChange: settings.onTestChange,
    timeoutMinutes: settings.timeoutMinutes,
    schedule: 'beside-tests',
    shard: settings.shard,
    evidencePath: settings.evidencePath === null ? null : resolve(deps.cwd, settings.evidencePath),
    allowTestChanges: run.labelApplied,
    extraAnomalies: run.judged === null ? [] : [run.judged],
    secrets: secretsOf(settings, deps.env),
    inventoryStore: deps.inventoryStore ?? null,
    log: run.log,
    onOutput: run.onOutput,
    ...(deps.signal ? { signal: deps.signal } : {}),
  };
}

/** Credentials that must not reach a check's environment, whatever variable carries them. */
function secretsOf(settings: Settings, env: Env): string[] {
  const names = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'GITHUB_TOKEN'];
  const values = [settings.token, ...names.map((name) => env[name] ?? '')];
  return [...new Set(values.filter((value) => value !== ''))];
}
