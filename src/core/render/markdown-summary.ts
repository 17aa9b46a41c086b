// The report as GitHub markdown for the check run and the job summary: facts, checks, anomalies
// and the verbatim failure, every untrusted string escaped or fenced, within a byte budget.
import type { CheckResult, Diagnostic, Report, TestFailure } from '../model.js';
import { TAIL_MAX_CHARS } from '../run/tail-buffer.js';
import { assertionCore } from '../verdict/assertion-core.js';
import type { Conclusion } from '../verdict/gate.js';
import { beforeAfter, type Finding, findingsOf } from './findings.js';
import { codeSpan, escapeInline, fencedBlock, htmlCode } from './markdown-escape.js';
import { scrubPaths } from './scrub-paths.js';
import { tailUtf8, truncateUtf8, truncateWithNote, utf8Length } from './truncate-utf8.js';

export interface SummaryFacts {
  report: Report;
  conclusion: Conclusion;
  /** The check run's title (qualifier or gaming headline). */
  title: string;
  /** The override label and whether the PR carries it; null when no label applies. */
  allowLabel: { name: string; applied: boolean } | null;
  /** Annotations left out because the cap was reached (0 when all were sent). */
  annotationsOmitted: number;
  annotationLimit: number;
  /** The report came from another job (mode report) and was validated as untrusted data. */
  fromUploadedReport: boolean;
  /** Where the run and the commits live on GitHub (from the runner's env); null: no links. */
  links?: SummaryLinks | null;
  /** Every failed test the parsers found (none for an uploaded report, which does not hold them). */
  failures?: readonly TestFailure[];
  /** Every type and lint error the parsers found (none for an uploaded report). */
  diagnostics?: readonly Diagnostic[];
}

/** What a surface holds besides the summary: the job summary also carries the output tails. */
export interface SummaryOptions {
  /** Append the failed checks' output tails, collapsed (the job summary: a fork's only surface). */
  outputTails?: boolean;
}

export interface SummaryLinks {
  /** e.g. `https://github.com`. */
  server: string;
  /** `owner/name`. */
  repository: string;
  runId: string | null;
  /** The anomaly docs page (`…/blob/REF/docs/anomalies.md`) of the testlock that ran; null: none. */
  docs?: string | null;
}

export const CHECK_RUN_TEXT_LIMIT = 65_535;
export const JOB_SUMMARY_LIMIT = 1024 * 1024;

const ICON: Record<Conclusion, string> = { success: '✅', failure: '❌', neutral: '⚠️' };
// One cell never takes more than this, so a single absurd path cannot starve the table.
const CELL_CHARS = 400;
const TRUNCATED = '\n\n_… truncated to fit GitHub’s size limit; the report JSON has everything._\n';

function cell(text: string): string {
  return escapeInline(text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text);
}

function codeCell(text: string): string {
  return codeSpan(text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text);
}

function state(clean: boolean | null): string {
  if (clean === null) return 'not applicable';
  return clean ? 'clean' : 'errors';
}

function coverageText(report: Report): string {
  if (report.coverage !== null) return `${report.coverage}%`;
  return report.has_tests ? 'not measured' : 'none (no tests in the locked set)';
}

function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

function result(check: CheckResult): string {
  if (check.skipped !== null) return `⏭️ skipped: ${cell(check.skipped)}`;
  if (check.timedOut) return '⏱️ timed out';
  if (check.ok) return '✅ passed';
  const how = check.exitCode !== null ? `exit ${check.exitCode}` : `signal ${check.signal ?? '?'}`;
  return `❌ failed (${cell(how)})`;
}

/** Header and as many rows as fit in `budget` bytes, with a line saying how many were left out. */
function fitTable(header: string[], rows: string[][], budget: number): string {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  let used = utf8Length(lines.join('\n')) + 80;
  let shown = 0;
  for (const row of rows) {
    const line = `| ${row.join(' | ')} |`;
    used += utf8Length(line) + 1;
    if (used > budget) break;
    lines.push(line);
    shown += 1;
  }
  if (shown < rows.length) lines.push('', `_… ${rows.length - shown} more rows not shown._`);
  return lines.join('\n');
}

