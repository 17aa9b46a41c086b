// `verify` against the raw commands it runs, on honest PRs of a Python/pytest, TypeScript/vitest,
// Go and Rust project, with the base inventory cold and cached: A B A B rounds, medians. It runs
// a bundle of the current source built to a temporary folder (dist/ is rebuilt only on release).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { goStack } from '../test/e2e/helpers/go-fixture.js';
import { pythonStack } from '../test/e2e/helpers/python-fixture.js';
import { rustStack } from '../test/e2e/helpers/rust-fixture.js';
import { buildStack, cleanupRepos, type StackSpec } from '../test/e2e/helpers/scenarios.js';
import { tsStack } from '../test/e2e/helpers/ts-fixture.js';
import { median, ms, type Row } from './measure.js';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The CLI bundled from src/ as scripts/build.mjs bundles it, into `dir`. */
export async function bundleCli(dir: string): Promise<string> {
  await build({
    entryPoints: [{ in: join(root, 'src', 'cli.ts'), out: 'cli' }],
    outdir: dir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    legalComments: 'none',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);",
    },
  });
  return join(dir, 'cli.js');
}

interface PlannedCheck {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  skipped: string | null;
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

// A check that fails still costs its time: the exit status is not what is measured here.
function quiet(command: string, args: readonly string[], cwd: string, env = process.env): void {
  try {
    execFileSync(command, args, { cwd, env, stdio: 'ignore' });
  } catch {}
}

/** Medians of raw, verify (cold inventory) and verify (cached), interleaved A B C A B C. */
export async function benchStack(name: string, spec: StackSpec, cli: string): Promise<Row[]> {
  const repo = buildStack(spec);
  const out = mkdtempSync(join(tmpdir(), 'testlock-bench-stack-'));
  try {
    repo.git('checkout', '-q', 'honest');
    const plan = JSON.parse(
      execFileSync(
        process.execPath,
        [cli, 'plan', '--base', 'main', '--head', 'honest', '--json', '-'],
        {
          cwd: repo.dir,
          encoding: 'utf8',
        },
      ),
    ) as { checks: PlannedCheck[] };
    const checks = plan.checks.filter((check) => check.skipped === null);
    const raw = (): void => {
      for (const check of checks) {
        quiet(check.command, check.args, join(repo.dir, check.cwd), {
          ...process.env,
          ...check.env,
        });
      }
    };
    const inventory = join(out, 'inventory.json');
    const verifyArgs = [cli, 'verify', '--base', 'main', '--head', 'honest'];
    const cold = (): void => quiet(process.execPath, verifyArgs, repo.dir);
    const cached = (): void =>
      quiet(process.execPath, [...verifyArgs, '--inventory', inventory], repo.dir);
    const write = time(() =>
      quiet(
        process.execPath,
        [cli, 'inventory', '--base', 'main', '--head', 'honest', '--out', inventory],
        repo.dir,
      ),
    );
    // Warm-up: the first run builds (cargo, go) and fills the OS caches.
    raw();
    cold();
    cached();
    const times = { raw: [] as number[], cold: [] as number[], cached: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      times.raw.push(time(raw));
      times.cold.push(time(cold));
      times.cached.push(time(cached));
    }
    const r = median(times.raw);
    const row = (kind: 'cold' | 'cached', target: string): Row => {
      const v = median(times[kind]);
      return {
        name: `verify vs raw: ${name}, inventory ${kind}`,
        median: ms(v),
        target,
        note: `raw ${ms(r)}; +${ms(v - r)}; ratio ${(v / r).toFixed(2)}; ${v <= 1.03 * r + (kind === 'cold' ? 1000 : 300) ? 'met' : 'NOT met'}`,
      };
    };
    return [
      row('cold', '<= 1.03 x raw + 1 s'),
      row('cached', '<= 1.03 x raw + 0.3 s'),
      {
        name: `testlock inventory --out: ${name}`,
        median: ms(write),
        target: 'once per base commit',
        note: `${checks.length} checks: ${checks.map((c) => [c.command, ...c.args].join(' ')).join('; ')}`,
      },
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export async function benchVerifyStacks(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-bundle-'));
  try {
    const cli = await bundleCli(dir);
    const rows: Row[] = [];
    const stacks: Array<[string, StackSpec]> = [
      ['Python/pytest', pythonStack],
      ['TypeScript/vitest', tsStack],
      ['Go', goStack],
      ['Rust', rustStack],
    ];
    const only = process.env.BENCH_STACKS?.split(',');
    for (const [name, spec] of stacks) {
      if (only && !only.some((word) => name.toLowerCase().includes(word.toLowerCase()))) continue;
      rows.push(...(await benchStack(name, spec, cli)));
    }
    return rows;
  } finally {
    cleanupRepos();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx bench/verify-stacks.ts` runs only this part.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./measure.js');
  printTable(await benchVerifyStacks());
}
