// `workflow_run` `completed`: the report artifact is downloaded (size-capped), read from its zip,
// schema-checked, matched to the PR's head and base, and the check run completed from it plus the
// App's own anomalies. A run without the artifact leaves the check waiting (it may be another
// workflow); a PR that changed the workflow which produced the report fails with `judge-modified`.

import { tryGit } from '../adapters/exec-git.js';
import type { CheckRunBody, RepoClient } from '../adapters/github-app.js';
import type { Allowance } from '../core/model/allowance.js';
import { buildAnnotations } from '../core/render/annotations.js';
import {
  CHECK_RUN_TEXT_LIMIT,
  renderCheckOutput,
  renderSummary,
} from '../core/render/markdown-summary.js';
import { readingOf } from '../core/render/reading.js';
import { type ParsedReport, parseReport, REPORT_MAX_BYTES } from '../core/report-schema.js';
import { REPORT_FILE } from '../pipeline/read/report-file.js';
import { unposted } from './annotations-once.js';
import { artifactNameNote, failedOutput, withArtifactNote } from './app-check-output.js';
import { ALLOW_ACTION, type Approval, decodeMemo, encodeMemo } from './approval.js';
import type { AppContext } from './context.js';
import { judgeFiles } from './judge-files.js';
import { judgeUploaded } from './judge-uploaded.js';
import type { WorkflowRunEvent } from './payloads.js';
import { planPull } from './plan-pull.js';
import { readZipEntry } from './zip-entry.js';

const ANNOTATIONS = 50;

async function loadReport(
  context: AppContext,
  client: RepoClient,
  runId: number,
): Promise<ParsedReport | { missing: string[] }> {
  const { config } = context;
  const artifacts = await client.listArtifacts(runId);
  const named = artifacts.filter((a) => a.name === config.artifactName);
  // None of that name: what the run did upload, so a look-alike name can be pointed out.
  if (named.length === 0) return { missing: artifacts.map((a) => a.name) };
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
  const download = await client.downloadArtifact(artifact.id, config.maxArtifactBytes);
  if (!download.ok) return download;
  const entry = readZipEntry(download.zip, REPORT_FILE, REPORT_MAX_BYTES);
  if (!entry.ok) return entry;
  return parseReport(entry.data.toString('utf8'));
}

/**
 * A run that uploaded a report under another name (`testlock-reports`, `testlock-report-api`)
 * leaves the check waiting for the configured one until it times out: the waiting check says so
 * at once, naming both, and the log says it too.
 */
