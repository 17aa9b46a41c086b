// `pull_request` (opened, synchronize, reopened, labeled, unlabeled): the App fetches the two
// commits, plans from the pure pipeline and posts its check run `in_progress` with the anomalies
// the diff alone shows; the workflow's report completes it later. A label change on a commit whose
// check is completed judges that check's report again with the new labels.
import { buildAnnotations } from '../core/render/annotations.js';
import { unposted } from './annotations-once.js';
import { pendingOutput } from './app-check-output.js';
import { decodeMemo } from './approval.js';
import type { AppContext } from './context.js';
import { judgeRun } from './on-workflow-run.js';
import type { PullRequestEvent } from './payloads.js';
import { planPull } from './plan-pull.js';

export const PULL_REQUEST_ACTIONS = ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'];
const LABEL_ACTIONS = ['labeled', 'unlabeled'];

export async function onPullRequest(context: AppContext, event: PullRequestEvent): Promise<void> {
  const { config, log } = context;
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  log.redact(client.token);
  const existing = await client.findCheckRun(event.headSha, config.checkName);
  if (existing?.status === 'completed') {
    const fields = {
      repository: `${event.owner}/${event.repo}`,
      head_sha: event.headSha,
      check_run_id: existing.id,
    };
    // Labels are part of the gate (the allow label): a label change judges the same report again
    // with the labels the API gives now. Any other event leaves the commit's verdict as it is.
    const memo = decodeMemo(existing.externalId);
    if (LABEL_ACTIONS.includes(event.action) && memo !== null) {
      const outcome = await judgeRun(
        context,
        client,
        { ...event, runId: memo.run, path: memo.path, pullNumbers: [event.number] },
        null,
      );
      log.log('info', 'label changed: check judged again', { ...fields, outcome });
      return;
    }
    log.log('info', 'check already completed for this commit', fields);
    return;
  }
  const planned = await planPull(config, {
    owner: event.owner,
    repo: event.repo,
    token: client.token,
    baseSha: event.baseSha,
    headSha: event.headSha,
    headRef: event.headRef,
  });
  const { plan } = planned;
  const output = pendingOutput(plan, config.artifactName);
  const located = buildAnnotations(
    { failures: [], diagnostics: [], anomalies: plan.anomalies },
    [],
    50,
  ).annotations;
  const annotations = await unposted(client, existing?.id ?? null, located);
  const body = { status: 'in_progress' as const, output: { ...output, annotations } };
  let id: number;
  if (existing === null) {
    id = await client.createCheckRun(config.checkName, event.headSha, body);
  } else {
    // A redelivery (or the next event on the same commit) edits the one check run in place.
    await client.updateCheckRun(existing.id, body);
    id = existing.id;
  }
  context.pending.wait({
    installationId: event.installationId,
    owner: event.owner,
    repo: event.repo,
    headSha: event.headSha,
    checkRunId: id,
    since: context.now(),
  });
  log.log('info', 'check run in progress', {
    repository: `${event.owner}/${event.repo}`,
    pull: event.number,
    head_sha: event.headSha,
    base_sha: plan.baseSha,
    check_run_id: id,
    anomalies: plan.anomalies.length,
    created: existing === null,
  });
}
