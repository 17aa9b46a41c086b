// Posts a report that another job produced (mode report, mode merge): the check run on the given
// commit, with labels read from the PR, and the step's exit status from the conclusion.
import type { GitHubClient } from '../adapters/github.js';
import type { Report } from '../core/model/report.js';
import { type ActionDeps, failStep, pullLabels } from './action-deps.js';
import { startCheckRun } from './check-run.js';
import { publish, warn } from './publish.js';
import type { Settings } from './settings.js';

export interface UploadedTarget {
  client: GitHubClient | null;
  checkSha: string;
  pullNumber: number | null;
  /** Labels from the event payload, used when the API cannot be asked. */
  payloadLabels: readonly string[];
  /** The one line the step fails with when the conclusion is failure. */
  failure: string;
  /** The report is a merge of matrix reports (mode merge). */
  merged?: boolean;
}

export async function publishUploaded(
  report: Report,
  target: UploadedTarget,
  settings: Settings,
  deps: ActionDeps,
): Promise<number> {
  const labels = await pullLabels(target.client, target.pullNumber, [...target.payloadLabels]);
  const checkRun = await startCheckRun(
    target.client,
    settings.checkName,
    target.checkSha,
    warn(deps.io),
  );
  const verdict = {
    report,
    failures: [],
    diagnostics: [],
    labelApplied: labels.includes(settings.allowLabel),
    fromUploadedReport: true,
    merged: target.merged === true,
  };
  const context = {
    settings,
    env: deps.env,
    io: deps.io,
    checkRun,
    roots: [],
    pullNumber: target.pullNumber,
  };
  const conclusion = await publish(verdict, context);
  return conclusion === 'failure' ? failStep(deps.io, target.failure) : 0;
}
