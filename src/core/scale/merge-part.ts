// The parts a merge reads: one report per project or shard, from another job (SPEC §6: untrusted
// data). A report that fails validation is kept out of the merge, with the reason it was rejected.
import type { CoverageTotals, Report } from '../model.js';
import { parseReport } from '../report-schema.js';
import { coveragePercent } from '../verdict/qualifier.js';

export interface MergePart {
  /** The project directory or the shard (`2/4`) the report is for. */
  name: string;
  /** null when the report is missing or was rejected. */
  report: Report | null;
  /** Line totals behind `report.coverage` (the optional `coverage_lines` field of the part). */
  coverageTotals?: CoverageTotals | null;
  /** Why the report was rejected, when it was there but could not be trusted. */
  rejected?: string | null;
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** `coverage_lines: { covered, total } | null`, checked against the report's own `coverage`. */
function coverageLines(json: unknown, report: Report): CoverageTotals | null | string {
  const lines = (json as Record<string, unknown>).coverage_lines;
  if (lines === undefined || lines === null) return null;
  if (typeof lines !== 'object' || Array.isArray(lines))
    return 'coverage_lines: expected an object';
  const { covered, total } = lines as Record<string, unknown>;
  if (!isCount(covered) || !isCount(total) || covered > total) {
    return 'coverage_lines: expected whole numbers with covered <= total';
  }
  const totals = { linesCovered: covered, linesTotal: total };
  const percent = total > 0 ? coveragePercent(totals) : null;
  if (percent !== report.coverage) {
    return `inconsistent report: coverage_lines give ${percent}% but coverage is ${report.coverage}`;
  }
  return total > 0 ? totals : null;
}

/** One part from the text of its report file; undefined text means the report is missing. */
export function parsePart(name: string, text: string | undefined): MergePart {
  if (text === undefined) return { name, report: null };
  const parsed = parseReport(text);
  if (!parsed.ok) return { name, report: null, rejected: parsed.reason };
  // parseReport bounded the size and proved the text is a JSON object.
  const totals = coverageLines(JSON.parse(text), parsed.report);
  if (typeof totals === 'string') return { name, report: null, rejected: totals };
  return { name, report: parsed.report, coverageTotals: totals };
}
