// `testlock plan`: everything decided before anything runs — range, classification, anomalies,
// the locked worktree's deviations from head, and the checks discovered from the base commit.
import { branchName, repoRoot, resolveRange } from '../adapters/git.js';
import { createClassifier } from '../core/changes/classify-path.js';
import type { TestlockConfig } from '../core/config/config.js';
import { type LockedTreeActions, planLockedTree } from '../core/locked/plan-locked-tree.js';
import type { CheckKind } from '../core/model.js';
import type { PlanData } from '../core/plan-model.js';
import { collectChanges } from './collect-changes.js';
import { discover } from './discover.js';
import { loadConfig } from './load-config.js';

export interface PlanOptions {
  repo: string;
  base: string;
  head: string;
  config: string | null;
  /** Overrides the config's working-directory when not empty. */
  workingDirectory: string;
  commands: Partial<Record<CheckKind, string>>;
}

export interface Planned {
  root: string;
  plan: PlanData;
  config: TestlockConfig;
  actions: LockedTreeActions;
}

export async function buildPlan(options: PlanOptions): Promise<Planned> {
  const root = await repoRoot(options.repo);
  const range = await resolveRange(root, options.base, options.head);
  const config = await loadConfig(root, range.mergeBase, options.config);
  const classify = createClassifier(config);
  const [collected, branchId] = await Promise.all([
    collectChanges(root, range.mergeBase, range.head, classify),
    branchName(root, options.head),
  ]);
  const actions = planLockedTree(collected.changes);
  const workingDirectory = options.workingDirectory || config.workingDirectory;
  const discovered = await discover({
    root,
    commit: range.mergeBase,
    workingDirectory,
    config,
    commands: options.commands,
  });
  return {
    root,
    config,
    actions,
    plan: {
      branchId,
      baseSha: range.mergeBase,
      headSha: range.head,
      baseRef: options.base,
      changes: collected.changes,
      anomalies: collected.anomalies,
      locked: actions.plan,
      checks: discovered.checks,
      warnings: discovered.warnings,
    },
  };
}
