// The Action from inputs to exit status: settings, event, labels, check run, verify, publish.
// Every client is passed in, so tests drive it in-process with a fake verify and a local API.
import type { Anomaly } from '../core/model/anomaly.js';
import { escapeInline } from '../core/render/markdown-escape.js';
import { escapeControlChars } from '../core/text/control-chars.js';
import type { VerifyOutcome } from '../pipeline/stages/verify-types.js';
import { type ActionDeps, failStep, githubClient, pullLabels } from './action-deps.js';
import { createCheckLog } from './check-log.js';
import { startCheckRun } from './check-run.js';
import { type EventFacts, readEvent } from './event.js';
import { judgeSettings } from './judge.js';
import { runMergeMode } from './merge-mode.js';
import { runProjectsMode } from './projects-mode.js';
import { actionReading, publish, warn } from './publish.js';
import { resolveRefs } from './refs.js';
import { runReportMode } from './report-mode.js';
import { actionVerifyOptions } from './run-options.js';
import type { Settings } from './settings.js';
import { echoUntrusted, newCommandToken, withCommandsStopped } from './workflow-commands.js';

async function runMode(
  settings: Settings,
  event: EventFacts,
  judged: Anomaly | null,
  deps: ActionDeps,
  token: string,
): Promise<number> {
  const refs = resolveRefs(settings, event, deps.env);
  const client = githubClient(settings, deps);
  const labels = await pullLabels(client, refs.pullNumber, event.pullRequest?.labels ?? []);
  const labelApplied = labels.includes(settings.allowLabel);
  const checkRun = await startCheckRun(client, settings.checkName, refs.checkSha, warn(deps.io));

  let outcome: VerifyOutcome;
  const checkLog = createCheckLog(deps.io, {
    token,
    interactive: deps.interactive === true,
    ...(deps.heartbeatMs === undefined ? {} : { heartbeatMs: deps.heartbeatMs }),
  });
  try {
    outcome = await withCommandsStopped(deps.io.write, token, () =>
      deps
        .verify(
          actionVerifyOptions(settings, refs, deps, {
            labelApplied,
            judged,
            log: (line) => checkLog.log(line),
            onOutput: (stream, text) => checkLog.output(stream, text),
          }),
        )
        .finally(() => checkLog.stop()),
    );
  } catch (error) {
    await abandonCheckRun(checkRun, refs.checkSha, error);
    throw error;
  }

  if (outcome.report.failure_detail !== null) {
    deps.io.info('First failure, verbatim:');
    echoUntrusted(deps.io.write, token, outcome.report.failure_detail);
  }
  // A matrix job that knows the whole matrix records it, so a merge can name a job that died.
  const report =
    settings.expectedReports.length > 0
      ? { ...outcome.report, expected_reports: settings.expectedReports }
      : outcome.report;
  const verdict = { ...outcome, report, labelApplied, fromUploadedReport: false };
  const roots = [deps.cwd, deps.env.GITHUB_WORKSPACE ?? ''].filter((root) => root !== '');
  const context = {
    settings,
    env: deps.env,
    io: deps.io,
    checkRun,
    roots,
    pullNumber: refs.pullNumber,
  };
  const conclusion = await publish(verdict, context);
  const reading = actionReading(verdict, settings);
  const code = conclusion === 'failure' ? failStep(deps.io, `testlock: ${reading.stateLine}`) : 0;
  // The title holds the PR's test names and messages: a `##[…]` anywhere in a line is a command
  // to the runner, so the line goes out with commands stopped, like everything else untrusted.
  echoUntrusted(deps.io.write, token, finalLine(outcome.report.verdict, conclusion, reading.title));
  return code;
}

/** The last line of the log: the verdict in one line, for whoever scrolls to the end. */
function finalLine(verdict: string, conclusion: string, title: string): string {
  return `testlock: ${verdict} (${conclusion}): ${escapeControlChars(title)}`;
}

/** A run that could not finish must not leave its check run in progress forever. */
async function abandonCheckRun(
  checkRun: Awaited<ReturnType<typeof startCheckRun>>,
  sha: string | null,
  error: unknown,
): Promise<void> {
  if (checkRun.client === null || checkRun.id === null || sha === null) return;
  const message = (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
  try {
    await checkRun.client.completeCheckRun(checkRun.id, 'failure', {
      title: 'testlock could not run',
      summary: `testlock stopped before a verdict: ${escapeInline(message)}`,
      text: null,
      annotations: [],
    });
  } catch {
    // The step fails with the original error; a second failure would only hide it.
  }
}

/** Runs the action; resolves to the process exit status. Never throws. */
export async function runAction(deps: ActionDeps): Promise<number> {
  try {
    // Masked before anything is logged, whichever way the token reached the input.
    const token = deps.io.input('github-token');
    if (token !== '') deps.io.setSecret(token);
    const event = await readEvent(deps.env);
    // Before the mode is chosen: the mode is one of the inputs a PR must not choose for itself.
    const judged = await judgeSettings(deps.io.input, event, deps.env, deps.cwd);
    const { settings } = judged;
    // One token per run: nothing the PR prints can resume commands it stopped.
    const commandToken = newCommandToken();
    if (judged.anomaly !== null) {
      // The workflow's path is the PR's choice (GITHUB_WORKFLOW_REF): stopped around it too.
      const line = `testlock: ${judged.anomaly.detail} (${escapeControlChars(judged.anomaly.path)})`;
      echoUntrusted(deps.io.write, commandToken, line);
    }
    if (settings.mode === 'merge') return await runMergeMode(settings, deps);
    if (settings.mode === 'report') return await runReportMode(settings, deps);
    if (settings.mode === 'projects') return await runProjectsMode(settings, deps);
    return await runMode(settings, event, judged.anomaly, deps, commandToken);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return failStep(deps.io, `testlock: ${message}`);
  }
}

export type { ActionDeps };
