// The real-size benchmark of issue 45: generated projects of the sizes (real-size-projects.ts),
// the raw CI commands against `verify` with the inventory cold and cached, A B C A B C, medians, and
// each stage's share of a cached verify (`--timings`). It takes minutes, so it runs only when asked:
// `BENCH_REAL_SIZE=python,typescript,go,rust npm run bench` (or `tsx bench/real-size.ts [stacks]`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StackSpec } from '../test/e2e/helpers/scenarios.js';
import { cleanupRepos } from '../test/e2e/helpers/scenarios.js';
import { timingsOf } from './fixed-cost.js';
import { median, ms, printTable, type Row } from './measure.js';
import {
  goRealSize,
  pythonRealSize,
  rustRealSize,
  typescriptRealSize,
} from './real-size-projects.js';
import { bundleCli, prepareStack, time } from './verify-stacks.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const STACKS: ReadonlyArray<[string, string, () => StackSpec]> = [
  ['python', 'Python (pytest 3,600 tests / 300 files, ruff)', pythonRealSize],
  ['typescript', 'TypeScript (vitest 2,000 tests / 100 files, tsc, Biome)', typescriptRealSize],
  ['go', 'Go (33 packages, 650 tests, go vet)', goRealSize],
  ['rust', 'Rust (workspace of 6 crates, 360 tests, clippy)', rustRealSize],
];

/** The stages of one cached verify, as shares of its total. */
function stageShares(cli: string, dir: string, inventory: string, env: NodeJS.ProcessEnv): string {
  const args = [cli, 'verify', '--base', 'main', '--head', 'honest', '--inventory', inventory];
  const child = spawnSync(process.execPath, [...args, '--timings', '--json', '/dev/null'], {
    cwd: dir,
    encoding: 'utf8',
    env,
  });
  let rows: Map<string, number>;
  try {
    rows = timingsOf(child.stderr);
  } catch {
    return 'no timings (verify did not finish)';
  }
  const total = rows.get('total') ?? Number.NaN;
  return [...rows]
    .filter(([name]) => name !== 'total' && !name.startsWith('  '))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, value]) => `${name.trim()} ${((100 * value) / total).toFixed(0)}%`)
    .join(', ');
}

async function benchOne(label: string, spec: StackSpec, cli: string): Promise<Row[]> {
  const stack = prepareStack(spec, cli);
  try {
    const env = { ...process.env, TESTLOCK_CACHE_DIR: stack.cacheDir };
    stack.writeInventory();
    // Warm-up: builds (cargo, go), the OS's file caches, the stable tree's slot.
    stack.raw();
    stack.verify();
    const runs = { raw: [] as number[], cold: [] as number[], cached: [] as number[] };
    const load: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      load.push(loadavg()[0] ?? Number.NaN);
      runs.raw.push(time(() => stack.raw()));
      runs.cold.push(time(() => stack.verify()));
      runs.cached.push(time(() => stack.verify(['--inventory', stack.inventory])));
    }
    const raw = median(runs.raw);
    const ratio = (v: number): string => `${(v / raw).toFixed(2)}x (+${ms(v - raw)})`;
    const shares = stageShares(cli, stack.dir, stack.inventory, env);
    const checks = stack.checks.map((c) => [c.command, ...c.args].join(' ')).join('; ');
    return [
      { name: `real size: ${label}, raw CI commands`, median: ms(raw), target: '', note: checks },
      {
        name: `real size: ${label}, verify, inventory cold`,
        median: ms(median(runs.cold)),
        target: '<= 1.10 x raw + 1 s',
        note: ratio(median(runs.cold)),
      },
      {
        name: `real size: ${label}, verify, inventory cached`,
        median: ms(median(runs.cached)),
        target: '<= 1.03 x raw + 0.5 s',
        note: ratio(median(runs.cached)),
      },
      {
        name: `real size: ${label}, stage shares (cached)`,
        median: '',
        target: '',
        note: `${shares}; ${ROUNDS} rounds, load ${median(load).toFixed(1)} on ${cpuCount()} cores`,
      },
    ];
  } finally {
    stack.cleanup();
  }
}

function cpuCount(): number {
  return Number(spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()) || 0;
}

/** The stacks named in `selection` (comma-separated words; `all`), one after another. */
export async function benchRealSize(selection: string): Promise<Row[]> {
  const words = selection.toLowerCase().split(',');
  const chosen = STACKS.filter(([key]) => words.includes('all') || words.includes(key));
  if (chosen.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-real-'));
  try {
    const cli = await bundleCli(dir);
    const rows: Row[] = [];
    for (const [, label, spec] of chosen) {
      const stack = await benchOne(label, spec(), cli);
      // Each stack as soon as it is measured: a long run stopped later keeps what it had.
      if (process.env.BENCH_PRINT_EACH !== '0') printTable(stack);
      rows.push(...stack);
    }
    return rows;
  } finally {
    cleanupRepos();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRealSize(process.argv[2] ?? process.env.BENCH_REAL_SIZE ?? 'all');
}
