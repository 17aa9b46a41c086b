// `testlock verify`: plan, build the locked worktree, run the checks there, compute the verdict.
import { registerCleanup } from '../adapters/cleanup.js';
import { killAllRunning } from '../adapters/process.js';
import { createLockedWorktree } from '../adapters/workspace.js';
import type { Diagnostic } from '../core/model.js';
import { buildReport } from '../core/verdict/build-report.js';
import type { CheckOutcome } from '../core/verdict/input.js';
import { buildPlan } from './plan.js';
import { runChecks } from './run-checks.js';
import type { VerifyOptions, VerifyOutcome } from './verify-types.js';

export type { VerifyOptions, VerifyOutcome } from './verify-types.js';

export async function verify(options: VerifyOptions): Promise<VerifyOutcome> {
  const { root, plan, config, actions } = await buildPlan(options);
  options.log(
    `testlock: ${plan.changes.length} changed files, ${plan.anomalies.length} anomalies; locked worktree restores ${plan.locked.restored.length}, removes ${plan.locked.removed.length}`,
  );
  // Registered first so that on Ctrl-C the checks' process groups die before the worktree goes.
  const unregisterKill = registerCleanup(() => {
    killAllRunning();
  });
  let outcomes: CheckOutcome[];
  try {
    const tree = await createLockedWorktree({
      repo: root,
      base: plan.baseSha,
      head: plan.headSha,
      actions,
    });
    try {
      outcomes = await runChecks({
        root: tree.dir,
        checks: plan.checks,
        timeoutMs: (options.timeoutMinutes ?? config.timeoutMinutes) * 60_000,
        parallel: options.parallel,
        secrets: options.secrets,
        extraEnv: tree.env,
        log: options.log,
        signal: options.signal,
      });
    } finally {
      await tree.dispose();
    }
  } finally {
    unregisterKill();
  }
  const { report, gatePassed } = buildReport({
    branchId: plan.branchId,
    baseSha: plan.baseSha,
    headSha: plan.headSha,
    anomalies: plan.anomalies,
    outcomes,
    policy: options.onTestChange ?? config.onTestChange,
    // `allow-label: false` in the base config means no label may allow test changes.
    allowTestChanges: options.allowTestChanges && config.allowLabel !== null,
  });
  return {
    report,
    gatePassed,
    failures: outcomes.flatMap((o) => o.tests?.failures ?? []),
    diagnostics: outcomes.flatMap((o): Diagnostic[] => o.diagnostics ?? []),
    allowLabel: config.allowLabel,
  };
}
