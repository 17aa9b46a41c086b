// Builds a `git diff -U0` body from before/after text (a plain LCS line diff), so corpus cases
// are written as whole files and still go through the real hunk parser.

interface Op {
  kind: '=' | '-' | '+';
  text: string;
}

function lines(text: string): string[] {
  if (text === '') return [];
  const all = text.split('\n');
  if (all[all.length - 1] === '') all.pop();
  return all;
}

function operations(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const row = lcs[i] as number[];
      row[j] =
        a[i] === b[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: '=', text: a[i++] as string });
      j++;
    } else if (j < m && (i >= n || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))) {
      ops.push({ kind: '+', text: b[j++] as string });
    } else {
      ops.push({ kind: '-', text: a[i++] as string });
    }
  }
  return ops;
}

// git numbers an empty side by the line before it.
const range = (start: number, count: number): string =>
  count === 0 ? `${start - 1},0` : `${start},${count}`;

/** The `-U0` unified diff body (hunks only) that turns `before` into `after`. */
export function unifiedDiff(before: string, after: string): string {
  const ops = operations(lines(before), lines(after));
  const out: string[] = [];
  let oldLine = 1;
  let newLine = 1;
  let k = 0;
  while (k < ops.length) {
    if (ops[k]?.kind === '=') {
      oldLine++;
      newLine++;
      k++;
      continue;
    }
    const run: Op[] = [];
    while (k < ops.length && ops[k]?.kind !== '=') run.push(ops[k++] as Op);
    const removed = run.filter((o) => o.kind === '-');
    const added = run.filter((o) => o.kind === '+');
    out.push(`@@ -${range(oldLine, removed.length)} +${range(newLine, added.length)} @@`);
    for (const o of [...removed, ...added]) out.push(`${o.kind}${o.text}`);
    oldLine += removed.length;
    newLine += added.length;
  }
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}
