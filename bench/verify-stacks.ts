// `verify` against the raw commands it runs, on honest PRs of a Python/pytest, TypeScript/vitest,
// Go and Rust project, with the base inventory cold and cached: A B A B rounds, medians. It runs
// a bundle of the current source built to a temporary folder (dist/ is rebuilt only on release).
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { goStack } from '../test/e2e/helpers/go-fixture.js';
import { pythonStack } from '../test/e2e/helpers/python-fixture.js';
import { rustStack } from '../test/e2e/helpers/rust-fixture.js';
import { buildStack, cleanupRepos, type StackSpec } from '../test/e2e/helpers/scenarios.js';
import { tsStack } from '../test/e2e/helpers/ts-fixture.js';
import { buildBundle } from './bundle.js';
import { median, ms, type Row } from './measure.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The CLI built from src/ by scripts/build.mjs into `dir`. */
export async function bundleCli(dir: string): Promise<string> {
  return join(buildBundle(dir), 'cli.js');
}

interface PlannedCheck {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  skipped: string | null;
}

// A check that fails still costs its time: the exit status is not what is measured here.
function quiet(command: string, args: readonly string[], cwd: string, env = process.env): void {
  try {
    execFileSync(command, args, { cwd, env, stdio: 'ignore' });
  } catch {}
}

/** A stack's honest PR, ready to time: its raw checks, and verify with extra flags or env. */
export interface PreparedStack {
  /** The checkout, on the PR's branch. */
  dir: string;
  checks: PlannedCheck[];
  /** The raw checks in the checkout, with the process's environment or `env`. */
  raw(env?: NodeJS.ProcessEnv): void;
  verify(extraArgs?: readonly string[], env?: NodeJS.ProcessEnv): void;
  /** `testlock inventory --out` into `inventory`, timed. */
  writeInventory(): number;
  inventory: string;
  /** The stack's TESTLOCK_CACHE_DIR (its slots). */
  cacheDir: string;
  /**
   * A new push to the PR: one more commit on `honest` with code added to each source file it
   * changes, so that, as on a real push, the tools build and test the changed code again (Go's
   * test cache and cargo's build cannot answer for it). The base, so the inventory key, stays.
   */
  push(): void;
  cleanup(): void;
}

// What a push adds to each changed source file: code the built program holds (Go's test cache is
// keyed by the test binary, which a comment leaves as it was), or a comment where a change of
// text is enough for the tool to run again.
const PUSH: Record<string, (n: number) => string> = {
  go: (n) => `\nvar testlockPush${n} = ${n}\n\nfunc init() { testlockPush${n}++ }\n`,
  rs: (n) => `\n// push ${n}\n`,
  py: (n) => `\n# push ${n}\n`,
  ts: (n) => `\n// push ${n}\n`,
};

export function prepareStack(spec: StackSpec, cli: string): PreparedStack {
  const repo = buildStack(spec);
  const out = mkdtempSync(join(tmpdir(), 'testlock-bench-stack-'));
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
  const changed = repo
    .git('diff', '--name-only', 'main', 'honest')
    .split('\n')
    .flatMap((file) => {
      const text = PUSH[file.slice(file.lastIndexOf('.') + 1)];
      return text === undefined || /test/.test(file) ? [] : [{ file, text }];
    });
  let pushes = 0;
  const inventory = join(out, 'inventory.json');
  const verifyArgs = [cli, 'verify', '--base', 'main', '--head', 'honest'];
  // The stack's slots (stable trees, Cargo target folders) go with it, not into the OS temp folder.
  const ownEnv = { ...process.env, TESTLOCK_CACHE_DIR: join(out, 'caches') };
  return {
    dir: repo.dir,
    checks,
    inventory,
    cacheDir: ownEnv.TESTLOCK_CACHE_DIR,
    raw: (env = process.env) => {
      for (const check of checks) {
        quiet(check.command, check.args, join(repo.dir, check.cwd), { ...env, ...check.env });
      }
    },
    verify: (extraArgs = [], env = ownEnv) =>
      quiet(process.execPath, [...verifyArgs, ...extraArgs], repo.dir, env),
    writeInventory: () =>
      time(() =>
        quiet(
          process.execPath,
          [cli, 'inventory', '--base', 'main', '--head', 'honest', '--out', inventory],
          repo.dir,
          ownEnv,
        ),
      ),
    push: () => {
      pushes += 1;
      for (const { file, text } of changed) appendFileSync(join(repo.dir, file), text(pushes));
      repo.commit(`push ${pushes}`);
    },
    cleanup: () => rmSync(out, { recursive: true, force: true }),
  };
}