async function hintArtifactName(
  context: AppContext,
  client: RepoClient,
  run: JudgedRun,
  uploaded: readonly string[],
): Promise<void> {
  const { config, log } = context;
  const alike = uploaded.filter((name) => /testlock/i.test(name) && name !== config.artifactName);
  if (alike.length === 0) return;
  log.log('warn', 'the run uploaded a testlock artifact under another name', {
    repository: `${run.owner}/${run.repo}`,
    run_id: run.runId,
    head_sha: run.headSha,
    expected: config.artifactName,
    uploaded: alike.join(', '),
  });
  const check = await client.findCheckRun(run.headSha, config.checkName);
  if (check === null || check.status === 'completed') return;
  const note = artifactNameNote(config.artifactName, alike, run.path, run.runId);
  await client.updateCheckSummary(check.id, check.title, withArtifactNote(check.summary, note));
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

export interface JudgedRun {
  installationId: number;
  owner: string;
  repo: string;
  runId: number;
  headSha: string;
  /** The workflow file that produced the report. */
  path: string;
  pullNumbers: readonly number[];
}

/** What came of judging a run: its check completed, or why nothing changed. */
export type JudgeOutcome =
  | 'judged'
  | 'no-report'
  | 'no-pull'
  | 'not-head'
  /** A new approval was given where critical anomalies alone do not fail the gate: not applied. */
  | 'nothing-to-allow';

export async function onWorkflowRun(context: AppContext, event: WorkflowRunEvent): Promise<void> {
  const client = await context.github.forRepository(event.installationId, event.owner, event.repo);
  context.log.redact(client.token);
  await judgeRun(context, client, event, null);
}

/**
 * Completes the check of `run.headSha` from that run's report. `approval` is a new approval of
 * this commit's test changes; without one, the approval already on the check (if any) holds.
 * A new approval applies only where critical anomalies alone fail the gate (the button's rule):
 * it cannot pass failing tests, and where nothing needs allowing it is not recorded.
 */
export async function judgeRun(
  context: AppContext,
  client: RepoClient,
  run: JudgedRun,
  approval: Approval | null,
): Promise<JudgeOutcome> {
  const { config, log } = context;
  const fields = {
    repository: `${run.owner}/${run.repo}`,
    run_id: run.runId,
    head_sha: run.headSha,
  };
  const loaded = await loadReport(context, client, run.runId);
  if ('missing' in loaded) {
    log.log('info', 'workflow run without a report artifact: the check keeps waiting', {
      ...fields,
      artifacts: loaded.missing.join(', '),
    });
    await hintArtifactName(context, client, run, loaded.missing);
    return 'no-report';
  }
  const number = run.pullNumbers[0] ?? (await client.findPullByHead(run.headSha));
  if (number === null) {
    log.log('info', 'no open pull request for this run', fields);
    return 'no-pull';
  }
  const pull = await client.getPull(number);
  // A run of an older commit: the newer push has its own check, and this one changes nothing.
  if (pull.headSha !== run.headSha) {
    log.log('info', 'workflow run of a commit that is no longer the head', {
      ...fields,
      pull: number,
    });
    return 'not-head';
  }
  const existing = await client.findCheckRun(run.headSha, config.checkName);
  // The check run is per commit, so an approval recorded on it is an approval of this commit.
  const prior = decodeMemo(existing?.externalId ?? null)?.approval ?? null;
  const approved = approval ?? prior;
  const planned = await planPull(config, {
    owner: run.owner,
    repo: run.repo,
    token: client.token,
    baseSha: pull.baseSha,
    headSha: pull.headSha,
    headRef: pull.headRef,
  });
  const { plan } = planned;
  const labelled =
    planned.config.allowLabel !== null && pull.labels.includes(planned.config.allowLabel);
  const allowed = labelled || approved !== null;
  const baseAccepted = loaded.ok
    ? await onBaseBranch(planned.root, loaded.report.base_sha, plan.baseSha, pull.baseSha)
    : false;
  const facts = {
    uploaded: loaded,
    headSha: pull.headSha,
    baseAccepted,
    workflowPath: run.path,
    judgePaths: await judgeFiles(planned.root, [plan.baseSha, plan.headSha], run.path),
    changes: plan.changes,
    appAnomalies: plan.anomalies,
    policy: planned.config.onTestChange,
    changedLinesMin: planned.config.changedLinesMin,
  };
  if (approval !== null) {
    const unapproved = judgeUploaded({ ...facts, allowed: labelled || prior !== null });
    if (!unapproved.counted || !unapproved.allowable) {
      log.log('info', 'approval not applied: critical anomalies alone do not fail the gate', {
        ...fields,
        pull: number,
      });
      return 'nothing-to-allow';
    }
  }
  const final = judgeUploaded({ ...facts, allowed });
  const memo = encodeMemo({ run: run.runId, path: run.path, approval: approved });
  let body: CheckRunBody;
  if (!final.counted) {
    const anomalies = final.anomalies;
    const judge = anomalies.some((a) => a.kind === 'judge-modified');
    const output = failedOutput(
      judge ? 'judge-modified: the report does not count' : 'The test report was rejected',
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
      externalId: memo,
      output: { ...output, annotations },
    };
  } else {
    const { report, conclusion } = final;
    const located = buildAnnotations(
      { failures: [], diagnostics: [], anomalies: report.anomalies, allowed },
      [],
      ANNOTATIONS,
    );
    const allowance: Allowance | null =
      approved !== null
        ? { by: 'approval', ...approved, via: approved.via ?? null }
        : labelled && planned.config.allowLabel !== null
          ? { by: 'label', label: planned.config.allowLabel }
          : null;
    const reading = readingOf({ report, allowance, policy: planned.config.onTestChange });
    const title = reading.title;
    const summary = renderSummary(
      {
        report,
        conclusion,
        reading,
        allowLabel: planned.config.allowLabel,
        appApprovals: true,
        annotationsOmitted: located.omitted,
        annotationLimit: ANNOTATIONS,
        fromUploadedReport: true,
        links: null,
      },
      CHECK_RUN_TEXT_LIMIT - 1_000,
    );
    const text = renderCheckOutput(report, CHECK_RUN_TEXT_LIMIT);
    body = {
      status: 'completed',
      conclusion,
      externalId: memo,
      output: {
        title,
        summary,
        ...(text === null ? {} : { text }),
        annotations: located.annotations,
      },
      // GitHub keeps a check run's buttons until they are replaced: an empty list removes them.
      actions: final.allowable ? [ALLOW_ACTION] : [],
    };
  }
  // The check may carry annotations of its in-progress state or an earlier judgement already.
  const annotations = await unposted(client, existing?.id ?? null, body.output.annotations);
  body = { ...body, output: { ...body.output, annotations } };
  let id: number;
  if (existing === null) {
    id = await client.createCheckRun(config.checkName, run.headSha, body);
  } else {
    await client.updateCheckRun(existing.id, body);
    id = existing.id;
  }
  context.pending.done(run.owner, run.repo, run.headSha);
  log.log('info', 'check run completed', {
    ...fields,
    pull: number,
    check_run_id: id,
    conclusion: body.conclusion ?? null,
    counted: final.counted,
    approved_by: approved?.login ?? null,
  });
  return 'judged';
}
