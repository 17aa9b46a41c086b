// Issue 14: the build caches of Go and Rust between verify runs (docs/caches.md). Part one, the
// tools alone: does `go test` / `cargo test` reuse its work at the same path, at a new path, at
// the same path rewritten? Part two, verify against the raw commands on the Go and Rust stacks'
// honest PRs, A B A B rounds, medians: testlock's slots off (a fresh folder each run, as before)
// and warm (the stable slot), each with the inventory cold and cached.
// `tsx bench/build-cache.ts` prints the table; BENCH_ROUNDS sets the rounds (default 5).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { goStack } from '../test/e2e/helpers/go-fixture.js';
import { rustStack } from '../test/e2e/helpers/rust-fixture.js';
import { cleanupRepos, type StackSpec } from '../test/e2e/helpers/scenarios.js';
import { median, ms, printTable, type Row } from './measure.js';
import { againstRaw, bundleCli, prepareStack, time } from './verify-stacks.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface Tool {
  name: string;
  files: Record<string, string>;
  run(dir: string, env: NodeJS.ProcessEnv): { ms: number; reused: boolean };
}

const GO: Tool = {
  name: 'go test',
  files: {
    'go.mod': 'module example.com/cachebench\n\ngo 1.19\n',
    'burst.go':
      'package cachebench\n\n// Burst admits up to limit.\nfunc Burst(r, l int) int {\n\tif r > l {\n\t\treturn l\n\t}\n\treturn r\n}\n',
    'burst_test.go':
      'package cachebench\n\nimport "testing"\n\nfunc TestBurst(t *testing.T) {\n\tif Burst(5, 3) != 3 {\n\t\tt.Fatal("burst")\n\t}\n}\n',
  },
  run(dir, env) {
    const start = performance.now();
    const out = execFileSync('go', ['test', './...'], { cwd: dir, env, encoding: 'utf8' });
    return { ms: performance.now() - start, reused: out.includes('(cached)') };
  },
};

// A small crate without dependencies: what cargo reuses is the crate's own build.
const RUST: Tool = {
  name: 'cargo test',
  files: {
    'Cargo.toml': '[package]\nname = "cachebench"\nversion = "0.1.0"\nedition = "2021"\n',
    'src/lib.rs': 'pub fn burst(r: u32, l: u32) -> u32 {\n    r.min(l)\n}\n',
    'tests/burst.rs': '#[test]\nfn caps() {\n    assert_eq!(cachebench::burst(5, 3), 3);\n}\n',
  },
  run(dir, env) {
    const start = performance.now();
    const out = spawnSync('cargo', ['test', '--offline'], { cwd: dir, env, encoding: 'utf8' });
    return { ms: performance.now() - start, reused: !out.stderr.includes('Compiling cachebench') };
  },
};

/** The tool at the same path again, the same files at a new path, the same path rewritten. */
function benchTool(tool: Tool): Row[] {
  const root = mkdtempSync(join(tmpdir(), 'testlock-bench-build-cache-'));
  // One target folder for both paths, as testlock's slot gives one (Go's cache is the user's).
  const env = { ...process.env, CARGO_TARGET_DIR: join(root, 'target') };
  try {
    const first = join(root, 'first');
    mkdirSync(first);
    for (const [name, text] of Object.entries(tool.files)) {
      mkdirSync(join(first, name, '..'), { recursive: true });
      writeFileSync(join(first, name), text);
    }
    tool.run(first, env);
    const samePath = tool.run(first, env);
    const other = join(root, 'other');
    cpSync(first, other, { recursive: true });
    const newPath = tool.run(other, env);
    // The same path, every file written anew (a locked worktree rebuilt there, no stamps).
    rmSync(first, { recursive: true });
    cpSync(other, first, { recursive: true });
    const later = new Date(Date.now() + 60_000);
    for (const name of Object.keys(tool.files)) utimesSync(join(first, name), later, later);
    const rebuilt = tool.run(first, env);
    const row = (name: string, r: { ms: number; reused: boolean }): Row => ({
      name: `${tool.name}, ${name}`,
      median: ms(r.ms),
      target: '',
      note: r.reused ? 'reused' : 'built again',
    });
    return [
      row('same path again', samePath),
      row('same files at a new path', newPath),
      row('same path, files rewritten', rebuilt),
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** verify vs raw on a stack: slots off and warm, inventory cold and cached, interleaved. */
function benchStackCaches(name: string, spec: StackSpec, cli: string): Row[] {
  const stack = prepareStack(spec, cli);
  const caches = mkdtempSync(join(tmpdir(), 'testlock-bench-slots-'));
  try {
    stack.writeInventory();
    const env = (dir: string): NodeJS.ProcessEnv => ({ ...process.env, TESTLOCK_CACHE_DIR: dir });
    const cachedFlag = ['--inventory', stack.inventory];
    const variants: Array<[string, () => void, number]> = [
      ['slots off, inventory cold', () => stack.verify([], env('off')), 1000],
      ['slots warm, inventory cold', () => stack.verify([], env(caches)), 1000],
      ['slots off, inventory cached', () => stack.verify(cachedFlag, env('off')), 300],
      ['slots warm, inventory cached', () => stack.verify(cachedFlag, env(caches)), 300],
    ];
    // Warm-up: the raw build in the checkout, the slots' first builds, the OS caches.
    stack.raw();
    for (const [, run] of variants) run();
    const raw: number[] = [];
    const times = variants.map((): number[] => []);
    for (let round = 0; round < ROUNDS; round++) {
      raw.push(time(stack.raw));
      for (const [i, [, run]] of variants.entries()) times[i]?.push(time(run));
    }
    const r = median(raw);
    return variants.map(([label, , slack], i) =>
      againstRaw(`verify vs raw: ${name}, ${label}`, times[i] ?? [], r, slack),
    );
  } finally {
    stack.cleanup();
    rmSync(caches, { recursive: true, force: true });
  }
}

export async function benchBuildCache(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-bundle-'));
  try {
    const cli = await bundleCli(dir);
    const rows = [...benchTool(GO), ...benchTool(RUST)];
    rows.push(...benchStackCaches('Go', goStack, cli), ...benchStackCaches('Rust', rustStack, cli));
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    rows.push({ name: 'load average (1, 5, 15 min)', median: '', target: '', note: load });
    return rows;
  } finally {
    cleanupRepos();
    rmSync(dir, { recursive: true, force: true });
  }
}

const [, script] = process.argv;
if (script === import.meta.filename) printTable(await benchBuildCache());
