// Reads istanbul's json-summary (`coverage-summary.json` from vitest, jest, nyc, c8): total lines.
import type { CoverageTotals } from '../../model.js';
import { count, parseJson, pick } from './json-input.js';

export function parseIstanbulSummary(content: string): CoverageTotals {
  const report = parseJson('istanbul', content);
  return {
    linesCovered: count(
      'istanbul',
      pick(report, 'total', 'lines', 'covered'),
      'total.lines.covered',
    ),
    linesTotal: count('istanbul', pick(report, 'total', 'lines', 'total'), 'total.lines.total'),
  };
}
