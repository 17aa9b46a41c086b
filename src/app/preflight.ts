// What the App needs from the machine, checked before it listens and again by the readiness
// endpoint: folders it can write (the cache and the state folder) and a git it can start. Each
// problem is one line naming the setting to change.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tryGit } from '../adapters/exec-git.js';
import { type AppConfig, ConfigError } from './config.js';

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
}

/** Why the App cannot keep files in `dir` (named `setting`), or null when it can. */
export async function folderProblem(setting: string, dir: string): Promise<string | null> {
  const probe = join(dir, `.testlock-probe-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'probe\n', { flag: 'wx' });
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    return `${setting} '${dir}' cannot be written: ${codeOf(error)}`;
  }
}

/** Why git cannot run here, or null when it can. */
export async function gitProblem(): Promise<string | null> {
  try {
    const result = await tryGit(['--version'], { cwd: process.cwd() });
    return result.exitCode === 0 ? null : `git --version exited with ${result.exitCode}`;
  } catch (error) {
    return `git is not installed or cannot start (${codeOf(error)}); the App fetches commits with it`;
  }
}

/** Every problem of the machine for `config`, in the order an operator fixes them. */
export async function machineProblems(config: AppConfig): Promise<string[]> {
  const problems = await Promise.all([
    folderProblem('TESTLOCK_CACHE_DIR', config.cacheDir),
    folderProblem('STATE_DIR', config.stateDir),
    gitProblem(),
  ]);
  return problems.filter((problem): problem is string => problem !== null);
}

/** Throws the first problem as a ConfigError: the App does not start on a machine it cannot use. */
export async function assertMachine(config: AppConfig): Promise<void> {
  const [first] = await machineProblems(config);
  if (first !== undefined) throw new ConfigError(first);
}
