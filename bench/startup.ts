// Benchmark of testlock's fixed costs: start-up of `dist/index.js` (until it exits on an invalid
// input) and of `dist/cli.js` (until it exits on a missing report), against `node -e ''`, and
// `verify` on a tiny repository with no checks (start-up, git, worktree, nothing else).
// `tsx bench/startup.ts DIR_A DIR_B` compares two builds side by side (A B A B, medians).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, ms, printTable, type Row } from './measure.js';

const root = join(import.meta.dirname, '..');
const RUNS = 21;

/** Wall time of one child process, from spawn to exit. */
function wall(args: readonly string[], env: NodeJS.ProcessEnv, cwd = root): number {
  const start = performance.now();
  const child = spawnSync(process.execPath, args, { env, cwd, stdio: 'pipe' });
  const elapsed = performance.now() - start;
  if (child.error) throw child.error;
  return elapsed;
}

/** Medians of several commands measured in turn (A B A B ...), so load drifts hit all alike. */
function interleaved(commands: ReadonlyArray<() => number>, runs: number): number[] {
  for (const command of commands) command();
  const samples = commands.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    commands.forEach((command, k) => {
      samples[k]?.push(command());
    });
  }
  return samples.map(median);
}

const bare = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH ?? '', HOME: tmpdir() });

/** A repository whose PR changes one text file: no tests, no checks, nothing to run. */
function tinyRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-tiny-'));
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  };
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'bench@example.com');
  git('config', 'user.name', 'bench');
  writeFileSync(join(dir, 'README.md'), 'tiny\n');
  git('add', '.');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'pr');
  writeFileSync(join(dir, 'notes.txt'), 'a note\n');
  git('add', '.');
  git('commit', '-qm', 'pr');
  return dir;
}

interface Commands {
  node: () => number;
  /** `node -e ''` with this process's environment (NODE_OPTIONS, NODE_EXTRA_CA_CERTS, ...). */
  nodeHere: () => number;
  index: (dist: string) => number;
  cli: (dist: string) => number;
  verify: (dist: string) => number;
  dispose: () => void;
}

function commands(): Commands {
  const repo = tinyRepo();
  // An invalid mode fails in readSettings, before any git or network: start-up alone.
  const action = { ...bare(), INPUT_MODE: 'bench-exit-fast' };
  return {
    node: () => wall(['-e', ''], bare()),
    nodeHere: () => wall(['-e', ''], process.env),
    index: (dist) => wall([join(dist, 'index.js')], action),
    cli: (dist) => wall([join(dist, 'cli.js'), 'merge', '/nonexistent/reports'], bare()),
    verify: (dist) =>
      wall([join(dist, 'cli.js'), 'verify', '--base', 'main', '--json', '/dev/null'], bare(), repo),
    dispose: () => rmSync(repo, { recursive: true, force: true }),
  };
}

export function benchStartup(dist = join(root, 'dist')): Row[] {
  const index = join(dist, 'index.js');
  const probe = spawnSync(process.execPath, [index], {
    env: { ...bare(), INPUT_MODE: 'bench-exit-fast' },
    encoding: 'utf8',
  });
  if (probe.status !== 1 || !probe.stdout.includes("Invalid input 'mode'")) {
    throw new Error(`dist/index.js did not exit on the invalid input: ${probe.stdout}`);
  }
  const run = commands();
  try {
    const [node, start, cli, verify, here] = interleaved(
      [run.node, () => run.index(dist), () => run.cli(dist), () => run.verify(dist), run.nodeHere],
      RUNS,
    ) as [number, number, number, number, number];
    const extra = process.env.NODE_EXTRA_CA_CERTS ? ' (it sets NODE_EXTRA_CA_CERTS)' : '';
    return [
      {
        // Every node start pays what the environment asks of it: testlock's process does, the
        // raw Go and Rust commands do not. The rows below run with a bare environment.
        name: "node -e '' in this machine's environment vs bare",
        median: ms(here),
        target: '',
        note: `bare ${ms(node)}; +${ms(here - node)}${extra}`,
      },
      {
        name: "dist/index.js start-up vs node -e ''",
        median: ms(start),
        target: '<= 150 ms over node',
        note: `node -e '' ${ms(node)}; +${ms(start - node)}, ${(start / node).toFixed(2)}x`,
      },
      {
        name: "dist/cli.js start-up vs node -e ''",
        median: ms(cli),
        target: '<= 150 ms over node',
        note: `+${ms(cli - node)}, ${(cli / node).toFixed(2)}x`,
      },
      {
        name: 'verify, tiny repository without checks',
        median: ms(verify),
        target: '<= 250 ms over node',
        note: `+${ms(verify - node)} over node -e ''`,
      },
    ];
  } finally {
    run.dispose();
  }
}

/** Two builds side by side: each command of A then of B, in turn, medians and differences. */
export function compareStartup(a: string, b: string, runs = RUNS): Row[] {
  const run = commands();
  try {
    const [node = 0, ...rest] = interleaved(
      [
        run.node,
        () => run.index(a),
        () => run.index(b),
        () => run.cli(a),
        () => run.cli(b),
        () => run.verify(a),
        () => run.verify(b),
      ],
      runs,
    ) as number[];
    const names = ['dist/index.js start-up', 'dist/cli.js start-up', 'verify, tiny repository'];
    return names.map((name, k) => {
      const before = rest[2 * k] as number;
      const after = rest[2 * k + 1] as number;
      return {
        name: `${name}: A vs B`,
        median: `${ms(before)} -> ${ms(after)}`,
        target: '',
        note: `${after - before < 0 ? '' : '+'}${ms(after - before)}; node -e '' ${ms(node)}`,
      };
    });
  } finally {
    run.dispose();
  }
}

const [, script, distA, distB] = process.argv;
if (script === import.meta.filename && distA !== undefined && distB !== undefined) {
  printTable(compareStartup(distA, distB));
}
