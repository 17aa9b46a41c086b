// Reads istanbul's json-summary (`coverage-summary.json` from vitest, jest, nyc, c8): total lines.
// The file is written inside the checked code's process, so it must add up: covered within total,
// and the total the sum of the files it lists (a hand-written `total` alone is not coverage).
import type { CoverageTotals } from '../../model/results.js';
import { ParseError } from '../parse-error.js';
import { count, parseJson, pick } from './json-input.js';

const FORMAT = 'istanbul';

export function parseIstanbulSummary(content: string): CoverageTotals {
  const report = parseJson(FORMAT, content);
  const total = lines(report, 'total');
  if (typeof report !== 'object' || report === null || Array.isArray(report))
    throw new ParseError(FORMAT, 'not an object');
  const files = Object.keys(report).filter((key) => key !== 'total');
  let covered = 0;
  let all = 0;
  for (const file of files) {
    const entry = lines(report, file);
    covered += entry.linesCovered;
    all += entry.linesTotal;
  }
  if (covered !== total.linesCovered || all !== total.linesTotal)
    throw new ParseError(
      FORMAT,
      `total.lines (${total.linesCovered}/${total.linesTotal}) is not the sum of its ${files.length} files (${covered}/${all})`,
    );
  return total;
}

function lines(report: unknown, key: string): CoverageTotals {
  const linesCovered = count(FORMAT, pick(report, key, 'lines', 'covered'), `${key}.lines.covered`);
  const linesTotal = count(FORMAT, pick(report, key, 'lines', 'total'), `${key}.lines.total`);
  if (linesCovered > linesTotal)
    throw new ParseError(
      FORMAT,
      `${key}.lines.covered ${linesCovered} exceeds ${key}.lines.total ${linesTotal}`,
    );
  return { linesCovered, linesTotal };
}
