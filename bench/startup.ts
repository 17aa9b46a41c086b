// Benchmark of the Action's start-up: `node dist/index.js` until it exits on an invalid input
// (it loads the whole bundle, reads its inputs, prints one error line) against `node -e ''`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { median, ms, type Row } from './measure.js';

const root = join(import.meta.dirname, '..');
const RUNS = 21;

/** Wall time of one child process, from spawn to exit. */
function wall(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const start = performance.now();
  const child = spawnSync(process.execPath, args, { env, stdio: 'pipe' });
  const elapsed = performance.now() - start;
  if (child.error) throw child.error;
  return elapsed;
}

function medianWall(args: readonly string[], env: NodeJS.ProcessEnv): number {
  wall(args, env);
  return median(Array.from({ length: RUNS }, () => wall(args, env)));
}

export function benchStartup(): Row[] {
  const bare = { PATH: process.env.PATH ?? '' };
  // An invalid mode fails in readSettings, before any git or network: start-up alone.
  const action = { ...bare, INPUT_MODE: 'bench-exit-fast' };
  const index = join(root, 'dist', 'index.js');
  const probe = spawnSync(process.execPath, [index], { env: action, encoding: 'utf8' });
  if (probe.status !== 1 || !probe.stdout.includes("Invalid input 'mode'")) {
    throw new Error(`dist/index.js did not exit on the invalid input: ${probe.stdout}`);
  }
  const node = medianWall(['-e', ''], bare);
  const start = medianWall([index], action);
  return [
    {
      name: "dist/index.js start-up vs node -e ''",
      median: ms(start),
      target: '<= 150 ms over node',
      note: `node -e '' ${ms(node)}; +${ms(start - node)}, ${(start / node).toFixed(2)}x`,
    },
  ];
}
