// How a check starts when the locked files are out of its write reach (SPEC 6, `isolation:
// mount`): in a mount namespace where each guarded file is a read-only bind mount of itself, and
// a PID namespace, so no process outside (testlock, the job's shell) lends its view of the files
// through `/proc/<pid>/root`. The check then runs without the capabilities that undo a mount.

/** Who sets the mounts up: testlock itself as root, or root through `sudo` for the job's user. */
export type MountLauncher =
  | { kind: 'root' }
  | { kind: 'sudo'; uid: number; gid: number; env: Readonly<Record<string, string>> };

/** The exit status of the namespace's first process when the mount table cannot be mounted. */
export const MOUNT_FAILED_EXIT = 125;
export const MOUNT_FAILED_MESSAGE = 'testlock: could not set up the read-only mounts';

/**
 * The namespace's first process: mounts the table, starts the check with fewer privileges, and
 * stays its parent. A PID namespace's first process ignores signals it has no handler for, so it
 * forwards the terminations testlock sends (the check also gets them as one of the group).
 * Every value arrives as an argument, never inside this text.
 */
export const NAMESPACE_INIT = [
  `mount -a -T "$0" || { echo "${MOUNT_FAILED_MESSAGE}" >&2; exit ${MOUNT_FAILED_EXIT}; }`,
  '"$@" &',
  'child=$!',
  'trap \'kill -TERM "$child" 2>/dev/null\' TERM INT HUP',
  'while :; do wait "$child"; status=$?; kill -0 "$child" 2>/dev/null || exit "$status"; done',
].join('\n');

// Without these a process running as root could undo or go around the read-only mounts: mount
// and namespaces (sys_admin), raw devices and kernel modules, file handles that skip the path
// (dac_read_search, as in open_by_handle_at), device nodes, tracing other processes.
const DROPPED = [
  'sys_admin',
  'sys_module',
  'sys_rawio',
  'sys_ptrace',
  'dac_read_search',
  'mknod',
  'bpf',
  'perfmon',
];

const UNSHARE = ['--mount', '--pid', '--fork', '--kill-child', '--mount-proc'];

/** The fstab(5) text that bind-mounts each absolute path read-only onto itself. */
export function mountTable(paths: readonly string[]): string {
  return paths.map((path) => `${fstabField(path)} ${fstabField(path)} none bind,ro 0 0\n`).join('');
}

/**
 * The folders of the run's trees read-only, with the check's own tree (and its build folders)
 * writable inside it, so the PR's code cannot write the other trees (the copy the lint and type
 * checks read, the base inventory's). A bind made from inside a read-only mount is read-only
 * too: each writable folder is first bound at its `via` place outside, then bound back from there.
 */
/**
 * The run's tree folders as a check is given them: `folders` read-only but for `writable` (its own
 * tree and build folders), and `overlays` written privately (the checkout's dependency folders).
 */
export interface ShelterPaths {
  folders: readonly string[];
  writable: readonly string[];
  overlays?: readonly string[];
}

export interface Shelter {
  folders: readonly string[];
  writable: readonly { path: string; via: string }[];
  /**
   * Folders the check reads and may write, but whose writes must reach no one else (the
   * checkout's dependency folders, which the other trees link): an overlay over each, its upper
   * layer private to the check and gone with it.
   */
  overlays?: readonly { path: string; upper: string; work: string }[];
}

export function shelterTable(shelter: Shelter): string {
  const line = (from: string, to: string, options: string) =>
    `${fstabField(from)} ${fstabField(to)} none ${options} 0 0\n`;
  const overlay = ({ path, upper, work }: { path: string; upper: string; work: string }) =>
    `overlay ${fstabField(path)} overlay ${fstabField(`lowerdir=${path},upperdir=${upper},workdir=${work}`)} 0 0\n`;
  return [
    ...shelter.writable.map(({ path, via }) => line(path, via, 'bind')),
    ...shelter.folders.map((folder) => line(folder, folder, 'bind,ro')),
    ...shelter.writable.map(({ path, via }) => line(via, path, 'bind')),
    ...(shelter.overlays ?? [])
      .filter((one) => [one.path, one.upper, one.work].every(overlayable))
      .map(overlay),
  ].join('');
}

/** Whether a folder can be named in an overlay's options (commas and colons separate them). */
export function overlayable(path: string): boolean {
  return !/[,:\\\s]/.test(path);
}

// fstab fields are split at white space; libmount reads octal escapes back.
function fstabField(path: string): string {
  return path.replace(/[\\\s]/g, (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`);
}

/** The command line that runs `command args` inside the namespaces with `table` mounted. */
export function mountedLaunch(
  launcher: MountLauncher,
  table: string,
  command: string,
  args: readonly string[],
): { command: string; args: string[] } {
  const dropped =
    launcher.kind === 'root'
      ? [`--bounding-set=${DROPPED.map((cap) => `-${cap}`).join(',')}`]
      : [
          `--reuid=${launcher.uid}`,
          `--regid=${launcher.gid}`,
          '--init-groups',
          '--inh-caps=-all',
          '--bounding-set=-all',
        ];
  const inner = [
    'unshare',
    ...UNSHARE,
    '--propagation',
    'private',
    '--',
    'sh',
    '-c',
    NAMESPACE_INIT,
    table,
    'setpriv',
    '--no-new-privs',
    ...dropped,
    '--',
    command,
    ...args,
  ];
  if (launcher.kind === 'root') return { command: inner[0] as string, args: inner.slice(1) };
  // sudo resets the environment and PATH: the check's own is given back explicitly.
  const env = Object.entries(launcher.env).map(([name, value]) => `${name}=${value}`);
  return { command: 'sudo', args: ['-n', '--', 'env', '-i', ...env, ...inner] };
}
