// Reads gcovr's `--json-summary`: the root's line_covered / line_total. A summary of no lines is
// no measure (the build wrote no gcov data), not a coverage of zero.
import type { CoverageTotals } from '../../model/results.js';
import { ParseError } from '../parse-error.js';
import { count, parseJson, pick } from './json-input.js';

const FORMAT = 'gcovr-summary';

export function parseGcovrSummary(content: string): CoverageTotals {
  const root = parseJson(FORMAT, content);
  const linesCovered = count(FORMAT, pick(root, 'line_covered'), 'line_covered');
  const linesTotal = count(FORMAT, pick(root, 'line_total'), 'line_total');
  if (linesTotal === 0) throw new ParseError(FORMAT, 'no lines: the build wrote no gcov data');
  if (linesCovered > linesTotal) throw new ParseError(FORMAT, 'more lines covered than there are');
  return { linesCovered, linesTotal };
}
