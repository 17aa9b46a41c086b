// The parts a merge reads: one report per project or shard, from another job (untrusted data:
// docs/report.md). A report that fails validation is kept out, with the reason it was rejected.

import type { Report } from '../model/report.js';
import type { CoverageTotals } from '../model/results.js';
import { parseReport } from '../report-schema.js';
import { parseShard, type Shard } from '../sharding/shard.js';
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
  /** The report's own `shard` field, when it ran one shard of a suite. */
  shard?: Shard;
  /** The report's own `project` field (the working directory), when it is not the root. */
  project?: string;
  /** The report's `expected_reports` field: every part of the matrix it was one job of. */
  expectedReports?: string[];
}

const MAX_PARTS = 1_000;
const MAX_NAME = 4_096;

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

type Identity = Pick<MergePart, 'shard' | 'project' | 'expectedReports'>;

function shortString(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_NAME;
}

/** `shard`, `project` and `expected_reports`, as untrusted fields: absent or null means none. */
function identity(json: Record<string, unknown>): Identity | string {
  const found: Identity = {};
  const { shard, project, expected_reports: expected } = json;
  if (shard !== undefined && shard !== null) {
    if (typeof shard !== 'string' || shard.length > 16) return 'shard: expected "i/n" or null';
    try {
      found.shard = parseShard(shard);
    } catch (error) {
      return `shard: ${(error as Error).message}`;
    }
  }
  if (project !== undefined && project !== null) {
    if (!shortString(project)) return 'project: expected a folder name or null';
    found.project = project;
  }
  if (expected !== undefined && expected !== null) {
    if (!Array.isArray(expected) || expected.length > MAX_PARTS || !expected.every(shortString)) {
      return `expected_reports: expected a list of at most ${MAX_PARTS} names, or null`;
    }
    found.expectedReports = [...expected];
  }
  return found;
}

/** One part from the text of its report file; undefined text means the report is missing. */
export function parsePart(name: string, text: string | undefined): MergePart {
  if (text === undefined) return { name, report: null };
  const parsed = parseReport(text);
  if (!parsed.ok) return { name, report: null, rejected: parsed.reason };
  // parseReport bounded the size and proved the text is a JSON object.
  const json = JSON.parse(text) as Record<string, unknown>;
  const totals = coverageLines(json, parsed.report);
  if (typeof totals === 'string') return { name, report: null, rejected: totals };
  const part = identity(json);
  if (typeof part === 'string') return { name, report: null, rejected: part };
  return { name, report: parsed.report, coverageTotals: totals, ...part };
}
