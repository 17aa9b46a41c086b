// Mode `merge`: the last job of a matrix reads the reports of the project and shard jobs (as
// untrusted files), merges them into one verdict, and posts the one required check run.
import { resolve } from 'node:path';
import { oneLine } from '../core/render/escape.js';
import { mergeReports } from '../core/scale/merge-reports.js';
import { loadParts } from '../pipeline/load-parts.js';
import { type ActionDeps, failStep, githubClient, pullLabels } from './action-deps.js';
import { startCheckRun } from './check-run.js';
import { readEvent } from './event.js';
import { publish, warn } from './publish.js';
import { InputError, type Settings } from './settings.js';

export async function runMergeMode(settings: Settings, deps: ActionDeps): Promise<number> {
  if (settings.reportPath === null) {
    throw new InputError("Input 'report-path' is required with mode: merge.");
  }
  const parts = await loadParts([resolve(deps.cwd, settings.reportPath)], settings.expectedReports);
  for (const part of parts) {
    if (part.rejected)
      warn(deps.write)(`rejected report ${oneLine(part.name)}: ${oneLine(part.rejected)}`);
  }
  const report = mergeReports(parts, settings.expectedReports);

  const event = await readEvent(deps.env);
  // The matrix ran on the merge commit; the check belongs on the pull request's own head.
  const checkSha = event.pullRequest?.headSha ?? event.workflowRun?.headSha ?? report.head_sha;
  const client = githubClient(settings, deps);
  const pullNumber = event.pullRequest?.number ?? event.workflowRun?.pullNumbers[0] ?? null;
  const labels = await pullLabels(client, pullNumber, event.pullRequest?.labels ?? []);
  const checkRun = await startCheckRun(client, settings.checkName, checkSha, warn(deps.write));
  const verdict = {
    report,
    failures: [],
    diagnostics: [],
    labelApplied: labels.includes(settings.allowLabel),
    fromUploadedReport: true,
  };
  const context = { settings, env: deps.env, write: deps.write, checkRun, roots: [] };
  const conclusion = await publish(verdict, context);
  return conclusion === 'failure'
    ? failStep(deps.write, `testlock: ${oneLine(report.summary)}`)
    : 0;
}
