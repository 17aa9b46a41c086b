import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllRunning, type RunOptions, runCheck } from '../../src/adapters/process.js';
import type { Check } from '../../src/core/model/check.js';

const FIXTURES = new URL('../fixtures/processes/', import.meta.url).pathname;
const NODE = process.execPath;

let work: string;
let root: string;
let logDir: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'testlock-process-'));
  root = join(work, 'repo');
  logDir = join(work, 'logs');
  mkdirSync(join(root, 'pkg'), { recursive: true });
  symlinkSync(work, join(root, 'escape-link'));
});

afterAll(() => {
  killAllRunning();
  rmSync(work, { recursive: true, force: true });
});

function check(command: string, args: string[], fields: Partial<Check> = {}): Check {
  return {
    name: 'tests',
    kind: 'test',
    command,
    args,
    script: '',
    cwd: '',
    env: {},
    source: 'test',
    origin: 'ci',
    skipped: null,
    ...fields,
  };
}

function options(extra: Partial<RunOptions> = {}): RunOptions {
  return {
    root,
    logDir,
    timeoutMs: 20_000,
    graceMs: 500,
    baseEnv: { PATH: process.env.PATH },
    ...extra,
  };
}

function nodeCheck(code: string, fields: Partial<Check> = {}): Check {
  return check(NODE, ['-e', code], fields);
}

// Alive means running: a zombie nobody reaps (PID 1 of a container may not) is dead.
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number): Promise<boolean> {
  for (let i = 0; i < 40 && isAlive(pid); i++) await delay(50);
  return !isAlive(pid);
}

describe('runCheck: exit status and output', () => {
  it('passes a check that exits 0 and keeps its output', async () => {
    const result = await runCheck(
      nodeCheck("console.log('hello'); console.error('warn')", { script: 'node -e hello' }),
      options(),
    );
    expect(result).toMatchObject({
      ok: true,
      exitCode: 0,
      signal: null,
      timedOut: false,
      notFound: false,
      stdout: 'hello\n',
      stderr: 'warn\n',
      summary: 'passed: node -e hello',
      name: 'tests',
      kind: 'test',
    });
    expect(result.durationMs).toBeGreaterThan(0);
    expect(readFileSync(result.logPaths.stdout, 'utf8')).toBe('hello\n');
    expect(readFileSync(result.logPaths.stderr, 'utf8')).toBe('warn\n');
  });

  it('fails a check that exits 1, as data', async () => {
    const result = await runCheck(nodeCheck('process.exit(1)', { script: 'pytest -q' }), options());
    expect(result).toMatchObject({ ok: false, exitCode: 1, signal: null, timedOut: false });
    expect(result.summary).toBe('failed (exit 1): pytest -q');
  });

  it('reports a check killed by a signal', async () => {
    const result = await runCheck(nodeCheck("process.kill(process.pid, 'SIGSEGV')"), options());
    expect(result).toMatchObject({ ok: false, exitCode: null, signal: 'SIGSEGV' });
    expect(result.summary).toMatch(/^failed \(killed by SIGSEGV\)/);
  });

  it('decodes invalid UTF-8 with replacement characters, keeping the log verbatim', async () => {
    const result = await runCheck(check(NODE, [join(FIXTURES, 'invalid-utf8.mjs')]), options());
    expect(result.ok).toBe(true);
    expect(result.stdout).toBe('ok \uFFFD\uFFFD \uFFFD( €\x1b[31mred\x1b[0m done\n');
    expect(result.stderr).toMatch(/^\uFFFD+\n$/);
    const raw = readFileSync(result.logPaths.stdout);
    expect(raw.subarray(0, 6)).toEqual(Buffer.from([0x6f, 0x6b, 0x20, 0xff, 0xfe, 0x20]));
    expect(() => JSON.stringify(result)).not.toThrow();
  });

  it('streams output to the listener as it comes', async () => {
    const seen: string[] = [];
    await runCheck(
      nodeCheck("process.stdout.write('a'); setTimeout(() => process.stderr.write('b'), 20)"),
      options({ onOutput: (stream, text) => seen.push(`${stream}:${text}`) }),
    );
    expect(seen).toEqual(['stdout:a', 'stderr:b']);
  });
});