function factsTable(facts: SummaryFacts): string {
  const { report } = facts;
  const tests = `${report.tests_run} run · ${report.tests_passed} passed · ${report.tests_failed} failed · ${report.tests_skipped} skipped`;
  // The verdict is the header row: an empty header would render as a blank bar above the facts.
  return [
    `| verdict | ${cell(report.verdict)} → ${facts.conclusion} |`,
    '|---|---|',
    `| tests (locked set) | ${tests} |`,
    `| coverage | ${coverageText(report)} |`,
    `| type check | ${state(report.type_check_clean)} |`,
    `| lint | ${state(report.lint_clean)} |`,
    `| base → head | ${commit(facts, report.base_sha)} → ${commit(facts, report.head_sha)} |`,
  ].join('\n');
}

const SHA = /^[0-9a-f]{40}$/;

/** A short sha, linked to the commit page when the links are known and the sha is one. */
function commit(facts: SummaryFacts, sha: string): string {
  const short = codeCell(sha.slice(0, 12));
  const links = facts.links;
  if (!links || !SHA.test(sha)) return short;
  return `[${short}](${links.server}/${links.repository}/commit/${sha})`;
}

/** The run log's address, when the runner named the run. */
function runLog(facts: SummaryFacts): string | null {
  const links = facts.links;
  if (!links || links.runId === null || !/^\d+$/.test(links.runId)) return null;
  return `[Run log](${links.server}/${links.repository}/actions/runs/${links.runId})`;
}

function notes(facts: SummaryFacts): string[] {
  const out: string[] = [];
  const label = facts.allowLabel;
  if (label?.applied) {
    out.push(
      `🏷️ The label ${codeCell(label.name)} is on this pull request: test changes do not fail the gate (they are still listed). People with write access to the repository can apply or remove it.`,
    );
  }
  if (facts.annotationsOmitted > 0) {
    out.push(
      `Annotations are capped at ${facts.annotationLimit}; ${facts.annotationsOmitted} more were not posted.`,
    );
  }
  if (facts.fromUploadedReport) {
    out.push('Posted from a report uploaded by an earlier job; it was checked as untrusted data.');
  }
  return out;
}

function checkRows(checks: readonly CheckResult[]): string[][] {
  return checks.map((check) => [
    check.kind,
    codeCell(check.script || [check.command, ...check.args].join(' ')),
    codeCell(check.source),
    result(check),
    check.skipped === null ? duration(check.durationMs) : '',
  ]);
}

function where(finding: Finding): string {
  if (finding.path === '') return '';
  return codeCell(finding.line === null ? finding.path : `${finding.path}:${finding.line}`);
}

/** The finding's text; a changed line reads as `before` → `after`, both as code. */
function findingText(detail: string): string {
  const change = beforeAfter(detail);
  if (change === null) return cell(detail);
  return `${cell(change.label)}: ${codeCell(change.before)} → ${codeCell(change.after)}`;
}

/** The kind as code, linked to its section of the docs when they are known. */
function kindLink(kind: string, docs: string | null): string {
  // Kinds come from a fixed list (validated for uploaded reports): safe as an anchor.
  return docs === null ? codeSpan(kind) : `[${codeSpan(kind)}](${docs}#${kind})`;
}

function findingRows(findings: readonly Finding[], docs: string | null): string[][] {
  return findings.map((finding) => [
    finding.severity,
    finding.kinds.map((kind) => kindLink(kind, docs)).join(', '),
    where(finding),
    findingText(finding.detail),
  ]);
}

const FINDING_HEADER = ['severity', 'kind', 'where', 'finding'];

/** Critical and warning findings as a table; info ones collapsed, so a pass shows no noise. */
function anomalySections(report: Report, budget: number, docs: string | null): string[] {
  const findings = findingsOf(report.anomalies);
  const loud = findings.filter((finding) => finding.severity !== 'info');
  const quiet = findings.filter((finding) => finding.severity === 'info');
  const out: string[] = [];
  if (loud.length > 0) {
    out.push(
      `### Anomalies (${loud.length})`,
      fitTable(FINDING_HEADER, findingRows(loud, docs), budget),
    );
  }
  if (quiet.length > 0) {
    const table = fitTable(FINDING_HEADER, findingRows(quiet, docs), budget / 4);
    const notes = quiet.length === 1 ? '1 info note' : `${quiet.length} info notes`;
    out.push(`<details><summary>${notes}</summary>\n\n${table}\n\n</details>`);
  }
  return out;
}

