// The App assembled: the webhook server, deliveries routed to their handlers (one repository at
// a time, redeliveries dropped), the clock that times out checks whose report never came, and the
// state file that keeps the handled deliveries and the clocks across a restart.
import type { AddressInfo } from 'node:net';
import { createAppGitHub } from '../adapters/github-app.js';
import { type AppConfig, ConfigError } from './config.js';
import type { AppContext } from './context.js';
import { createDeliveries } from './deliveries.js';
import { createLogger, type Logger, reasonOf } from './log.js';
import { onCheckRunAction } from './on-check-run.js';
import { onIssueComment, wantsIssueComment } from './on-issue-comment.js';
import { onPullRequest, PULL_REQUEST_ACTIONS } from './on-pull-request.js';
import { onWorkflowRun } from './on-workflow-run.js';
import {
  type RepoRef,
  readCheckRunActionEvent,
  readIssueCommentEvent,
  readPullRequestEvent,
  readWorkflowRunEvent,
} from './payloads.js';
import { createPendingChecks } from './pending-checks.js';
import { machineProblems } from './preflight.js';
import { loadState, saveState } from './state-file.js';
import { sweepTimeouts } from './timeouts.js';
import { createWebhookServer, type Delivery } from './webhook-server.js';

export interface RunningApp {
  url: string;
  /** Resolves once every accepted delivery has been handled (tests wait on it). */
  idle(): Promise<void>;
  /** Times out the checks that waited too long, as the interval does; returns how many. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export interface AppOptions {
  log?: Logger;
  now?: () => number;
  /** How often the timeout clock is checked; 0 turns the interval off (tests call sweep). */
  sweepEveryMs?: number;
  host?: string;
}

type Job = { ref: RepoRef; run: () => Promise<void> };

function route(context: AppContext, delivery: Delivery): Job | string {
  if (delivery.event === 'pull_request') {
    const event = readPullRequestEvent(delivery.payload);
    if (event === null) return 'pull_request payload not understood';
    if (!PULL_REQUEST_ACTIONS.includes(event.action)) return `pull_request.${event.action} ignored`;
    return { ref: event, run: () => onPullRequest(context, event) };
  }
  if (delivery.event === 'check_run') {
    const event = readCheckRunActionEvent(delivery.payload);
    if (event === null) return 'check_run payload not understood';
    if (event.action !== 'requested_action') return `check_run.${event.action} ignored`;
    return { ref: event, run: () => onCheckRunAction(context, event) };
  }
  if (delivery.event === 'workflow_run') {
    const event = readWorkflowRunEvent(delivery.payload);
    if (event === null) return 'workflow_run payload not understood';
    if (event.action !== 'completed') return `workflow_run.${event.action} ignored`;
    return { ref: event, run: () => onWorkflowRun(context, event) };
  }
  if (delivery.event === 'issue_comment') {
    const event = readIssueCommentEvent(delivery.payload);
    if (event === null) return 'issue_comment payload not understood';
    const ignored = wantsIssueComment(event);
    if (ignored !== null) return ignored;
    return { ref: event, run: () => onIssueComment(context, event) };
  }
  return `event ${delivery.event || '(none)'} ignored`;
}

// GitHub's answer about the key is kept a while: a probe every few seconds must not ask each time.
const KEY_CHECK_TTL_MS = 5 * 60_000;
const KEY_RETRY_TTL_MS = 30_000;

/** The readiness check: the key GitHub takes (cached), the folders written, git started. */
function readiness(context: AppContext): () => Promise<string[]> {
  let cached: { at: number; problem: string | null } | null = null;
  return async () => {
    const now = context.now();
    const ttl = cached?.problem === null ? KEY_CHECK_TTL_MS : KEY_RETRY_TTL_MS;
    if (cached === null || now - cached.at > ttl) {
      cached = { at: now, problem: await context.github.appProblem() };
    }
    const machine = await machineProblems(context.config);
    return [...(cached.problem === null ? [] : [cached.problem]), ...machine];
  };
}

export async function startApp(config: AppConfig, options: AppOptions = {}): Promise<RunningApp> {
  const log = options.log ?? createLogger();
  const now = options.now ?? Date.now;
  const saved = loadState(config.stateDir, now());
  if (saved.problem !== null) {
    log.log('warn', 'state file not used: starting empty', { reason: saved.problem });
  }
  // Octokit's own lines join the JSON log: its warnings as warnings, its per-request lines as
  // debug (a failed request is logged where it is handled, with its cause).
  const sink = {
    warn: (message: string) => log.log('warn', message, { source: 'octokit' }),
    debug: (message: string) => log.log('debug', message, { source: 'octokit' }),
  };
  const context: AppContext = {
    config,
    log,
    github: createAppGitHub(config, {}, sink),
    pending: createPendingChecks(saved.state.pending),
    now,
  };
  const deliveries = createDeliveries(saved.state.deliveries);
  const persist = (): void => {
    try {
      saveState(config.stateDir, {
        deliveries: deliveries.remembered(),
        pending: context.pending.list(),
      });
    } catch (error) {
      log.log('error', 'could not save the state file', { reason: reasonOf(error) });
    }
  };

  function dispatch(delivery: Delivery): { status: number; message: string } {
    const fields = { delivery: delivery.id, event: delivery.event };
    const job = route(context, delivery);
    if (typeof job === 'string') {
      log.log('info', job, fields);
      return { status: 202, message: job };
    }
    // A redelivery is acknowledged and dropped: the first one already did the work.
    if (delivery.id !== '' && !deliveries.accept(delivery.id)) {
      log.log('info', 'duplicate delivery ignored', fields);
      return { status: 200, message: 'duplicate delivery' };
    }
    const repository = `${job.ref.owner}/${job.ref.repo}`;
    deliveries.enqueue(repository, async () => {
      try {
        await job.run();
        if (delivery.id !== '') deliveries.handled(delivery.id);
      } catch (error) {
        // Not remembered: GitHub's (or an operator's) redelivery of it is handled again.
        if (delivery.id !== '') deliveries.forget(delivery.id);
        log.log('error', 'delivery failed', { ...fields, repository, reason: reasonOf(error) });
      }
      persist();
    });
    log.log('info', 'delivery accepted', { ...fields, repository });
    return { status: 202, message: 'accepted' };
  }

  const server = createWebhookServer({
    secret: config.webhookSecret,
    maxBodyBytes: config.maxBodyBytes,
    log,
    dispatch,
    problems: readiness(context),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // A port in use or below 1024 without the right: the operator's to change, said in a line.
      reject(
        new ConfigError(
          `PORT ${config.port} cannot be listened on: ${error.code ?? error.message}`,
        ),
      );
    });
    server.listen(config.port, options.host ?? '0.0.0.0', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const sweep = async () => {
    const expired = await sweepTimeouts(context);
    if (expired > 0) persist();
    return expired;
  };
  const every = options.sweepEveryMs ?? 60_000;
  const timer = every > 0 ? setInterval(() => void sweep(), every) : null;
  timer?.unref();
  log.log('info', 'testlock app listening', { port, api: config.apiUrl });
  return {
    url: `http://127.0.0.1:${port}`,
    idle: () => deliveries.idle(),
    sweep,
    close: () =>
      new Promise((resolve) => {
        if (timer) clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
