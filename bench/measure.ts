// Timing helpers for the benchmark: medians over repeated runs, printed as one table.

export interface Row {
  name: string;
  median: string;
  target: string;
  note: string;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Runs `fn` `runs` times after one warm-up and returns the median duration in milliseconds. */
export async function timeMedian(
  runs: number,
  fn: () => unknown | Promise<unknown>,
): Promise<number> {
  await fn();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    durations.push(performance.now() - start);
  }
  return median(durations);
}

export function ms(value: number): string {
  return value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(0)} ms`;
}

export function printTable(rows: readonly Row[]): void {
  const headers: Row = { name: 'benchmark', median: 'median', target: 'target', note: 'note' };
  const all = [headers, ...rows];
  const width = (key: keyof Row): number => Math.max(...all.map((r) => r[key].length));
  const line = (r: Row): string =>
    `${r.name.padEnd(width('name'))}  ${r.median.padStart(width('median'))}  ${r.target.padEnd(width('target'))}  ${r.note}`;
  process.stdout.write(`${line(headers)}\n${'-'.repeat(line(headers).length)}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
}