/**
 * How much a rendering shows. When the text does not fit, detail is reduced in steps: first the
 * failed-test and error rows, then the output tails; the summary says what was left out.
 */
interface Detail {
  failedRows: number;
  diagnosticRows: number;
  /** Bytes of output per failed check (job summary only). */
  tailBytes: number;
}

// Past 100 rows a table of failures stops helping; the report JSON has them all.
const LEVELS: readonly Detail[] = [
  { failedRows: 100, diagnosticRows: 50, tailBytes: 60_000 },
  { failedRows: 20, diagnosticRows: 20, tailBytes: 60_000 },
  { failedRows: 0, diagnosticRows: 5, tailBytes: 60_000 },
  { failedRows: 0, diagnosticRows: 5, tailBytes: 8_000 },
  { failedRows: 0, diagnosticRows: 0, tailBytes: 1_000 },
];

const number = (n: number): string => n.toLocaleString('en-US');

function plural(count: number, one: string, many: string): string {
  return `${number(count)} ${count === 1 ? one : many}`;
}

/** A size as people read it: `812 bytes`, `20.0 kB`, `3.1 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function failureWhere(failure: TestFailure): string {
  if (failure.file === null) return '';
  return codeCell(failure.line === null ? failure.file : `${failure.file}:${failure.line}`);
}

/** The failed tests, grouped by file, collapsed: the first failure is shown verbatim below. */
function failedTestsSection(failures: readonly TestFailure[], rows: number): string | null {
  if (failures.length === 0) return null;
  const title = plural(failures.length, 'failed test', 'failed tests');
  if (rows === 0) {
    return `<details><summary>${title}</summary>\n\n_Not listed here to fit GitHub’s size limit; the report JSON lists every test._\n\n</details>`;
  }
  const sorted = [...failures].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? ''));
  const shown = sorted.slice(0, rows).map((failure) => {
    const core = assertionCore(failure.message, failure.detail).split('\n', 1)[0] ?? '';
    return [codeCell(failure.name), failureWhere(failure), cell(scrubPaths(core))];
  });
  let table = fitTable(['test', 'where', 'message'], shown, Number.POSITIVE_INFINITY);
  if (failures.length > rows) {
    table += `\n\n_… and ${number(failures.length - rows)} more; the report JSON lists every test._`;
  }
  return `<details><summary>${title}</summary>\n\n${table}\n\n</details>`;
}

function diagnosticWhere(diagnostic: Diagnostic): string {
  if (diagnostic.file === null) return '';
  const line = diagnostic.line === null ? '' : `:${diagnostic.line}`;
  return codeCell(`${scrubPaths(diagnostic.file)}${line}`);
}

/**
 * Type and lint errors, counted per tool, the first `rows` listed: on a fork's pull request the
 * job summary is the only place a reviewer sees them (annotations need a check run).
 */
function diagnosticsSection(diagnostics: readonly Diagnostic[], rows: number): string | null {
  if (diagnostics.length === 0) return null;
  const counts = new Map<string, number>();
  for (const diagnostic of diagnostics) {
    counts.set(diagnostic.tool, (counts.get(diagnostic.tool) ?? 0) + 1);
  }
  const perTool = [...counts].map(([tool, n]) => `${codeCell(tool)} ${number(n)}`).join(' · ');
  const title = `### Type and lint errors (${number(diagnostics.length)}): ${perTool}`;
  if (rows === 0) {
    return `${title}\n\n_Not listed here to fit GitHub’s size limit; the report JSON has the check output._`;
  }
  const shown = diagnostics
    .slice(0, rows)
    .map((diagnostic) => [
      codeCell(diagnostic.tool),
      diagnosticWhere(diagnostic),
      cell(scrubPaths(diagnostic.message.split('\n', 1)[0] ?? '')),
    ]);
  let table = fitTable(['tool', 'where', 'message'], shown, Number.POSITIVE_INFINITY);
  if (diagnostics.length > rows) {
    table += `\n\n_… and ${number(diagnostics.length - rows)} more._`;
  }
  return `${title}\n\n${table}`;
}

