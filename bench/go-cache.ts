// Issue 14 item 4, the evidence for a design: does `go test` reuse its caches when the module
// sits at a new path (testlock's fresh worktree today), or at the same path rebuilt with new
// mtimes (a stable locked-worktree path)? `tsx bench/go-cache.ts` prints the times and hits.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ms, printTable, type Row } from './measure.js';

const FILES: Record<string, string> = {
  'go.mod': 'module example.com/cachebench\n\ngo 1.19\n',
  'burst.go':
    'package cachebench\n\n// Burst admits up to limit.\nfunc Burst(r, l int) int {\n\tif r > l {\n\t\treturn l\n\t}\n\treturn r\n}\n',
  'burst_test.go':
    'package cachebench\n\nimport "testing"\n\nfunc TestBurst(t *testing.T) {\n\tif Burst(5, 3) != 3 {\n\t\tt.Fatal("burst")\n\t}\n}\n',
};

function goTest(dir: string): { ms: number; cached: boolean } {
  const start = performance.now();
  const out = execFileSync('go', ['test', './...'], { cwd: dir, encoding: 'utf8' });
  return { ms: performance.now() - start, cached: out.includes('(cached)') };
}

export function benchGoCache(): Row[] {
  const root = mkdtempSync(join(tmpdir(), 'testlock-bench-go-cache-'));
  try {
    const first = join(root, 'first');
    mkdirSync(first);
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(first, name), text);
    goTest(first);
    const samePath = goTest(first);
    const other = join(root, 'other');
    cpSync(first, other, { recursive: true });
    const newPath = goTest(other);
    // The same path, every file written anew (as a locked worktree rebuilt there would be).
    rmSync(first, { recursive: true });
    cpSync(other, first, { recursive: true });
    const later = new Date(Date.now() + 60_000);
    for (const name of Object.keys(FILES)) utimesSync(join(first, name), later, later);
    const rebuilt = goTest(first);
    const row = (name: string, r: { ms: number; cached: boolean }): Row => ({
      name,
      median: ms(r.ms),
      target: '',
      note: r.cached ? 'test result cached' : 'built and ran again',
    });
    return [
      row('go test, same path again', samePath),
      row('go test, same files at a new path', newPath),
      row('go test, same path, files rewritten', rebuilt),
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const [, script] = process.argv;
if (script === import.meta.filename) printTable(benchGoCache());