describe('runCheck: priority', () => {
  // The child waits before it reads its priority, and so does what it starts: both inherit it.
  const READ_LATER =
    "setTimeout(() => { const os = require('os'); const { execFileSync } = require('child_process'); console.log(os.getPriority(), execFileSync(process.execPath, ['-p', 'require(\\'os\\').getPriority()']).toString().trim()); }, 300)";

  it('lowers a check and what it starts by the niceness asked for', async () => {
    const result = await runCheck(nodeCheck(READ_LATER), options({ niceness: 10 }));
    const expected = String(Math.min(19, getPriority() + 10));
    expect(result.stdout.trim()).toBe(`${expected} ${expected}`);
  });

  it("leaves a check at the caller's priority by default", async () => {
    const result = await runCheck(nodeCheck(READ_LATER), options());
    expect(result.stdout.trim()).toBe(`${getPriority()} ${getPriority()}`);
  });
});

describe('runCheck: scripts and working directory', () => {
  const bash = (script: string, cwd = ''): Check =>
    check('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '{0}'], { script, cwd });

  it('runs a {0} script file with bash, stopping at the first failing command', async () => {
    const result = await runCheck(bash('echo one\nfalse\necho never\n'), options());
    expect(result).toMatchObject({ ok: false, exitCode: 1, stdout: 'one\n' });
    expect(result.args).toEqual(['--noprofile', '--norc', '-eo', 'pipefail', '{0}']);
    expect(result.summary).toBe('failed (exit 1): echo one …');
  });

  it('fails a failing pipe under pipefail', async () => {
    const result = await runCheck(bash('false | cat\necho after\n'), options());
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
  });

  it('passes a script whose commands all succeed', async () => {
    const result = await runCheck(bash('echo "$0" | grep -q "\\.sh$"\necho fine'), options());
    expect(result).toMatchObject({ ok: true, stdout: 'fine\n' });
  });

  it('runs in the check directory inside the root', async () => {
    const result = await runCheck(bash('pwd', 'pkg'), options());
    expect(result.stdout.trim()).toBe(join(root, 'pkg'));
  });

  it.each([
    ['../', 'outside the repository'],
    ['/tmp', 'outside the repository'],
    ['pkg/../..', 'outside the repository'],
    ['escape-link', 'outside the repository'],
    ['missing', 'does not exist'],
  ])('refuses the working directory %s as a failed result', async (cwd, why) => {
    const result = await runCheck(bash('touch ran', cwd), options());
    expect(result).toMatchObject({ ok: false, exitCode: null, notFound: false });
    expect(result.summary).toContain(why);
    expect(readFileSync(result.logPaths.stdout, 'utf8')).toBe('');
  });

  it('does not run a check that is already skipped', async () => {
    const result = await runCheck(
      check('pytest', ['-q'], { script: 'pytest -q', skipped: 'tool-not-installed' }),
      options(),
    );
    expect(result).toMatchObject({ ok: false, skipped: 'tool-not-installed', exitCode: null });
    expect(result.summary).toBe('skipped (tool-not-installed): pytest -q');
  });
});

describe('runCheck: missing commands', () => {
  it('returns notFound for a command that does not exist', async () => {
    const result = await runCheck(check('testlock-no-such-tool', ['--version']), options());
    expect(result).toMatchObject({ ok: false, exitCode: null, signal: null, notFound: true });
    expect(result.summary).toBe('command not found: testlock-no-such-tool');
  });

  it('fails, without notFound, a command that exists but cannot be executed', async () => {
    const result = await runCheck(check(join(FIXTURES, 'dump-env.mjs'), []), options());
    expect(result).toMatchObject({ ok: false, exitCode: null, notFound: false });
    expect(result.summary).toMatch(/^failed to start \(.*EACCES.*\)/);
  });

  it('looks commands up in the scrubbed PATH the check gets', async () => {
    const result = await runCheck(
      check('node', ['-e', '']),
      options({ baseEnv: { PATH: join(work, 'empty-path') } }),
    );
    expect(result.notFound).toBe(true);
  });

  it("starts from the caller's environment only, never this process's", async () => {
    process.env.TESTLOCK_NOT_PASSED = 'from-process-env';
    try {
      const result = await runCheck(
        check(NODE, [join(FIXTURES, 'dump-env.mjs')]),
        options({ baseEnv: { PATH: process.env.PATH, TESTLOCK_PASSED: 'from-the-caller' } }),
      );
      const { env } = JSON.parse(readFileSync(result.logPaths.stdout, 'utf8')) as {
        env: Record<string, string>;
      };
      expect(env.TESTLOCK_PASSED).toBe('from-the-caller');
      expect(env.TESTLOCK_NOT_PASSED).toBeUndefined();
    } finally {
      delete process.env.TESTLOCK_NOT_PASSED;
    }
  });
});

describe('runCheck: timeouts, interruption and process trees', () => {
  it('kills the whole tree at the timeout: no grandchild survives', async () => {
    const pidFile = join(work, 'grandchild-1.pid');
    const result = await runCheck(
      check(NODE, [join(FIXTURES, 'hang-with-grandchild.mjs'), pidFile]),
      options({ timeoutMs: 1_000 }),
    );
    const grandchild = Number(readFileSync(pidFile, 'utf8'));
    expect(result).toMatchObject({ ok: false, timedOut: true, exitCode: null, signal: 'SIGTERM' });
    expect(result.summary).toMatch(/^timed out after 1s: /);
    expect(result.stdout).toContain(`grandchild ${grandchild} started`);
    expect(result.durationMs).toBeGreaterThanOrEqual(900);
    expect(result.durationMs).toBeLessThan(10_000);
    expect(await waitUntilDead(grandchild)).toBe(true);
  });

  it('escalates to SIGKILL when the tree ignores SIGTERM', async () => {
    const pidFile = join(work, 'grandchild-2.pid');
    const result = await runCheck(
      check(NODE, [join(FIXTURES, 'hang-with-grandchild.mjs'), pidFile, '--stubborn']),
      options({ timeoutMs: 1_000, graceMs: 500 }),
    );
    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' });
    expect(result.stdout).toContain('parent ignores SIGTERM');
    expect(await waitUntilDead(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('ends what the leader left running in its group, even if it holds the output open', async () => {
    const pidFile = join(work, 'straggler.pid');
    const result = await runCheck(
      check('bash', ['-c', `sleep 300 & echo $! > '${pidFile}'; echo leader done`]),
      options(),
    );
    expect(result).toMatchObject({ ok: true, exitCode: 0, stdout: 'leader done\n' });
    expect(await waitUntilDead(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('kills a process that left the group (setsid) holding the output open, and names it', async () => {
    const pidFile = join(work, 'daemon.pid');
    const started = Date.now();
    const result = await runCheck(
      check('bash', [
        '-c',
        // The daemon writes its pid only once it has its own session: no race with the reaping.
        `setsid bash -c 'echo $$ > "$0"; exec sleep 300' '${pidFile}' &
         while [ ! -s '${pidFile}' ]; do sleep 0.01; done; echo leader done`,
      ]),
      options({ graceMs: 3_000 }),
    );
    const daemon = Number(readFileSync(pidFile, 'utf8'));
    expect(await waitUntilDead(daemon)).toBe(true);
    expect(result).toMatchObject({ ok: true, exitCode: 0, stdout: 'leader done\n' });
    expect(result.strays).toEqual(['sleep 300']);
    // Killed before the output is drained: the grace for a pipe held open is not waited out.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('gaming: a setsid daemon and a double-forked orphan are both killed and reported', async () => {
    const pidFile = join(work, 'escape.pid');
    const result = await runCheck(check(NODE, [join(FIXTURES, 'escape.mjs'), pidFile]), options());
    const pids = readFileSync(pidFile, 'utf8').split(' ').map(Number);
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(await waitUntilDead(pid)).toBe(true);
    expect(result).toMatchObject({ ok: true, exitCode: 0, stdout: 'leader done\n' });
    expect([...result.strays].sort()).toEqual([
      `${NODE} -e setInterval(() => {}, 1000);`,
      `${NODE} -e setInterval(() => {}, 1000);`,
    ]);
  });

  it('honest: a check whose children all end with it reports no stray', async () => {
    const result = await runCheck(
      check('bash', ['-c', 'sleep 0.1 & wait; (echo sub) ; echo done']),
      options(),
    );
    expect(result).toMatchObject({ ok: true, stdout: 'sub\ndone\n', strays: [] });
  });

  it('honest: a process outside the check carrying no marker is left alone', async () => {
    const bystander = spawn(NODE, ['-e', 'setInterval(() => {}, 1000)'], {
      detached: true,
      stdio: 'ignore',
    });
    try {
      const result = await runCheck(nodeCheck('console.log(1)'), options());
      expect(result.strays).toEqual([]);
      expect(isAlive(bystander.pid as number)).toBe(true);
    } finally {
      bystander.kill('SIGKILL');
    }
  });

  it('stops the tree when the abort signal fires', async () => {
    const pidFile = join(work, 'grandchild-3.pid');
    const controller = new AbortController();
    const running = runCheck(
      check(NODE, [join(FIXTURES, 'hang-with-grandchild.mjs'), pidFile]),
      options({ signal: controller.signal }),
    );
    await waitForFile(pidFile);
    controller.abort();
    const result = await running;
    expect(result).toMatchObject({ ok: false, interrupted: true, timedOut: false, exitCode: null });
    expect(result.summary).toMatch(/^interrupted: /);
    expect(await waitUntilDead(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('does not start when already aborted', async () => {
    const marker = join(work, 'should-not-exist');
    const result = await runCheck(
      check('touch', [marker]),
      options({ signal: AbortSignal.abort() }),
    );
    expect(result.interrupted).toBe(true);
    expect(() => statSync(marker)).toThrow();
  });

  it('killAllRunning ends the groups of running checks', async () => {
    const pidFile = join(work, 'grandchild-4.pid');
    const running = runCheck(
      check(NODE, [join(FIXTURES, 'hang-with-grandchild.mjs'), pidFile]),
      options({ timeoutMs: 30_000 }),
    );
    await waitForFile(pidFile);
    expect(killAllRunning('SIGKILL')).toBe(1);
    const result = await running;
    expect(result).toMatchObject({ ok: false, signal: 'SIGKILL', timedOut: false });
    expect(await waitUntilDead(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  });

  it('killAllRunning also ends what a running check started outside its group', async () => {
    const pidFile = join(work, 'escape-running.pid');
    const running = runCheck(
      check('bash', ['-c', `${NODE} ${join(FIXTURES, 'escape.mjs')} '${pidFile}'; sleep 300`]),
      options({ timeoutMs: 30_000 }),
    );
    await waitForFile(pidFile);
    const pids = readFileSync(pidFile, 'utf8').split(' ').map(Number);
    expect(killAllRunning('SIGKILL')).toBe(1);
    for (const pid of pids) expect(await waitUntilDead(pid)).toBe(true);
    await running;
  });
});

describe('runCheck: environment', () => {
  const token = 'ghs_testlockFakeToken0123456789';

  it('gives the check no credential: token, inputs and runner tokens are absent, CI=true', async () => {
    const result = await runCheck(
      check(NODE, [join(FIXTURES, 'dump-env.mjs'), token]),
      options({
        baseEnv: {
          PATH: process.env.PATH,
          GITHUB_TOKEN: token,
          'INPUT_GITHUB-TOKEN': token,
          INPUT_MODE: 'run',
          ACTIONS_RUNTIME_TOKEN: 'runtime-xyz-123456',
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-xyz-123456',
          ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example',
          SNEAKY: `x-access-token:${token}@github.com`,
          PASSED_SECRET: 'from-the-options-0001',
          KEPT: 'kept',
        },
        secrets: ['from-the-options-0001'],
      }),
    );
    const dump = JSON.parse(result.stdout) as { env: Record<string, string>; leaks: string[] };
    expect(dump.leaks).toEqual([]);
    expect(result.stdout).not.toContain(token);
    expect(Object.keys(dump.env).filter((name) => /^(INPUT_|ACTIONS_)/i.test(name))).toEqual([]);
    expect(dump.env).not.toHaveProperty('GITHUB_TOKEN');
    expect(dump.env).not.toHaveProperty('SNEAKY');
    expect(dump.env).not.toHaveProperty('PASSED_SECRET');
    expect(dump.env.CI).toBe('true');
    expect(dump.env.KEPT).toBe('kept');
  });

  it("adds the check's env and the caller's extras, the caller winning", async () => {
    const result = await runCheck(
      nodeCheck('console.log(process.env.A, process.env.B)', { env: { A: 'check', B: 'check' } }),
      options({ extraEnv: { B: 'caller' } }),
    );
    expect(result.stdout).toBe('check caller\n');
  });
});

describe('runCheck: output volume', () => {
  it('keeps memory bounded and the tail intact when a check prints 300 MB', async () => {
    const bytes = 300 * 1024 * 1024;
    const output = execFileSync(
      NODE,
      [
        '--import',
        'tsx',
        join(FIXTURES, 'measure-run.ts'),
        join(work, 'flood-logs'),
        String(bytes),
      ],
      { cwd: new URL('../../', import.meta.url).pathname, encoding: 'utf8' },
    );
    const measured = JSON.parse(output) as {
      maxRssBytes: number;
      ok: boolean;
      stdoutChars: number;
      tailEnd: string;
      truncated: boolean;
      logPath: string;
    };
    expect(measured.ok).toBe(true);
    expect(measured.maxRssBytes).toBeLessThan(300 * 1024 * 1024);
    expect(measured.stdoutChars).toBe(20_000);
    expect(measured.truncated).toBe(true);
    expect(measured.tailEnd).toMatch(/\nEND-OF-FLOOD \d+\n$/);
    expect(statSync(measured.logPath).size).toBeGreaterThan(bytes);
    rmSync(measured.logPath);
  });
});

async function waitForFile(path: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if (readFileSync(path, 'utf8') !== '') return;
    } catch {
      // not written yet
    }
    await delay(50);
  }
  throw new Error(`${path} was never written`);
}
