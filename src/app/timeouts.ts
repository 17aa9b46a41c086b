// A missing or late report: the check stays in progress, then is completed as `timed_out` once it
// has waited the configured time, with the App's own findings still listed.
import { failedOutput } from './app-check-output.js';
import type { AppContext } from './context.js';
import { reasonOf } from './log.js';

export async function sweepTimeouts(context: AppContext): Promise<number> {
  const { config, log } = context;
  const expired = context.pending.expired(context.now(), config.reportTimeoutMs);
  for (const check of expired) {
    const minutes = Math.round(config.reportTimeoutMs / 60_000);
    try {
      const client = await context.github.forRepository(
        check.installationId,
        check.owner,
        check.repo,
      );
      log.redact(client.token);
      const output = failedOutput(
        'No test report arrived',
        `No workflow run uploaded a valid \`${config.artifactName}\` artifact for this commit within ${minutes} minutes. The workflow that runs testlock must upload its report (\`testlock-report.json\`) as an artifact of exactly that name, the App's setting \`TESTLOCK_ARTIFACT\` (docs/app.md, step 4); a run that uploaded it under another name was said at the top of this check while it waited.`,
        [],
      );
      await client.updateCheckRun(check.checkRunId, {
        status: 'completed',
        conclusion: 'timed_out',
        output: { ...output, annotations: [] },
      });
      log.log('info', 'check timed out', {
        repository: `${check.owner}/${check.repo}`,
        head_sha: check.headSha,
        check_run_id: check.checkRunId,
      });
    } catch (error) {
      log.log('error', 'could not time out a check', { reason: reasonOf(error) });
    }
  }
  return expired.length;
}
