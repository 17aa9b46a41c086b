// The one place a git process is started. Every git call in testlock goes through execGit.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import type { Readable, Writable } from 'node:stream';

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

// A verify starts some thirty git processes; node's own spawn costs a fraction of execa's set-up
// for each (issue 14), and git needs none of execa's supervision: it is trusted and finite.
const MAX_OUTPUT = 1024 * 1024 * 1024;

/** Runs git and returns its output whatever the exit code. */
export function tryGit(args: readonly string[], options: GitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: options.cwd,
      env: { ...process.env, ...QUIET_ENV, ...options.env },
      stdio: 'pipe',
    });
    const out = collect(child.stdout, () => child.kill());
    const err = collect(child.stderr, () => child.kill());
    child.on('error', (error) => reject(new Error(`git could not be started: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (out.overflow || err.overflow) {
        reject(new Error(`git ${args[0] ?? ''} wrote more than ${MAX_OUTPUT} bytes`));
        return;
      }
      // A signal death has no code; report it the way a shell does, 128 + signal number.
      const exitCode = code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0);
      resolve({ stdout: out.text(), stderr: err.text(), exitCode });
    });
    // Git may exit before it has read all its input; that is its answer, not an error here.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
  });
}

interface Collected {
  overflow: boolean;
  text: () => string;
}

function collect(stream: Readable, stop: () => void): Collected {
  const chunks: Buffer[] = [];
  let size = 0;
  const collected: Collected = {
    overflow: false,
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
  stream.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_OUTPUT) {
      collected.overflow = true;
      stop();
      return;
    }
    chunks.push(chunk);
  });
  return collected;
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
  const child = spawn('git', args, {
    cwd: options.cwd,
    env: { ...process.env, ...QUIET_ENV },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  // Its end is seen on stdout; a failed start closes stdout too.
  child.on('error', () => undefined);
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
