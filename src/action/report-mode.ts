// Mode `report`, the trusted half of the fork flow: the report an untrusted job uploaded is
// validated as data, matched to the workflow run's commit, and posted as the check run.
import { resolve } from 'node:path';
import type { GitHubClient } from '../adapters/github.js';
import { escapeControlChars } from '../core/text/control-chars.js';
import { loadUploadedReport } from '../pipeline/read/report-file.js';
import { type ActionDeps, failStep, githubClient } from './action-deps.js';
import { readEvent } from './event.js';
import { publishUploaded } from './publish-uploaded.js';
import { InputError, type Settings } from './settings.js';

async function findPull(
  client: GitHubClient | null,
  fromEvent: readonly number[],
  sha: string,
): Promise<number | null> {
  if (fromEvent[0] !== undefined) return fromEvent[0];
  if (client === null) return null;
  return client.findPullRequest(sha).catch(() => null);
}

export async function runReportMode(settings: Settings, deps: ActionDeps): Promise<number> {
  if (settings.reportPath === null) {
    throw new InputError("Input 'report-path' is required with mode: report.");
  }
  const parsed = await loadUploadedReport(resolve(deps.cwd, settings.reportPath));
  if (!parsed.ok)
    return failStep(
      deps.io,
      `testlock: rejected the uploaded report: ${escapeControlChars(parsed.reason)}`,
    );
  const { report } = parsed;

  // The workflow run's commit is GitHub's word; the report's is the untrusted job's. A report
  // naming another commit would put its verdict on code it never saw.
  const event = await readEvent(deps.env);
  const runSha = event.workflowRun?.headSha ?? null;
  if (runSha !== null && runSha !== report.head_sha) {
    return failStep(
      deps.io,
      `testlock: rejected the uploaded report: its head_sha ${report.head_sha} is not the workflow run's head_sha ${escapeControlChars(runSha)}`,
    );
  }

  const client = githubClient(settings, deps);
  const pullNumber = await findPull(client, event.workflowRun?.pullNumbers ?? [], report.head_sha);
  return publishUploaded(
    report,
    {
      client,
      checkSha: report.head_sha,
      pullNumber,
      payloadLabels: [],
      failure: `testlock: the uploaded report's verdict is ${report.verdict}`,
    },
    settings,
    deps,
  );
}
