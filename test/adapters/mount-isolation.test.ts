// The read-only mounts of `isolation: mount`, with real namespaces and real processes: what a
// check can no longer do to the files (write, delete, rename over, unmount, reach them through
// another process's view), and what it still does as before (exit codes, output, a timeout that
// reaches its handler, a command that does not exist). Skipped where the machine allows no
// mount namespace (neither root nor sudo).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISOLATION_VARIABLE, mountLauncherKind } from '../../src/adapters/mount-isolation.js';
import { killAllRunning, type RunOptions, runCheck } from '../../src/adapters/process.js';
import type { Check } from '../../src/core/model/check.js';

const NODE = process.execPath;
const kind = await mountLauncherKind(process.env);

let work: string;
let root: string;
let guarded: string[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'testlock-mount-'));
  root = join(work, 'repo');
  mkdirSync(join(root, 'tests dir'), { recursive: true });
  guarded = [join(root, 'tests dir', 'test a.py'), join(root, 'tests dir', 'line\nbreak.py')];
  for (const path of guarded) writeFileSync(path, 'base\n');
});

afterAll(() => {
  killAllRunning();
  rmSync(work, { recursive: true, force: true });
});

function check(command: string, args: string[]): Check {
  return {
    ...{ name: 'tests', kind: 'test', command, args, script: '', cwd: '', env: {} },
    ...{ source: 'test', origin: 'ci', skipped: null },
  } as Check;
}

function options(extra: Partial<RunOptions> = {}): RunOptions {
  return {
    root,
    logDir: join(work, 'logs'),
    timeoutMs: 20_000,
    graceMs: 2_000,
    baseEnv: { PATH: process.env.PATH },
    ...(kind === null ? {} : { mount: { kind, files: guarded } }),
    ...extra,
  };
}

const node = (code: string) => check(NODE, ['-e', code]);

it('the job can keep the checks out of namespaces', async () => {
  expect(await mountLauncherKind({ ...process.env, [ISOLATION_VARIABLE]: 'watch' })).toBeNull();
});

describe.skipIf(kind === null)('a check where the guarded files are read-only mounts', () => {
  it('cannot write, delete, rename over or unmount them, even as root', async () => {
    const code = `
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const [a, b] = ${JSON.stringify(guarded)};
const tries = {
  write: () => fs.writeFileSync(a, 'forged'),
  append: () => fs.appendFileSync(b, 'forged'),
  chmod: () => fs.chmodSync(a, 0o644),
  unlink: () => fs.unlinkSync(a),
  renameOver: () => { fs.writeFileSync(a + '.new', 'forged'); fs.renameSync(a + '.new', a); },
  umount: () => execFileSync('umount', [a], { stdio: 'ignore' }),
  remount: () => execFileSync('mount', ['-o', 'remount,rw,bind', a], { stdio: 'ignore' }),
};
const held = Object.entries(tries).filter(([, t]) => { try { t(); return false; } catch { return true; } });
console.log(held.map(([name]) => name).join(','));
`;
    const run = await runCheck(node(code), options());
    expect(run.stdout.trim()).toBe('write,append,chmod,unlink,renameOver,umount,remount');
    for (const path of guarded) expect(readFileSync(path, 'utf8')).toBe('base\n');
  });

  it("cannot reach them through another process's view of the files", async () => {
    // /proc/<pid>/root of testlock or the job's shell would lead to the files unmounted.
    const code = `
const fs = require('node:fs');
const target = ${JSON.stringify(guarded[0])};
let wrote = 0;
for (const pid of fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p))) {
  try { fs.appendFileSync('/proc/' + pid + '/root' + target, 'forged'); wrote++; } catch {}
}
console.log('visible', fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).length, 'wrote', wrote);
`;
    const run = await runCheck(node(code), options());
    expect(run.stdout).toMatch(/wrote 0/);
    expect(readFileSync(guarded[0] as string, 'utf8')).toBe('base\n');
  });

  it('still exits with its own status, prints its output and may write elsewhere', async () => {
    const out = join(root, 'tests dir', 'out.txt');
    const code = `require('node:fs').writeFileSync(${JSON.stringify(out)}, 'ok'); console.log('hi'); process.exit(3);`;
    const run = await runCheck(node(code), options());
    expect([run.exitCode, run.stdout.trim(), run.ok]).toEqual([3, 'hi', false]);
    expect(readFileSync(out, 'utf8')).toBe('ok');
  });

  it('is stopped at its time limit through its own termination handler', async () => {
    const code =
      "process.on('SIGTERM', () => { console.log('terminated'); process.exit(9); }); setInterval(() => {}, 1000);";
    const run = await runCheck(node(code), options({ timeoutMs: 1_500 }));
    expect([run.timedOut, run.ok]).toEqual([true, false]);
    expect(run.stdout).toContain('terminated');
  });

  it('leaves nothing running: what it started in the background ends with it', async () => {
    const marker = `testlock-mount-stray-${process.pid}`;
    const code = `require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)', '${marker}'], { detached: true, stdio: 'ignore' }).unref();`;
    await runCheck(node(code), options());
    const left = execFileSync('ps', ['-eo', 'args']).toString();
    expect(left).not.toContain(marker);
  });

  it('mounts that cannot be set up stop the check before it starts, as an error', async () => {
    const marker = join(work, 'ran.txt');
    const code = `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`;
    const gone = join(root, 'tests dir', 'gone.py');
    const run = await runCheck(node(code), options({ mount: { kind: kind!, files: [gone] } }));
    expect([run.ok, run.exitCode, run.summary]).toEqual([
      false,
      125,
      expect.stringContaining('the read-only mounts of the locked files could not be set up'),
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it('a command that does not exist is reported as not found, as without the mounts', async () => {
    const run = await runCheck(check('testlock-no-such-tool', []), options());
    expect(run.notFound).toBe(true);
  });
});

describe.skipIf(kind === null)(
  'the folder of the run’s trees, read-only but for the check’s own tree',
  () => {
    it('keeps the sibling trees read-only and the own tree and its build folder writable', async () => {
      const trees = join(work, 'trees with space');
      const own = join(trees, 'testlock-locked-atHead');
      const build = join(trees, 'cargo-target-atHead');
      const sibling = join(trees, 'testlock-locked-beside');
      for (const folder of [own, build, sibling]) mkdirSync(folder, { recursive: true });
      writeFileSync(join(sibling, 'calc.py'), 'base\n');
      const code = `
const fs = require('node:fs');
const tries = {
  sibling: () => fs.writeFileSync(${JSON.stringify(join(sibling, 'calc.py'))}, 'forged'),
  newSibling: () => fs.mkdirSync(${JSON.stringify(join(trees, 'testlock-locked-atBase'))}),
  own: () => fs.writeFileSync(${JSON.stringify(join(own, 'out.txt'))}, 'ok'),
  build: () => fs.writeFileSync(${JSON.stringify(join(build, 'lib.rlib'))}, 'ok'),
};
console.log(Object.entries(tries).map(([name, t]) => { try { t(); return name + ':wrote'; } catch { return name + ':refused'; } }).join(','));
`;
      const run = await runCheck(
        node(code),
        options({
          mount: {
            kind: kind!,
            files: guarded,
            shelter: { folders: [trees], writable: [own, build] },
          },
        }),
      );
      expect(run.stdout.trim()).toBe('sibling:refused,newSibling:refused,own:wrote,build:wrote');
      expect(readFileSync(join(sibling, 'calc.py'), 'utf8')).toBe('base\n');
      expect(existsSync(join(own, 'out.txt'))).toBe(true);
    });
  },
);
