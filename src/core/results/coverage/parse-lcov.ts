// Reads an lcov tracefile: LH/LF summed over records. A record without LF/LH is counted from its
// DA lines, which is what the summary lines abbreviate.
import type { CoverageTotals } from '../../model/results.js';
import { ParseError } from '../parse-error.js';

export function parseLcov(content: string): CoverageTotals {
  let covered = 0;
  let total = 0;
  let records = 0;
  let record = { lf: -1, lh: -1, daTotal: 0, daHit: 0 };
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('DA:')) {
      record.daTotal++;
      if (hits(line) > 0) record.daHit++;
    } else if (line.startsWith('LF:')) {
      record.lf = Number(line.slice(3));
    } else if (line.startsWith('LH:')) {
      record.lh = Number(line.slice(3));
    } else if (line === 'end_of_record') {
      const summarized = Number.isInteger(record.lf) && record.lf >= 0 && record.lh >= 0;
      total += summarized ? record.lf : record.daTotal;
      covered += summarized ? record.lh : record.daHit;
      records++;
      record = { lf: -1, lh: -1, daTotal: 0, daHit: 0 };
    }
  }
  if (records === 0) throw new ParseError('lcov', 'no end_of_record: not an lcov tracefile');
  return { linesCovered: covered, linesTotal: total };
}

// `DA:<line>,<hits>[,<checksum>]`
function hits(line: string): number {
  const [, count = '0'] = line.slice(3).split(',');
  return Number(count) || 0;
}
