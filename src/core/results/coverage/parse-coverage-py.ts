// Reads coverage.py's JSON report (`coverage json`, `pytest --cov-report=json`): totals of statements.
import type { CoverageTotals } from '../../model/results.js';
import { count, parseJson, pick } from './json-input.js';

export function parseCoveragePy(content: string): CoverageTotals {
  const report = parseJson('coverage.py', content);
  return {
    linesCovered: count(
      'coverage.py',
      pick(report, 'totals', 'covered_lines'),
      'totals.covered_lines',
    ),
    linesTotal: count(
      'coverage.py',
      pick(report, 'totals', 'num_statements'),
      'totals.num_statements',
    ),
  };
}
