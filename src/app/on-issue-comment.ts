// `issue_comment` `created` with the body `/testlock allow` on a pull request: the same approval as
// the check run's button. The commenter's permission and the PR's head come from the API (the
// payload says who and where, never what they may do or which commit is current); the approval
// is bound to that head commit's check run. A comment that does not approve leaves a note there.

import type { CheckRunFacts, RepoClient } from '../adapters/github-app.js';
import { isAllowCommand, withCommandNote, writtenForThisHead } from './allow-command.js';
import { APPROVING_PERMISSIONS, decodeMemo } from './approval.js';
import type { AppContext } from './context.js';
import { judgeRun } from './on-workflow-run.js';
import type { IssueCommentEvent } from './payloads.js';

/** Only new comments on pull requests that are the command; edits and issues are ignored. */
export function wantsIssueComment(event: IssueCommentEvent): string | null {
  if (event.action !== 'created') return `issue_comment.${event.action} ignored`;
  if (!event.onPullRequest) return 'comment on an issue ignored';
  if (!isAllowCommand(event.body)) return 'comment is not a testlock command';
  return null;
}

async function note(
  client: RepoClient,
  check: CheckRunFacts,
  login: string,
  why: string,
): Promise<void> {
  await client.updateCheckSummary(
    check.id,
    check.title,
    withCommandNote(check.summary, login, why),
  );
}

export async function onIssueComment(context: AppContext, event: IssueCommentEvent): Promise<void> {
  const { config, log } = context;
  const fields = {
    repository: `${event.owner}/${event.repo}`,
    pull: event.number,
    comment_id: event.commentId,
    sender: event.author,
  };
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  log.redact(client.token);
  // The head as it is now: a push between the comment and this delivery is a commit nobody allowed.
  const pull = await client.getPull(event.number);
  const check = await client.findCheckRun(pull.headSha, config.checkName);
  const at = { ...fields, head_sha: pull.headSha, check_run_id: check?.id ?? null };
  if (pull.state !== 'open' || check === null) {
    log.log('info', 'allow comment ignored: no open pull request with a testlock check', at);
    return;
  }
  const permission = await client.permissionOf(event.author);
  if (!APPROVING_PERMISSIONS.includes(permission)) {
    log.log('warn', 'approval refused: the user may not write to the repository', {
      ...at,
      permission,
    });
    await note(
      client,
      check,
      event.author,
      `only a user with write, maintain or admin permission can allow test changes (this user has ${permission}).`,
    );
    return;
  }
  const memo = decodeMemo(check.externalId);
  if (check.status !== 'completed' || memo === null) {
    log.log('info', 'allow comment before the report: nothing to approve yet', at);
    await note(
      client,
      check,
      event.author,
      'the check has no judged report yet; comment again once it has completed.',
    );
    return;
  }
  if (!writtenForThisHead(event.createdAt, check.startedAt)) {
    log.log('warn', 'approval refused: the comment is older than the head commit’s check', at);
    await note(
      client,
      check,
      event.author,
      `the comment was written before the check of commit ${pull.headSha.slice(0, 12)} started; an approval of an earlier commit does not carry over, comment again.`,
    );
    return;
  }
  const approval = {
    login: event.author,
    permission,
    at: new Date(context.now()).toISOString(),
    via: 'comment' as const,
  };
  const outcome = await judgeRun(
    context,
    client,
    {
      installationId: event.installationId,
      owner: event.owner,
      repo: event.repo,
      runId: memo.run,
      path: memo.path,
      headSha: pull.headSha,
      pullNumbers: [event.number],
    },
    approval,
  );
  if (outcome === 'judged') {
    log.log('info', 'test changes approved', { ...at, permission });
    return;
  }
  log.log('warn', 'approval not applied', { ...at, outcome });
  if (outcome === 'nothing-to-allow') {
    await note(
      client,
      check,
      event.author,
      'critical anomalies alone do not fail this check (it passed, was already allowed, or a check failed, which no approval can pass).',
    );
  }
}
