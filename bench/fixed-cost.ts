// Benchmark of testlock's own time (issue 14's 250 ms budget): the bundled CLI runs
// `verify --timings` on the small example repository again and again, and the medians of its
// stages are reported, with the own time (the total less the checks' own runs and the inventory);
// then the same example grown by 10,000 files, for what a large tree adds.
// `tsx bench/fixed-cost.ts [RUNS]` builds the bundle into a temporary folder and prints the table.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBundle } from './bundle.js';
import { median, ms, printTable, type Row } from './measure.js';

const root = join(import.meta.dirname, '..');
const BUDGET_MS = 250;

/** The example repository (a node --test project) with its honest PR checked out. */
function smallRepo(extraFiles = 0): string {
  const dir = mkdtempSync(join(tmpdir(), 'testlock-bench-fixed-'));
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'b',
    GIT_AUTHOR_EMAIL: 'b@x',
    GIT_COMMITTER_NAME: 'b',
    GIT_COMMITTER_EMAIL: 'b@x',
  };
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: dir, env });
  };
  git('init', '-q', '-b', 'main');
  cpSync(join(root, 'examples', 'rate-limit', 'base'), dir, { recursive: true });
  writeFiller(dir, extraFiles);
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'pr');
  cpSync(join(root, 'examples', 'rate-limit', 'honest-pr'), dir, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'pr');
  return dir;
}

/**
 * Files of a larger repository around the example: folders of sources in several languages, a
 * tenth of them tests, a few manifests. Nothing a check runs: only what every pass over the tree
 * (listing, classification, the guard, the worktree) pays for.
 */
function writeFiller(dir: string, count: number): void {
  const kinds = ['py', 'ts', 'go', 'md', 'json', 'txt'];
  for (let i = 0; i < count; i++) {
    const folder = join(dir, 'packages', `pkg${i % 200}`, `sub${i % 7}`);
    mkdirSync(folder, { recursive: true });
    const name = i % 10 === 0 ? `test_file_${i}.py` : `file_${i}.${kinds[i % kinds.length]}`;
    writeFileSync(join(folder, name), `value_${i} = ${i}\n`);
  }
}

/** The `--timings` table of one run: each row's name and milliseconds. */
export function timingsOf(stderr: string): Map<string, number> {
  const table = stderr.slice(stderr.indexOf('testlock: timings'));
  const rows = new Map<string, number>();
  for (const m of table.matchAll(/^ {2}((?: {2})?\S.*?) +(\d+) ms/gm)) {
    rows.set(m[1] as string, Number(m[2]));
  }
  if (!rows.has("testlock's own time")) throw new Error(`no timings in:\n${stderr}`);
  return rows;
}

function verifyOnce(dist: string, repo: string): Map<string, number> {
  const args = [join(dist, 'cli.js'), 'verify', '--base', 'main', '--timings'];
  const child = spawnSync(process.execPath, [...args, '--json', '/dev/null'], {
    cwd: repo,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() },
  });
  if (child.status !== 0) throw new Error(`verify exited ${child.status}:\n${child.stderr}`);
  return timingsOf(child.stderr);
}

/** Medians of every stage over `runs` runs (after one warm-up), own time first. */
export function benchFixedCost(dist: string, runs = 11): Row[] {
  const repo = smallRepo();
  try {
    verifyOnce(dist, repo);
    const samples = new Map<string, number[]>();
    for (let i = 0; i < runs; i++) {
      for (const [name, value] of verifyOnce(dist, repo)) {
        samples.set(name, [...(samples.get(name) ?? []), value]);
      }
    }
    const med = (name: string): number => median(samples.get(name) ?? [Number.NaN]);
    const own = med("testlock's own time");
    const load = loadavg()[0]?.toFixed(1) ?? '?';
    const rows: Row[] = [
      {
        name: "testlock's own time, small repository (verify)",
        median: ms(own),
        target: `<= ${BUDGET_MS} ms`,
        note: `total ${ms(med('total'))}, checks ${ms(med('checks'))}; ${runs} runs, load ${load}`,
      },
    ];
    for (const name of samples.keys()) {
      if (name === "testlock's own time" || name === 'total') continue;
      rows.push({ name: `  stage: ${name.trim()}`, median: ms(med(name)), target: '', note: '' });
    }
    return rows;
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

// The stages that grow with the number of files in the trees.
const SCALING = [
  'resolve refs',
  'parsers',
  'discovery',
  'classify',
  'locked worktree',
  'around the checks',
  'remove worktree',
];

/** Own time on the example grown to `files` more files: what a large tree costs per run. */
export function benchLargeRepository(dist: string, files = 10_000, runs = 3): Row[] {
  const repo = smallRepo(files);
  try {
    verifyOnce(dist, repo);
    const samples = new Map<string, number[]>();
    for (let i = 0; i < runs; i++) {
      for (const [name, value] of verifyOnce(dist, repo)) {
        samples.set(name.trim(), [...(samples.get(name.trim()) ?? []), value]);
      }
    }
    const med = (name: string): number => median(samples.get(name) ?? [Number.NaN]);
    const count = files.toLocaleString('en-US');
    return [
      {
        name: `testlock's own time, repository of ${count} more files (verify)`,
        median: ms(med("testlock's own time")),
        target: '',
        note: `total ${ms(med('total'))}; ${runs} runs`,
      },
      ...SCALING.map((name) => ({
        name: `  stage: ${name}`,
        median: ms(med(name)),
        target: '',
        note: '',
      })),
    ];
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

const [, script, runs] = process.argv;
if (script === import.meta.filename) {
  const dist = buildBundle();
  try {
    printTable([
      ...benchFixedCost(dist, runs === undefined ? 11 : Number(runs)),
      ...benchLargeRepository(dist),
    ]);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
