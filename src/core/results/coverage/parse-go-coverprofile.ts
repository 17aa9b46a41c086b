// Reads a Go coverprofile (`go test -coverprofile`): statements of blocks run at least once over all
// statements. With -coverpkg a block is listed once per test binary, so blocks are merged by position.
import type { CoverageTotals } from '../../model/results.js';
import { ParseError } from '../parse-error.js';

// `example.com/m/pkg/file.go:4.35,5.15 1 1`: position range, statement count, hit count.
const BLOCK = /^(.+:\d+\.\d+,\d+\.\d+) (\d+) (\d+)$/;

export function parseGoCoverprofile(content: string): CoverageTotals {
  const lines = content.split('\n').map((line) => line.trim());
  if (!lines.some((line) => line.startsWith('mode:'))) {
    throw new ParseError('go coverprofile', 'no "mode:" header');
  }
  const blocks = new Map<string, { statements: number; hit: boolean }>();
  for (const line of lines) {
    const match = BLOCK.exec(line);
    if (!match) continue;
    const [, position = '', statements, count] = match;
    const known = blocks.get(position);
    blocks.set(position, {
      statements: Number(statements),
      hit: (known?.hit ?? false) || Number(count) > 0,
    });
  }
  let covered = 0;
  let total = 0;
  for (const { statements, hit } of blocks.values()) {
    total += statements;
    if (hit) covered += statements;
  }
  return { linesCovered: covered, linesTotal: total };
}
