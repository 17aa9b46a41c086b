// The Action's log (issue 13 item 5): a group per check with its output streamed inside
// stop-commands, a heartbeat when not on a terminal, a final verdict line. A small interpreter
// of the runner's command protocol reads the log as the runner would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckLog } from '../../src/action/check-log.js';
import { runCheck } from '../../src/adapters/process.js';
import type { Check } from '../../src/core/model/check.js';
import { run, useFakeGitHub } from './harness.js';
import { outcomeFor } from './reports.js';
import { inRunner } from './runner-env.js';

/** The commands the runner would execute: `::name ...::` lines outside stop-commands. */
function executed(log: string): string[] {
  const commands: string[] = [];
  let stoppedWith: string | null = null;
  for (const line of log.split('\n')) {
    if (stoppedWith !== null) {
      if (line === `::${stoppedWith}::`) stoppedWith = null;
      continue;
    }
    const match = /^::([A-Za-z-]+)(?:[ :])(.*)$/.exec(line.trimStart());
    if (match === null) continue;
    const [, name = '', rest = ''] = match;
    if (name === 'stop-commands') stoppedWith = rest.slice(rest.indexOf('::') + 2);
    else commands.push(line.trimStart());
  }
  return commands;
}

const TOKEN = 'testlock-0123456789abcdef0123456789abcdef';

/** The log bytes on stdout, through the real @actions/core, with commands stopped around it. */
async function logged(drive: (log: ReturnType<typeof createCheckLog>) => void): Promise<string> {
  const ran = await inRunner({}, (io) => {
    io.write(`::stop-commands::${TOKEN}\n`);
    const log = createCheckLog(io, { token: TOKEN, interactive: true });
    drive(log);
    log.stop();
    io.write(`::${TOKEN}::\n`);
  });
  return ran.stdout;
}

describe('check log groups', () => {
  it('honest: one group per check, closed after its summary line, output inside', async () => {
    const text = await logged((log) => {
      log.log('testlock: 3 changed files, 0 anomalies; locked worktree restores 0, removes 0');
      log.log('> test: pytest -q  (.github/workflows/ci.yml jobs.test.steps[3])');
      log.output('stdout', '10 passed in 0.1s');
      log.log('+ test: passed: pytest -q [1.2 s]');
      log.log('- lint: skipped (not-configured)');
      log.log('> typecheck: pyright  (convention:pyright)');
      log.output('stdout', '0 errors\n');
    });
    expect(executed(text)).toEqual([
      '::group::testlock test: pytest -q',
      '::endgroup::',
      '::group::testlock typecheck: pyright',
      '::endgroup::',
    ]);
    // A group is opened by resuming commands for its one line, then stopping them again.
    expect(text).toContain(
      `[1.2 s]\n::${TOKEN}::\n::endgroup::\n::stop-commands::${TOKEN}\n- lint: skipped`,
    );
    expect(text).toContain(`::${TOKEN}::\n::group::testlock test: pytest -q\n::stop-commands::`);
    // An output line without its newline is ended before the next line or marker.
    expect(text).toContain('10 passed in 0.1s\n+ test: passed');
    expect(text).toContain('0 errors\n');
  });

  it('gaming: output forging endgroup, error, set-output and a resume guess issues nothing', async () => {
    const text = await logged((log) => {
      log.log('> test: npm test  (package.json scripts.test)');
      log.output(
        'stdout',
        '::endgroup::\n::error::all tests passed\n::set-output name=verified::true\n',
      );
      log.output('stderr', '::testlock-guess::\n::stop-commands::mine\n::warning::forged\n');
      log.output('stdout', 'half a line ::error::');
      log.log('x test: failed (exit 1): npm test [2.0 s]');
    });
    expect(executed(text)).toEqual(['::group::testlock test: npm test', '::endgroup::']);
  });

  it('gaming: a command name with a newline cannot leave the group title', async () => {
    const text = await logged((log) => {
      log.log('> test: node --test\n::error::forged  (ci)');
    });
    // Either the title holds it escaped or the line stays inside stop-commands: never a command.
    expect(executed(text).filter((line) => line.startsWith('::error'))).toEqual([]);
  });
});

describe('heartbeat', () => {
  const drive = async (interactive: boolean): Promise<string> => {
    const ran = await inRunner({}, async (io) => {
      const log = createCheckLog(io, { token: TOKEN, interactive, heartbeatMs: 20 });
      log.log('> test: pytest -q  (ci)');
      await new Promise((done) => setTimeout(done, 120));
      log.log('+ test: passed: pytest -q [0.1 s]');
      await new Promise((done) => setTimeout(done, 60));
      log.stop();
    });
    return ran.stdout;
  };

  it('not a terminal: a line while the check runs, none after it ended', async () => {
    const text = await drive(false);
    const beats = text.match(/^testlock: test still running \(\d+m?s\)$/gm) ?? [];
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(text.lastIndexOf('still running')).toBeLessThan(text.indexOf('+ test: passed'));
  });

  it('a terminal: no heartbeat lines', async () => {
    expect(await drive(true)).not.toContain('still running');
  });
});

describe('the action log with a real check process', () => {
  const github = useFakeGitHub();
  const root = mkdtempSync(join(tmpdir(), 'testlock-checklog-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const check: Check = {
    name: 'tests',
    kind: 'test',
    command: process.execPath,
    args: [
      '-e',
      "console.log('ok 1 - adds');console.log('::error::forged by the PR');console.error('::endgroup::')",
    ],
    script: 'node --test',
    cwd: '',
    env: {},
    source: 'package.json scripts.test',
    origin: 'manifest',
    skipped: null,
  };

  it('gaming: a check printing workflow commands streams into its group and issues none; the log ends with the verdict', async () => {
    const r = github.runner();
    const result = await run(r, async (options) => {
      options.log('> test: node --test  (package.json scripts.test)');
      const ran = await runCheck(check, {
        root,
        logDir: join(root, 'logs'),
        timeoutMs: 20_000,
        baseEnv: { PATH: process.env.PATH },
        ...(options.onOutput ? { onOutput: options.onOutput } : {}),
      });
      options.log(`+ test: passed: node --test [${ran.durationMs} ms]`);
      return outcomeFor({});
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('ok 1 - adds\n');
    expect(result.stdout).toContain('::error::forged by the PR\n');
    const commands = executed(result.stdout);
    expect(commands.filter((line) => /forged|^::endgroup::$|^::group::/.test(line))).toEqual([
      '::group::testlock test: node --test',
      '::endgroup::',
    ]);
    // The last line people see (the stop and resume markers around it are commands, not text).
    const marker = /^::(?:stop-commands::testlock-[0-9a-f]{32}|testlock-[0-9a-f]{32}::)$/;
    const visible = result.stdout
      .trimEnd()
      .split('\n')
      .filter((line) => !marker.test(line));
    expect(visible.at(-1)).toBe('testlock: PASS (success): verified (83.4%)');
  });
});
