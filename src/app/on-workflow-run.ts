// `workflow_run` `completed`: the report artifact is downloaded (size-capped), read from its zip,
// schema-checked, matched to the PR's head and base, and the check run completed from it plus the
// App's own anomalies. A run without the artifact leaves the check waiting (it may be another
// workflow); a PR that changed the workflow which produced the report fails with `judge-modified`.

import { REPORT_FILE } from '../action/load-report.js';
import { checkTitle } from '../action/title.js';
import { tryGit } from '../adapters/exec-git.js';
import { buildAnnotations } from '../core/render/annotations.js';
import {
  CHECK_RUN_TEXT_LIMIT,
  renderCheckOutput,
  renderSummary,
} from '../core/render/markdown-summary.js';
import { type ParsedReport, parseReport, REPORT_MAX_BYTES } from '../core/report-schema.js';
import { failedOutput } from './app-check-output.js';
import type { CheckRunBody, RepoClient } from './app-github.js';
import type { AppContext } from './context.js';
import { downloadArtifact } from './download-artifact.js';
import { judgeUploaded } from './judge-uploaded.js';
import type { WorkflowRunEvent } from './payloads.js';
import { planPull } from './plan-pull.js';
import { readZipEntry } from './zip-entry.js';

const ANNOTATIONS = 50;

async function loadReport(
  context: AppContext,
  client: RepoClient,
  event: WorkflowRunEvent,
): Promise<ParsedReport | null> {
  const { config } = context;
  const artifacts = await client.listArtifacts(event.runId);
  const named = artifacts.filter((a) => a.name === config.artifactName);
  if (named.length === 0) return null;
  if (named.length > 1)
    return {
      ok: false,
      reason: `the run uploaded ${named.length} artifacts named ${config.artifactName}`,
    };
  const artifact = named[0]!;
  if (artifact.expired) return { ok: false, reason: 'the artifact has expired' };
  if (artifact.sizeInBytes > config.maxArtifactBytes) {
    return {
      ok: false,
      reason: `the artifact is ${artifact.sizeInBytes} bytes, over the ${config.maxArtifactBytes} limit`,
    };
  }
  const download = await downloadArtifact(
    client.artifactZipUrl(artifact.id),
    client.token,
    config.maxArtifactBytes,
  );
  if (!download.ok) return download;
  const entry = readZipEntry(download.zip, REPORT_FILE, REPORT_MAX_BYTES);
  if (!entry.ok) return entry;
  return parseReport(entry.data.toString('utf8'));
}

/** True when `candidate` lies on the base branch between the merge base and the base tip. */
async function onBaseBranch(
  dir: string,
  candidate: string,
  mergeBase: string,
  baseTip: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{40}$/.test(candidate)) return false;
  if (candidate === mergeBase || candidate === baseTip) return true;
  const after = await tryGit(['merge-base', '--is-ancestor', mergeBase, candidate], { cwd: dir });
  const before = await tryGit(['merge-base', '--is-ancestor', candidate, baseTip], { cwd: dir });
  return after.exitCode === 0 && before.exitCode === 0;
}

async function post(
  client: RepoClient,
  context: AppContext,
  headSha: string,
  body: CheckRunBody,
): Promise<number> {
  const existing = await client.findCheckRun(headSha, context.config.checkName);
  if (existing === null) return client.createCheckRun(context.config.checkName, headSha, body);
  await client.updateCheckRun(existing.id, body);
  return existing.id;
}

export async function onWorkflowRun(context: AppContext, event: WorkflowRunEvent): Promise<void> {
  const { config, log } = context;
  const fields = {
    repository: `${event.owner}/${event.repo}`,
    run_id: event.runId,
    head_sha: event.headSha,
  };
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  log.redact(client.token);
  const loaded = await loadReport(context, client, event);
  if (loaded === null) {
    log.log('info', 'workflow run without a report artifact: the check keeps waiting', fields);
    return;
  }
  const number = event.pullNumbers[0] ?? (await client.findPullByHead(event.headSha));
  if (number === null) {
    log.log('info', 'no open pull request for this run', fields);
    return;
  }
  const pull = await client.getPull(number);
  // A run of an older commit: the newer push has its own check, and this one changes nothing.
  if (pull.headSha !== event.headSha) {
    log.log('info', 'workflow run of a commit that is no longer the head', {
      ...fields,
      pull: number,
    });
    return;
  }
  const planned = await planPull(config, {
    owner: event.owner,
    repo: event.repo,
    token: client.token,
    baseSha: pull.baseSha,
    headSha: pull.headSha,
    headRef: pull.headRef,
  });
  const { plan } = planned;
  const allowed =
    planned.config.allowLabel !== null && pull.labels.includes(planned.config.allowLabel);
  const baseAccepted = loaded.ok
    ? await onBaseBranch(planned.root, loaded.report.base_sha, plan.baseSha, pull.baseSha)
    : false;
  const final = judgeUploaded({
    uploaded: loaded,
    headSha: pull.headSha,
    baseAccepted,
    workflowPath: event.path,
    changes: plan.changes,
    appAnomalies: plan.anomalies,
    policy: planned.config.onTestChange,
    allowed,
  });
  let body: CheckRunBody;
  if (!final.counted) {
    const anomalies = final.anomalies;
    const output = failedOutput(
      anomalies.some((a) => a.kind === 'judge-modified')
        ? 'judge-modified: the report does not count'
        : 'The test report was rejected',
      final.why,
      anomalies,
    );
    const annotations = buildAnnotations(
      { failures: [], diagnostics: [], anomalies },
      [],
      ANNOTATIONS,
    ).annotations;
    body = {
      status: 'completed',
      conclusion: 'failure',
      externalId: String(event.runId),
      output: { ...output, annotations },
    };
  } else {
    const { report, conclusion } = final;
    const plan50 = buildAnnotations(
      { failures: [], diagnostics: [], anomalies: report.anomalies, allowed },
      [],
      ANNOTATIONS,
    );
    const title = checkTitle(report, allowed);
    const summary = renderSummary(
      {
        report,
        conclusion,
        title,
        allowLabel:
          planned.config.allowLabel === null
            ? null
            : { name: planned.config.allowLabel, applied: allowed },
        annotationsOmitted: plan50.omitted,
        annotationLimit: ANNOTATIONS,
        fromUploadedReport: true,
        links: null,
      },
      CHECK_RUN_TEXT_LIMIT,
    );
    const text = renderCheckOutput(report, CHECK_RUN_TEXT_LIMIT);
    body = {
      status: 'completed',
      conclusion,
      externalId: String(event.runId),
      output: {
        title,
        summary,
        ...(text === null ? {} : { text }),
        annotations: plan50.annotations,
      },
    };
  }
  const id = await post(client, context, event.headSha, body);
  context.pending.done(event.owner, event.repo, event.headSha);
  log.log('info', 'check run completed', {
    ...fields,
    pull: number,
    check_run_id: id,
    conclusion: body.conclusion ?? null,
    counted: final.counted,
  });
}
