// The PR comment: a hidden marker that finds it again on the next run, then a compact verdict (the
// title, the state line, the counts, the findings) and a link to the check run, which has the rest.
// The same reading as the check run (reading.ts), so the two never count differently.
import { truncateWithNote } from '../text/truncate-utf8.js';
import { ICON } from './markdown-summary.js';
import { cell, fitTable, number } from './summary-cells.js';
import { coverageText, runLogUrl, state } from './summary-facts.js';
import { FINDING_HEADER, findingRows, findingsHeading } from './summary-findings.js';
import type { SummaryFacts } from './summary-input.js';

/** A comment lists at most this many findings; the check run lists them all. */
export const COMMENT_FINDINGS = 10;

/**
 * The hidden line that identifies testlock's comment for one check name (two testlock jobs with
 * different check names keep one comment each). The name is percent-encoded so it cannot end
 * the HTML comment early.
 */
export function commentMarker(checkName: string): string {
  return `<!-- testlock:comment ${encodeURIComponent(checkName)} -->`;
}

function countsLine(facts: SummaryFacts): string {
  const { report } = facts;
  const parts = [
    `**Tests (locked set)** ${number(report.tests_run)} run · ${number(report.tests_failed)} failed · ${number(report.tests_skipped)} skipped`,
    `**coverage** ${coverageText(report)}`,
    `**type check** ${state(report.type_check_clean)}`,
    `**lint** ${state(report.lint_clean)}`,
  ];
  const baseline = report.baseline;
  if (baseline) {
    parts.push(
      `**at base** ${number(baseline.new_failures.length)} new · ${number(baseline.pre_existing.length)} failed at base too`,
    );
  }
  return parts.join(' · ');
}

function findingsPart(facts: SummaryFacts): string[] {
  const loud = facts.reading.findings.filter((finding) => finding.severity !== 'info');
  if (loud.length === 0) return [];
  const shown = loud.slice(0, COMMENT_FINDINGS);
  let table = fitTable(FINDING_HEADER, findingRows(shown, facts.links?.docs ?? null), 40_000);
  if (loud.length > shown.length) {
    table += `\n\n_… and ${number(loud.length - shown.length)} more in the check run._`;
  }
  return [findingsHeading(facts.reading, loud.length), table];
}

/** Where the details are: the check run when it was posted, else the run's job summary. */
function linksLine(facts: SummaryFacts): string {
  const check = facts.links?.checkRun ?? null;
  const log = runLogUrl(facts);
  const parts: string[] = [];
  if (check !== null && /^https?:\/\/\S+$/.test(check)) {
    parts.push(
      `**[Details in the check run](${check})**: checks, failed tests, the first failure, annotations`,
    );
  } else if (log !== null) {
    parts.push(`**[Details in the run’s job summary](${log})**`);
  }
  if (log !== null) parts.push(`[Run log](${log})`);
  return parts.length === 0
    ? '_The details are in the check run and the job summary._'
    : parts.join(' · ');
}

/** The comment body, at most `maxChars` long (bytes bound characters, so the budget is bytes). */
export function renderComment(facts: SummaryFacts, checkName: string, maxChars: number): string {
  const body = [
    commentMarker(checkName),
    `## testlock ${ICON[facts.conclusion]} ${cell(facts.reading.title)}`,
    cell(facts.reading.stateLine),
    countsLine(facts),
    ...findingsPart(facts),
    linksLine(facts),
  ].join('\n\n');
  return truncateWithNote(
    `${body}\n`,
    maxChars,
    '\n\n_… cut to fit GitHub’s comment limit; the check run has everything._\n',
  );
}
