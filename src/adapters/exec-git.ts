// The one place a git process is started. Every git call in testlock goes through execGit.
import type { Readable, Writable } from 'node:stream';
import { execa } from 'execa';

export interface GitResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export interface GitOptions {
  /** Repository (or worktree) to run in. */
  cwd: string;
  /** Written to git's standard input. */
  input?: string | Buffer;
  /** Extra environment; the parent's is inherited. */
  env?: Record<string, string>;
}

/** A git command that exited non-zero where success was required. */
export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly result: GitResult,
  ) {
    // Progress lines come first (`Preparing worktree …`); the reason is git's fatal/error line.
    const lines = result.stderr.trim().split('\n');
    const why = lines.find((line) => /^(fatal|error):/.test(line)) ?? lines[0] ?? '';
    const verb = args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '-c') ?? '';
    super(`git ${verb} failed (exit ${result.exitCode})${why ? `: ${why}` : ''}`);
    this.name = 'GitError';
  }
}

// Git must never stop to ask for credentials or open an editor: testlock runs unattended.
const QUIET_ENV: Record<string, string> = {
  GIT_TERMINAL_PROMPT: '0',
  GIT_EDITOR: 'true',
  GIT_PAGER: 'cat',
  LC_ALL: 'C',
};

/** Runs git and returns its output whatever the exit code. */
export async function tryGit(args: readonly string[], options: GitOptions): Promise<GitResult> {
  const result = await execa('git', args, {
    cwd: options.cwd,
    input: options.input,
    env: { ...QUIET_ENV, ...options.env },
    reject: false,
    stripFinalNewline: false,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.exitCode === undefined) {
    throw new Error(`git could not be started: ${result.shortMessage ?? result.message}`);
  }
  return { stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode };
}

/** Runs git and throws GitError unless it exits 0. */
export async function execGit(args: readonly string[], options: GitOptions): Promise<string> {
  const result = await tryGit(args, options);
  if (result.exitCode !== 0) throw new GitError(args, result);
  return result.stdout;
}

/** A git process that stays open for requests on its stdin (`cat-file --batch`). */
export interface OpenGit {
  stdin: Writable;
  stdout: Readable & { ref?: () => void; unref?: () => void };
  kill: () => void;
}

/**
 * Starts git with pipes in and out and stderr ignored. Neither the process nor its stdin keeps
 * testlock running; the caller refs stdout while it waits for an answer.
 */
export function startGit(args: readonly string[], options: { cwd: string }): OpenGit {
  const child = execa('git', args, {
    cwd: options.cwd,
    env: QUIET_ENV,
    buffer: false,
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'ignore',
    reject: false,
  });
  // Its end is seen on stdout; the result promise itself is of no use here.
  child.catch(() => undefined);
  child.unref();
  const stdin = child.stdin as Writable & { unref?: () => void };
  stdin.unref?.();
  return {
    stdin,
    stdout: child.stdout as OpenGit['stdout'],
    kill: () => {
      child.kill();
    },
  };
}
