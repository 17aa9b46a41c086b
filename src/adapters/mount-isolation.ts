// Whether this machine can run a check with the locked files mounted read-only (root, or `sudo`
// without a password as on GitHub-hosted runners), and the launch of one check that way: a
// fresh mount table per check, itself among the files it mounts read-only.
import { mkdir, mkdtemp, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { execa } from 'execa';
import {
  type MountLauncher,
  mountedLaunch,
  mountTable,
  type ShelterPaths,
  shelterTable,
} from '../core/locked/mount-launch.js';
import { isExecutable } from './which.js';

/** Set to `watch` by the job to keep the checks out of namespaces (the files are then watched). */
export const ISOLATION_VARIABLE = 'TESTLOCK_ISOLATION';

type Env = Readonly<Record<string, string | undefined>>;

const PROBE_TIMEOUT_MS = 10_000;
let probed: Promise<MountLauncher['kind'] | null> | undefined;

/**
 * Who can set the mounts up here, asked once per process: a namespace with an empty table is
 * started and must exit 0. Null: no one (the checks run watched only).
 */
export async function mountLauncherKind(env: Env): Promise<MountLauncher['kind'] | null> {
  if (env[ISOLATION_VARIABLE] === 'watch') return null;
  probed ??= probe(env);
  return probed;
}

async function probe(env: Env): Promise<MountLauncher['kind'] | null> {
  const kind: MountLauncher['kind'] = process.getuid?.() === 0 ? 'root' : 'sudo';
  const works = await startsWith(kind, env, async (dir) => {
    const table = join(dir, 'fstab');
    return { table, text: mountTable([table]) };
  });
  return works ? kind : null;
}

/**
 * Whether a namespace whose table `fill` writes (in a private folder) starts and exits 0. The
 * folder goes after; an overlay's inner work folder, the mounter's with mode 000, by rmdir.
 */
async function startsWith(
  kind: MountLauncher['kind'],
  env: Env,
  fill: (dir: string) => Promise<{ table: string; text: string }>,
): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'testlock-mount-'));
  try {
    const { table, text } = await fill(dir);
    await writeFile(table, text, { mode: 0o600 });
    const launcher = launcherOf(kind, { PATH: env.PATH ?? '/usr/bin:/bin' });
    const { command, args } = mountedLaunch(launcher, table, 'true', []);
    const run = await execa(command, args, {
      reject: false,
      timeout: PROBE_TIMEOUT_MS,
      stdin: 'ignore',
      env: { PATH: env.PATH ?? '/usr/bin:/bin' },
      extendEnv: false,
    });
    return run.exitCode === 0;
  } catch {
    return false;
  } finally {
    await rmdir(join(dir, 'work', 'work')).catch(() => undefined);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

let overlaysProbed: Promise<boolean> | undefined;

/**
 * Whether an overlay can be mounted here (the kernel has overlayfs, the temporary folder can
 * hold its upper layer): asked once per process with a folder of its own. Without it the
 * dependency folders stay as they are (their in-place edits are then not kept from the others).
 */
function overlaysWork(kind: MountLauncher['kind'], env: Env): Promise<boolean> {
  overlaysProbed ??= probeOverlay(kind, env);
  return overlaysProbed;
}

function probeOverlay(kind: MountLauncher['kind'], env: Env): Promise<boolean> {
  return startsWith(kind, env, async (dir) => {
    const layer = (name: string): string => join(dir, name);
    for (const name of ['lower', 'upper', 'work']) await mkdir(layer(name));
    const overlays = [{ path: layer('lower'), upper: layer('upper'), work: layer('work') }];
    return {
      table: join(dir, 'fstab'),
      text: shelterTable({ folders: [], writable: [], overlays }),
    };
  });
}

function launcherOf(kind: MountLauncher['kind'], env: Record<string, string>): MountLauncher {
  if (kind === 'root') return { kind };
  return { kind, uid: process.getuid?.() ?? -1, gid: process.getgid?.() ?? -1, env };
}

export interface MountedCommand {
  command: string;
  args: string[];
  /** Removes the check's mount table (after the check). */
  dispose(): Promise<void>;
}

/**
 * The check's command line inside the namespaces, its table holding `files` (absolute paths);
 * null when the command cannot be found from `cwd` and `env` (it then starts as it is, and its
 * absence is reported as for any check).
 */
export async function mountedCommand(
  kind: MountLauncher['kind'],
  files: readonly string[],
  launch: { command: string; args: readonly string[]; cwd: string; env: Record<string, string> },
  shelter?: ShelterPaths,
): Promise<MountedCommand | null> {
  if (!findable(launch.command, launch.cwd, launch.env.PATH ?? '')) return null;
  const dir = await mkdtemp(join(tmpdir(), 'testlock-mount-'));
  const table = join(dir, 'fstab');
  const holes = (shelter?.writable ?? []).map((path, index) => ({
    path,
    via: join(dir, `w${index}`),
  }));
  for (const { via } of holes) await mkdir(via);
  const wanted = shelter?.overlays ?? [];
  const usable = wanted.length > 0 && (await overlaysWork(kind, launch.env));
  const overlays = (usable ? wanted : []).map((path, index) => ({
    path,
    upper: join(dir, `o${index}`, 'upper'),
    work: join(dir, `o${index}`, 'work'),
  }));
  for (const { upper, work } of overlays) {
    await mkdir(upper, { recursive: true });
    await mkdir(work);
  }
  const sheltered = shelter
    ? shelterTable({ folders: shelter.folders, writable: holes, overlays })
    : '';
  await writeFile(table, sheltered + mountTable([...files, table]), { mode: 0o600, flag: 'wx' });
  const wrapped = mountedLaunch(launcherOf(kind, launch.env), table, launch.command, launch.args);
  // An overlay leaves its work folder's inner folder to the mounter (root, mode 000): empty, it
  // goes with a plain rmdir. Whatever cannot go stays; it never fails the check.
  const dispose = async (): Promise<void> => {
    for (const { work } of overlays) await rmdir(join(work, 'work')).catch(() => undefined);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  };
  return { ...wrapped, dispose };
}

function findable(command: string, cwd: string, path: string): boolean {
  if (command.includes('/'))
    return isExecutable(isAbsolute(command) ? command : resolve(cwd, command));
  return path
    .split(delimiter)
    .filter((dir) => dir !== '')
    .some((dir) => isExecutable(join(resolve(cwd, dir), command)));
}
