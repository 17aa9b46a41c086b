// In a GitHub Actions step (GITHUB_ACTIONS=true) the runner reads workflow commands from what the
// CLI prints, and the CLI prints the pull request's paths, test names and messages: a `##[…]`
// anywhere in one of those lines, or a `::…::` at its start, would be a command. The CLI's output
// there goes out with commands stopped, under a token nobody can predict, and resumed at the end.
import { randomBytes } from 'node:crypto';

export interface Stream {
  write(text: string): unknown;
}

/** Stops workflow commands when running on a runner; returns what resumes them (a no-op off it). */
export function stopWorkflowCommands(
  env: Readonly<Record<string, string | undefined>>,
  stderr: Stream,
): () => void {
  if (env.GITHUB_ACTIONS !== 'true') return () => undefined;
  const token = `testlock-${randomBytes(16).toString('hex')}`;
  stderr.write(`::stop-commands::${token}\n`);
  let resumed = false;
  const resume = (): void => {
    if (resumed) return;
    resumed = true;
    process.off('exit', resume);
    stderr.write(`::${token}::\n`);
  };
  // An interrupted run ends in process.exit: the rest of the step gets its commands back anyway.
  process.once('exit', resume);
  return resume;
}