/** What a reduced rendering left out, said once near the top. */
function reductionNote(
  facts: SummaryFacts,
  detail: Detail,
  maxBytes: number,
  tails: boolean,
): string | null {
  const full = LEVELS[0] as Detail;
  const said: string[] = [];
  const failures = facts.failures?.length ?? 0;
  if (failures > detail.failedRows && detail.failedRows < full.failedRows) {
    said.push(
      detail.failedRows === 0
        ? 'failed tests not listed'
        : `${number(detail.failedRows)} of ${number(failures)} failed tests listed`,
    );
  }
  const diagnostics = facts.diagnostics?.length ?? 0;
  if (diagnostics > detail.diagnosticRows && detail.diagnosticRows < full.diagnosticRows) {
    said.push(`${number(detail.diagnosticRows)} of ${number(diagnostics)} errors listed`);
  }
  if (tails && detail.tailBytes < full.tailBytes && failedChecks(facts.report).length > 0) {
    said.push(`output tails cut to ${formatBytes(detail.tailBytes)} per check`);
  }
  if (said.length === 0) return null;
  return `_Shortened to fit GitHub’s limit of ${number(maxBytes)} bytes: ${said.join('; ')}. The report JSON has everything._`;
}

/** What happened and what each reader can do, only when there is something to do. */
function nextSteps(facts: SummaryFacts): string | null {
  const { report } = facts;
  const critical = report.anomalies.some((anomaly) => anomaly.severity === 'critical');
  const failed = failedChecks(report).length > 0;
  if (!critical && !failed) return null;
  const lines = [
    '**What testlock did:** ran the tests as they were at the base commit against this pull request’s code (test files the PR changed were restored, tests it added were left out).',
  ];
  if (critical) {
    lines.push(
      '**Author:** revert the changes to existing tests and harness, or fix the code so the base tests pass.',
    );
    const label = facts.allowLabel;
    if (label && !label.applied) {
      lines.push(
        `**Maintainer:** if the test changes are intended, someone with write access can apply the label ${codeCell(label.name)} and re-run the check. The label accepts the test changes; it cannot make failing base tests pass.`,
      );
    }
  } else {
    const testsFailed = failedChecks(report).some((check) => check.kind === 'test');
    lines.push(
      testsFailed
        ? '**Author:** fix the code so the base tests pass; the failure is below.'
        : '**Author:** fix the type check and lint errors listed below.',
    );
  }
  return lines.join('\n\n');
}

function failureSection(detail: string, budget: number): string {
  const title = '### First failure, verbatim';
  const room = budget - utf8Length(title) - 120;
  if (utf8Length(detail) + 40 <= room) return `${title}\n\n${fencedBlock(detail)}`;
  const cut = truncateUtf8(detail, Math.max(0, room - 200));
  const note = `_… cut: the first ${number(utf8Length(cut))} bytes of ${formatBytes(utf8Length(detail))} shown._`;
  return `${title}\n\n${fencedBlock(cut)}\n\n${note}`;
}

/** The summary markdown within `maxBytes` of UTF-8, as detailed as fits. */
export function renderSummary(
  facts: SummaryFacts,
  maxBytes: number,
  options: SummaryOptions = {},
): string {
  const tails = options.outputTails === true;
  let text = '';
  for (const detail of LEVELS) {
    text = renderAt(facts, maxBytes, detail, tails);
    if (utf8Length(text) <= maxBytes) return text;
  }
  return truncateWithNote(text, maxBytes, TRUNCATED);
}

function renderAt(facts: SummaryFacts, maxBytes: number, detail: Detail, tails: boolean): string {
  const { report } = facts;
  const reduced = reductionNote(facts, detail, maxBytes, tails);
  const head = [
    `## testlock ${ICON[facts.conclusion]} ${cell(facts.title)}`,
    cell(report.summary),
    factsTable(facts),
    ...notes(facts),
    ...[runLog(facts), reduced].filter((line): line is string => line !== null),
  ].join('\n\n');
  let left = maxBytes - utf8Length(head) - utf8Length(TRUNCATED) - 200;
  const failure =
    report.failure_detail === null
      ? ''
      : failureSection(scrubPaths(report.failure_detail), left / 4);
  left -= utf8Length(failure);
  const checks = fitTable(
    ['kind', 'command', 'source', 'result', 'duration'],
    checkRows(report.checks),
    left / 2,
  );
  left -= utf8Length(checks);
  const output = tails ? outputSection(report, detail.tailBytes) : null;
  if (output !== null) left -= utf8Length(output);
  // Not budgeted: when they do not fit, the next level of detail shows fewer rows, and says so.
  const errors = diagnosticsSection(facts.diagnostics ?? [], detail.diagnosticRows);
  if (errors !== null) left -= utf8Length(errors);
  const failedTests = failedTestsSection(facts.failures ?? [], detail.failedRows);
  if (failedTests !== null) left -= utf8Length(failedTests);
  const steps = nextSteps(facts);
  const parts = [head];
  if (steps !== null) parts.push(steps);
  parts.push(...anomalySections(report, left, facts.links?.docs ?? null));
  if (failedTests !== null) parts.push(failedTests);
  if (errors !== null) parts.push(errors);
  parts.push(`### Checks (${report.checks.length})`, checks);
  if (failure !== '') parts.push(failure);
  if (output !== null) parts.push(output);
  return `${parts.join('\n\n')}\n`;
}