export function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** The row of one verify variant against the raw median, with the target. */
export function againstRaw(name: string, times: number[], raw: number, slackMs: number): Row {
  const v = median(times);
  return {
    name,
    median: ms(v),
    target: `<= 1.03 x raw + ${slackMs / 1000} s`,
    note: `raw ${ms(raw)}; +${ms(v - raw)}; ratio ${(v / raw).toFixed(2)}; ${v <= 1.03 * raw + slackMs ? 'met' : 'NOT met'}`,
  };
}

/**
 * Medians of raw, verify (cold inventory) and verify (cached), interleaved A B C A B C: first the
 * same push again and again (the tools' own caches answer what they can), then a new push before
 * every run (what each push to a PR costs).
 */
export async function benchStack(name: string, spec: StackSpec, cli: string): Promise<Row[]> {
  const stack = prepareStack(spec, cli);
  try {
    const cold = (): void => stack.verify();
    const cached = (): void => stack.verify(['--inventory', stack.inventory]);
    const write = stack.writeInventory();
    // Warm-up: the first run builds (cargo, go) and fills the OS caches.
    stack.raw();
    cold();
    cached();
    const same = { raw: [] as number[], cold: [] as number[], cached: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      same.raw.push(time(stack.raw));
      same.cold.push(time(cold));
      same.cached.push(time(cached));
    }
    // What this machine's environment costs every process start is not testlock's: where it
    // sets NODE_EXTRA_CA_CERTS (read at every node start) or runs Python through pyenv's shims
    // (a bash script and `pyenv exec` before each interpreter), neither of which GitHub's runners
    // do (setup-python puts the interpreter's own folder on PATH), the raw checks and verify are
    // also timed, side by side, both in that runner-like environment.
    const bareEnv = runnerLikeEnv();
    const bare =
      bareEnv !== null
        ? {
            raw: (): void => stack.raw(bareEnv),
            verify: (): void =>
              stack.verify(['--inventory', stack.inventory], {
                ...bareEnv,
                TESTLOCK_CACHE_DIR: stack.cacheDir,
              }),
          }
        : null;
    const pushed = {
      raw: [] as number[],
      cold: [] as number[],
      cached: [] as number[],
      bareRaw: [] as number[],
      bare: [] as number[],
    };
    const afterPush = (run: () => void): number => {
      stack.push();
      return time(run);
    };
    for (let round = 0; round < ROUNDS; round++) {
      pushed.raw.push(afterPush(stack.raw));
      pushed.cold.push(afterPush(cold));
      pushed.cached.push(afterPush(cached));
      if (bare) {
        pushed.bareRaw.push(afterPush(bare.raw));
        pushed.bare.push(afterPush(bare.verify));
      }
    }
    const r = median(same.raw);
    const p = median(pushed.raw);
    return [
      againstRaw(`verify vs raw: ${name}, same push, inventory cold`, same.cold, r, 1000),
      againstRaw(`verify vs raw: ${name}, same push, inventory cached`, same.cached, r, 300),
      againstRaw(`verify vs raw: ${name}, new push, inventory cold`, pushed.cold, p, 1000),
      againstRaw(`verify vs raw: ${name}, new push, inventory cached`, pushed.cached, p, 300),
      ...(bare
        ? [
            againstRaw(
              `verify vs raw: ${name}, new push, inventory cached, both runner-like (${bareEnv?.TESTLOCK_BENCH_ENV})`,
              pushed.bare,
              median(pushed.bareRaw),
              300,
            ),
          ]
        : []),
      {
        name: `testlock inventory --out: ${name}`,
        median: ms(write),
        target: 'once per base commit',
        note: `${stack.checks.length} checks: ${stack.checks.map((c) => [c.command, ...c.args].join(' ')).join('; ')}`,
      },
    ];
  } finally {
    stack.cleanup();
  }
}

/**
 * This environment without what GitHub's runners do not have (NODE_EXTRA_CA_CERTS, a pyenv shim
 * in front of python), or null when it has neither. TESTLOCK_BENCH_ENV names what was changed.
 */
function runnerLikeEnv(): NodeJS.ProcessEnv | null {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const changed: string[] = [];
  if (env.NODE_EXTRA_CA_CERTS) {
    delete env.NODE_EXTRA_CA_CERTS;
    changed.push('no NODE_EXTRA_CA_CERTS');
  }
  const python = interpreterBehindShim();
  if (python !== null) {
    env.PATH = `${dirname(python)}${delimiter}${env.PATH ?? ''}`;
    changed.push('python without the pyenv shim');
  }
  if (changed.length === 0) return null;
  env.TESTLOCK_BENCH_ENV = changed.join(', ');
  return env;
}

/** The real python3 when the one on PATH is a pyenv shim, else null. */
function interpreterBehindShim(): string | null {
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v python3'], { encoding: 'utf8' }).trim();
    if (!onPath.includes('/shims/')) return null;
    return execFileSync('pyenv', ['which', 'python3'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
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
