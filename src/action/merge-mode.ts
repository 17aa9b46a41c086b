// Mode `merge`: the last job of a matrix reads the reports of the project and shard jobs (as
// untrusted files), merges them into one verdict, and posts the one required check run.
import { resolve } from 'node:path';
import { mergeReports } from '../core/merge/merge-reports.js';
import { escapeControlChars } from '../core/text/control-chars.js';
import { loadParts } from '../pipeline/read/load-parts.js';
import { type ActionDeps, githubClient } from './action-deps.js';
import { readEvent } from './event.js';
import { warn } from './publish.js';
import { publishUploaded } from './publish-uploaded.js';
import { InputError, type Settings } from './settings.js';

export async function runMergeMode(settings: Settings, deps: ActionDeps): Promise<number> {
  if (settings.reportPath === null) {
    throw new InputError("Input 'report-path' is required with mode: merge.");
  }
  const parts = await loadParts(
    [resolve(deps.cwd, settings.reportPath)],
    settings.expectedReports,
    (line) => warn(deps.io)(`skipped report ${escapeControlChars(line)}`),
  );
  for (const part of parts) {
    if (part.rejected)
      warn(deps.io)(
        `rejected report ${escapeControlChars(part.name)}: ${escapeControlChars(part.rejected)}`,
      );
  }
  const report = mergeReports(parts, settings.expectedReports);

  const event = await readEvent(deps.env);
  // The matrix ran on the merge commit; the check belongs on the pull request's own head.
  const checkSha = event.pullRequest?.headSha ?? event.workflowRun?.headSha ?? report.head_sha;
  return publishUploaded(
    report,
    {
      client: githubClient(settings, deps),
      checkSha,
      pullNumber: event.pullRequest?.number ?? event.workflowRun?.pullNumbers[0] ?? null,
      payloadLabels: event.pullRequest?.labels ?? [],
      failure: `testlock: ${escapeControlChars(report.summary)}`,
      merged: true,
    },
    settings,
    deps,
  );
}