function failedChecks(report: Report): CheckResult[] {
  return report.checks.filter((check) => check.skipped === null && !check.ok);
}

/** Bytes the check wrote to the streams shown, when the report says (older reports do not). */
function writtenBytes(check: CheckResult): number | null {
  const parts: Array<[string, number | undefined]> = [
    [check.stderr, check.stderrBytes],
    [check.stdout, check.stdoutBytes],
  ];
  const shown = parts.filter(([text]) => text !== '');
  if (shown.some(([, bytes]) => bytes === undefined)) return null;
  return shown.reduce((sum, [, bytes]) => sum + (bytes ?? 0), 0);
}

/**
 * A failed check's output within `maxBytes`, with a note whenever it is not all of it: the
 * report keeps the last 20,000 characters of each stream, and this view may cut further.
 */
function outputTail(check: CheckResult, maxBytes: number): string {
  const streams = [check.stderr, check.stdout].filter((part) => part !== '');
  const output = scrubPaths(streams.join('\n'));
  if (output === '') return '_(no output)_';
  const tail = tailUtf8(output, Math.max(0, maxBytes));
  const written = writtenBytes(check);
  // Whether the report's tails lost the start: known from the sizes, else guessed from the cap.
  const kept =
    written === null
      ? streams.some((part) => part.length >= TAIL_MAX_CHARS)
      : written > streams.reduce((sum, part) => sum + utf8Length(part), 0);
  const notes: string[] = [];
  if (written !== null && (kept || tail.length < output.length)) {
    // The size the check really wrote, not that of the tail the report kept.
    notes.push(
      `last ${number(tail.length)} characters of ${formatBytes(written)} shown; the run log has all of it`,
    );
  } else if (tail.length < output.length) {
    notes.push(
      `last ${number(tail.length)} characters of ${formatBytes(utf8Length(output))} shown`,
    );
  }
  if (kept && written === null) {
    notes.push(
      `the report keeps the last ${number(TAIL_MAX_CHARS)} characters of each stream; the run log has all of it`,
    );
  }
  const block = tail === '' ? '' : `${fencedBlock(tail)}\n\n`;
  return notes.length === 0 ? fencedBlock(tail) : `${block}_Output cut: ${notes.join('; ')}._`;
}

function clip(text: string): string {
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text;
}

function outputHeading(check: CheckResult): string {
  return `${cell(check.kind)}: ${codeCell(check.script || check.command)}`;
}

/** The failed checks' output tails, collapsed, for the job summary. */
function outputSection(report: Report, tailBytes: number): string | null {
  const failed = failedChecks(report);
  if (failed.length === 0) return null;
  const sections = failed.map(
    (check) =>
      `<details><summary>Output of ${check.kind}: ${htmlCode(clip(check.script || check.command))}</summary>\n\n${outputTail(check, tailBytes)}\n\n</details>`,
  );
  return sections.join('\n\n');
}

/** The output tails of the failed checks (the check run's `text`), or null when none failed. */
export function renderCheckOutput(report: Report, maxBytes: number): string | null {
  const failed = failedChecks(report);
  if (failed.length === 0) return null;
  const each = Math.floor((maxBytes - 500) / failed.length) - 600;
  const sections = failed.map(
    (check) => `### ${outputHeading(check)}\n\n${outputTail(check, each)}`,
  );
  return truncateWithNote(`${sections.join('\n\n')}\n`, maxBytes, TRUNCATED);
}
