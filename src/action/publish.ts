// Puts a verdict everywhere it belongs: the report JSON, the job summary, the step outputs, the
// check run (or, without one, annotations in the log), the PR comment. Shared by every mode that posts.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Conclusion } from '../core/model/outcome.js';
import type { Report } from '../core/model/report.js';
import type { Diagnostic, TestFailure } from '../core/model/results.js';
import { buildAnnotations } from '../core/render/annotations.js';
import {
  CHECK_RUN_TEXT_LIMIT,
  JOB_SUMMARY_LIMIT,
  renderCheckOutput,
  renderSummary,
} from '../core/render/markdown-summary.js';
import { type Reading, readingOf } from '../core/render/reading.js';
import type { SummaryFacts, SummaryLinks } from '../core/render/summary-input.js';
import { conclusionFor } from '../core/verdict/gate.js';
import { type CheckRunState, checkRunUrl, finishCheckRun } from './check-run.js';
import { keepComment } from './comment.js';
import { tryAppendJobSummary, tryWriteOutputs } from './file-commands.js';
import type { RunnerIO } from './runner-io.js';
import type { Env, Settings } from './settings.js';
import { logAnnotations } from './workflow-commands.js';

/** What a run gives the publisher: the report plus what annotations and the override need. */
export interface JudgedRun {
  report: Report;
  failures: readonly TestFailure[];
  diagnostics: readonly Diagnostic[];
  /** The override label was on the PR (and was passed to verify). */
  labelApplied: boolean;
  fromUploadedReport: boolean;
  /** A merge of matrix reports: its summary names the parts (reading.ts). */
  merged?: boolean;
}

export interface PublishContext {
  settings: Settings;
  env: Env;
  io: RunnerIO;
  checkRun: CheckRunState;
  /** Absolute roots that failure paths may start with (the checkout). */
  roots: readonly string[];
  /** The pull request to comment on, when known. */
  pullNumber: number | null;
}

export function warn(io: RunnerIO): (line: string) => void {
  return (line) => io.annotate('warning', line);
}

function outputs(
  report: Report,
  conclusion: Conclusion,
  verdictPath: string,
  checkRun: string,
): Record<string, string> {
  return {
    verified: String(report.verified),
    'test-gaming': String(report.test_gaming),
    coverage: report.coverage === null ? '' : String(report.coverage),
    'confidence-qualifier': report.confidence_qualifier,
    conclusion,
    'verdict-path': verdictPath,
    'check-run-url': checkRun,
    'tests-run': String(report.tests_run),
    'tests-failed': String(report.tests_failed),
    'tests-skipped': String(report.tests_skipped),
    ...prTestsOutputs(report),
    ...changedLinesOutputs(report),
  };
}

/** The changed-lines evidence (SPEC 3b): empty where coverage was not instrumented. */
function changedLinesOutputs(report: Report): Record<string, string> {
  const lines = report.changed_lines ?? null;
  return {
    'changed-lines': lines === null ? '' : String(lines.source_lines),
    'changed-lines-run': lines === null ? '' : String(lines.run_by_locked_tests),
    'changed-lines-run-by-pr-tests':
      lines?.run_by_pr_tests === null || lines === null ? '' : String(lines.run_by_pr_tests),
  };
}

/** The PR's own tests (SPEC 3b): empty when the PR adds or modifies no test file. */
function prTestsOutputs(report: Report): Record<string, string> {
  const pr = report.pr_tests ?? null;
  const count = (n: number | undefined): string => (n === undefined ? '' : String(n));
  return {
    'pr-tests-run': count(pr?.tests_run),
    'pr-tests-failed': count(pr?.tests_failed),
    'pr-fail-at-base': count(pr?.fail_at_base),
    'pr-pass-at-base': count(pr?.pass_at_base),
  };
}

