// `check_run` `requested_action`: a click on "Allow test changes". The clicker's permission is
// asked of the API (the payload says who, never what they may do); a writer's approval is bound
// to the check's head commit and the check is judged again from the same report.
import { ALLOW_ACTION, APPROVING_PERMISSIONS, decodeMemo } from './approval.js';
import type { AppContext } from './context.js';
import { judgeRun } from './on-workflow-run.js';
import type { CheckRunActionEvent } from './payloads.js';

export async function onCheckRunAction(
  context: AppContext,
  event: CheckRunActionEvent,
): Promise<void> {
  const { config, log } = context;
  const fields = {
    repository: `${event.owner}/${event.repo}`,
    check_run_id: event.checkRunId,
    head_sha: event.headSha,
    sender: event.sender,
  };
  const ours =
    event.identifier === ALLOW_ACTION.identifier &&
    event.name === config.checkName &&
    event.appId === Number(config.appId);
  if (!ours) {
    log.log('info', 'requested action is not the App’s approval button', fields);
    return;
  }
  const memo = decodeMemo(event.externalId);
  if (memo === null) {
    log.log('warn', 'approval ignored: the check has no judged report', fields);
    return;
  }
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  log.redact(client.token);
  const permission = await client.permissionOf(event.sender);
  if (!APPROVING_PERMISSIONS.includes(permission)) {
    log.log('warn', 'approval refused: the user may not write to the repository', {
      ...fields,
      permission,
    });
    return;
  }
  const approval = {
    login: event.sender,
    permission,
    at: new Date(context.now()).toISOString(),
    via: 'button' as const,
  };
  const outcome = await judgeRun(
    context,
    client,
    { ...event, runId: memo.run, path: memo.path, pullNumbers: [] },
    approval,
  );
  const judged = outcome === 'judged';
  log.log(judged ? 'info' : 'warn', judged ? 'test changes approved' : 'approval not applied', {
    ...fields,
    outcome,
  });
}
