// `isolation: mount` as GitHub-hosted runners give it: testlock runs as an unprivileged user
// with passwordless sudo, sets the mounts up through sudo and drops the check back to that user,
// who can then neither write the guarded file, nor undo its mount through sudo, nor reach it
// through another process's /proc view; a check stopped at its limit still gets testlock's
// termination, though the processes that set the namespace up are root's. Needs root to start the run as the CI's user
// `testlock-sudo` (.ci/run creates it); skipped elsewhere.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const USER = 'testlock-sudo';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HARNESS = fileURLToPath(new URL('../fixtures/mount/as-job-user.ts', import.meta.url));
const PATH = '/usr/local/bin:/usr/bin:/bin';

function asUser(args: string[]): string {
  return execFileSync(
    'setpriv',
    [
      '--reuid',
      USER,
      '--regid',
      USER,
      '--init-groups',
      '--',
      'env',
      '-i',
      `PATH=${PATH}`,
      `HOME=/tmp`,
      ...args,
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

function ready(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    asUser(['sh', '-c', `test -r "$0" && sudo -n true`, HARNESS]);
    return true;
  } catch {
    return false;
  }
}

it.skipIf(!ready())(
  'the job user with sudo: mounted through sudo, the check back as that user',
  () => {
    const out = asUser([process.execPath, `${ROOT}node_modules/.bin/tsx`, HARNESS]);
    const seen = JSON.parse(out.trim().split('\n').pop() ?? '{}');
    const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' }).trim());
    expect(seen).toMatchObject({ kind: 'sudo', uid, ok: true, guarded: 'base\n', out: 'ok' });
    expect(seen.stopped).toEqual([true, 'terminated']);
    expect(JSON.parse(seen.check)).toEqual({ uid, failed: ['write', 'sudo', 'proc'] });
    // The other trees read-only, its own writable, its writes over a dependency folder its own.
    expect(seen.sheltered).toBe('sibling:refused,own:wrote,deps:wrote');
    expect(seen.depsAfter).toBe(false);
    expect(seen.leftovers).toEqual([]);
  },
  60_000,
);