async function writeReport(path: string, report: Report): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`, 'utf8');
}

/** The runner's own words for where this run lives; a repository that is not `owner/name` gives none. */
function linksOf(env: Env): SummaryLinks | null {
  const repository = env.GITHUB_REPOSITORY ?? '';
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository)) return null;
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s()<>]+$/.test(server)) return null;
  return { server, repository, runId: env.GITHUB_RUN_ID || null, docs: docsOf(env, server) };
}

/**
 * The anomaly docs of the testlock that runs, at the ref the workflow pinned (`uses:
 * owner/testlock@v1`); a local action (`uses: ./`) has no repository to link to: null.
 */
function docsOf(env: Env, server: string): string | null {
  const repository = env.GITHUB_ACTION_REPOSITORY ?? '';
  const ref = env.GITHUB_ACTION_REF ?? '';
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository)) return null;
  if (!/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/.test(ref) || ref.includes('..')) return null;
  return `${server}/${repository}/blob/${ref}/docs/anomalies.md`;
}

/** The reading of a verdict the Action publishes: the allow label is all that allows here. */
export function actionReading(
  verdict: Pick<JudgedRun, 'report' | 'labelApplied' | 'diagnostics' | 'merged'>,
  settings: Settings,
): Reading {
  return readingOf({
    report: verdict.report,
    allowance: verdict.labelApplied ? { by: 'label', label: settings.allowLabel } : null,
    policy: settings.onTestChange,
    errors: verdict.diagnostics.length,
    merged: verdict.merged === true,
  });
}

/** Publishes the verdict; returns its conclusion (the step fails on `failure`). */
export async function publish(verdict: JudgedRun, context: PublishContext): Promise<Conclusion> {
  const { settings, env, io, report } = { ...context, report: verdict.report };
  const conclusion = conclusionFor(report.verdict, settings.unverifiedConclusion);
  const source = { ...verdict, anomalies: report.anomalies, allowed: verdict.labelApplied };
  const plan = buildAnnotations(source, context.roots, settings.annotationLimit);
  const facts: SummaryFacts = {
    report,
    conclusion,
    reading: actionReading(verdict, settings),
    allowLabel: settings.allowLabel,
    annotationsOmitted: plan.omitted,
    annotationLimit: settings.annotationLimit,
    fromUploadedReport: verdict.fromUploadedReport,
    links: linksOf(env),
    failures: verdict.failures,
    diagnostics: verdict.diagnostics,
  };

  await writeReport(settings.verdictPath, report);
  // The job summary is all a fork's pull request gets (no check run): it carries the output too.
  await tryAppendJobSummary(io, renderSummary(facts, JOB_SUMMARY_LIMIT, { outputTails: true }));

  const posted = await finishCheckRun(
    context.checkRun,
    report.head_sha,
    conclusion,
    {
      title: facts.reading.title,
      summary: renderSummary(facts, CHECK_RUN_TEXT_LIMIT),
      text: renderCheckOutput(report, CHECK_RUN_TEXT_LIMIT),
      annotations: plan.annotations,
    },
    warn(io),
  );
  if (!posted) {
    // The step's own failure message is an error annotation too: keep a slot for it.
    logAnnotations(io, plan.annotations, conclusion === 'failure' ? 1 : 0);
  }
  // Outputs after the check run: its URL is known only once it is posted.
  const url = posted && context.checkRun.id !== null ? checkRunUrl(env, context.checkRun.id) : '';
  if (url !== '') io.info(`testlock: check run ${url}`);
  tryWriteOutputs(io, outputs(report, conclusion, settings.verdictPath, url));
  const target = {
    client: context.checkRun.client,
    pullNumber: context.pullNumber,
    policy: settings.comment,
    checkName: settings.checkName,
  };
  // The comment is the verdict in brief; it links the check run, which has the rest.
  const links = facts.links ? { ...facts.links, checkRun: url === '' ? null : url } : null;
  await keepComment(target, { ...facts, links }, warn(io));
  return conclusion;
}
