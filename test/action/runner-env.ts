// The Action's code run in-process as on a runner: for the duration of one case process.env is
// the runner's and process.stdout is captured, so the real @actions/core (src/action/runner-io.ts)
// reads the case's inputs, appends to its output and summary files and writes the log bytes the
// runner would read. Why swap the process's own, not inject: core reads process.env and writes
// process.stdout at each call, and a fake of it would test the fake. Vitest runs each file in its
// own worker and a file's cases one after another, so one case at a time holds the swap; the
// environment, stdout and exit code are put back however the case ends.
import { type RunnerIO, runnerIO } from '../../src/action/runner-io.js';

export interface InRunner<T> {
  value: T;
  stdout: string;
}

/**
 * `env` is process.env for `fn`, as it is (the same object): nothing of the host's reaches the
 * case (its own GITHUB_OUTPUT or INPUT_* when the suite itself runs on Actions), not even PATH
 * unless the case gives it.
 */
export async function inRunner<T>(
  env: Record<string, string>,
  fn: (io: RunnerIO) => Promise<T> | T,
): Promise<InRunner<T>> {
  const saved = { env: process.env, write: process.stdout.write, exitCode: process.exitCode };
  const chunks: string[] = [];
  process.env = env;
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  try {
    const value = await fn(runnerIO());
    return { value, stdout: chunks.join('') };
  } finally {
    process.stdout.write = saved.write;
    process.env = saved.env;
    process.exitCode = saved.exitCode;
  }
}
