// The report as GitHub markdown for the check run and the job summary: facts, checks, anomalies
// and the verbatim failure, every untrusted string escaped or fenced, within a byte budget.
import type { CheckResult } from '../model/check.js';
import type { Conclusion } from '../model/outcome.js';
import type { Report } from '../model/report.js';
import { TAIL_MAX_CHARS } from '../run/tail-buffer.js';
import { clipChars } from '../text/clip.js';
import { scrubPaths } from '../text/scrub-paths.js';
import { tailUtf8, truncateWithNote, utf8Length } from '../text/truncate-utf8.js';
import { fencedBlock, htmlCode } from './markdown-escape.js';
import {
  CELL_CHARS,
  cell,
  codeCell,
  failedChecks,
  fitTable,
  formatBytes,
  number,
} from './summary-cells.js';
import { changedLinesLine } from './summary-changed-lines.js';
import { checkRows, elsewhere, factsTable, notes, runLog } from './summary-facts.js';
import { diagnosticsSection, failedTestsSection, failureSection } from './summary-failures.js';
import { anomalySections } from './summary-findings.js';
import type { SummaryFacts, SummaryOptions } from './summary-input.js';
import { verdictDocs } from './summary-links.js';
import { nextSteps } from './summary-next-steps.js';
import { prTestsSection } from './summary-pr-tests.js';

export const CHECK_RUN_TEXT_LIMIT = 65_535;
export const JOB_SUMMARY_LIMIT = 1024 * 1024;

export const ICON: Record<Conclusion, string> = { success: '✅', failure: '❌', neutral: '⚠️' };
const TRUNCATED =
  '\n\n_… truncated to fit GitHub’s size limit; the run log has the checks’ output._\n';

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

// Past 100 rows a table of failures stops helping; the run log has them all.
const LEVELS: readonly Detail[] = [
  { failedRows: 100, diagnosticRows: 50, tailBytes: 60_000 },
  { failedRows: 20, diagnosticRows: 20, tailBytes: 60_000 },
  { failedRows: 0, diagnosticRows: 5, tailBytes: 60_000 },
  { failedRows: 0, diagnosticRows: 5, tailBytes: 8_000 },
  { failedRows: 0, diagnosticRows: 0, tailBytes: 1_000 },
];

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
  return `_Shortened to fit GitHub’s limit of ${number(maxBytes)} bytes: ${said.join('; ')}; ${elsewhere(facts).place} has the checks’ output._`;
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
    `## testlock ${ICON[facts.conclusion]} ${cell(facts.reading.title)}`,
    cell(facts.reading.stateLine),
    factsTable(facts),
    ...prTestsSection(report.pr_tests, maxBytes / 8),
    ...changedLinesLine(report.changed_lines),
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
  const where = elsewhere(facts);
  const errors = diagnosticsSection(facts.diagnostics ?? [], detail.diagnosticRows, where);
  if (errors !== null) left -= utf8Length(errors);
  const failedTests = failedTestsSection(
    facts.failures ?? [],
    detail.failedRows,
    where,
    report.baseline,
  );
  if (failedTests !== null) left -= utf8Length(failedTests);
  const steps = renderSteps(facts);
  const parts = [head];
  if (steps !== null) parts.push(steps);
  parts.push(...anomalySections(facts.reading, left, facts.links?.docs ?? null));
  if (failedTests !== null) parts.push(failedTests);
  if (errors !== null) parts.push(errors);
  parts.push(`### Checks (${report.checks.length})`, checks);
  if (failure !== '') parts.push(failure);
  if (output !== null) parts.push(output);
  return `${parts.join('\n\n')}\n`;
}

/** The next steps as bold-led paragraphs; null when there is nothing to do. */
function renderSteps(facts: SummaryFacts): string | null {
  const steps = nextSteps(
    {
      report: facts.report,
      reading: facts.reading,
      allowLabel: facts.allowLabel,
      appApprovals: facts.appApprovals === true,
      verdictDocs: verdictDocs(facts.links ?? null),
    },
    codeCell,
    (text, url) => `[${text}](${url})`,
  );
  if (steps.length === 0) return null;
  return steps.map((step) => `**${step.who}:** ${step.text}`).join('\n\n');
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

function outputHeading(check: CheckResult): string {
  return `${cell(check.kind)}: ${codeCell(check.script || check.command)}`;
}

/** The failed checks' output tails, collapsed, for the job summary. */
function outputSection(report: Report, tailBytes: number): string | null {
  const failed = failedChecks(report);
  if (failed.length === 0) return null;
  const sections = failed.map(
    (check) =>
      `<details><summary>Output of ${check.kind}: ${htmlCode(clipChars(check.script || check.command, CELL_CHARS))}</summary>\n\n${outputTail(check, tailBytes)}\n\n</details>`,
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
