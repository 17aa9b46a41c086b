// Coverage of merged parts from line totals: percentages cannot be averaged (a part with 10
// lines would weigh as much as one with 10,000), so a part without totals leaves it unmeasured.
import type { Anomaly } from '../model/anomaly.js';
import type { CoverageTotals } from '../model/results.js';
import { isMeasured } from '../verdict/qualifier.js';
import type { MergePart } from './merge-part.js';

export interface MergedCoverage {
  totals: CoverageTotals | null;
  /** Set when a part measured coverage but gave no line totals to combine it with. */
  limitation: Anomaly | null;
}

type Present = MergePart & { report: NonNullable<MergePart['report']> };

/** A lone part's percentage is exact as it is: coverage carries two truncated decimals. */
function fromPercent(coverage: number): CoverageTotals {
  return { linesCovered: Math.round(coverage * 100), linesTotal: 10_000 };
}

export function mergedCoverage(parts: readonly Present[], complete: boolean): MergedCoverage {
  const tested = parts.filter((part) => part.report.has_tests);
  if (!complete || tested.length === 0) return { totals: null, limitation: null };
  const only = tested.length === 1 ? tested[0]! : null;
  if (only !== null && !isMeasured(only.coverageTotals) && only.report.coverage !== null) {
    return { totals: fromPercent(only.report.coverage), limitation: null };
  }
  if (tested.every((part) => isMeasured(part.coverageTotals))) {
    const totals = tested.reduce(
      (sum, part) => ({
        linesCovered: sum.linesCovered + part.coverageTotals!.linesCovered,
        linesTotal: sum.linesTotal + part.coverageTotals!.linesTotal,
      }),
      { linesCovered: 0, linesTotal: 0 },
    );
    return { totals, limitation: null };
  }
  const percentOnly = tested
    .filter((part) => !isMeasured(part.coverageTotals) && part.report.coverage !== null)
    .map((part) => part.name);
  if (percentOnly.length === 0) return { totals: null, limitation: null };
  const detail =
    `coverage not combined: ${percentOnly.join(', ')} gave a percentage without line totals ` +
    '(coverage_lines), and percentages of different sizes cannot be averaged';
  return {
    totals: null,
    limitation: { kind: 'coverage-unmeasured', severity: 'info', path: '', line: null, detail },
  };
}
