// The step outputs and the job summary, within what testlock promises beyond @actions/core: core
// writes an output as given (newlines too, in its `name<<delimiter` block) and a summary of any
// size, so values are made one line here first and the summary is kept within the runner's 1 MiB.
import { escapeControlChars } from '../core/text/control-chars.js';
import { truncateWithNote } from '../core/text/truncate-utf8.js';
import type { RunnerIO } from './runner-io.js';

/**
 * Appends the outputs, each made one line first (a PR's path or test name in the qualifier must
 * not bend what a later step reads). False when the runner gave no output file.
 */
export function tryWriteOutputs(io: RunnerIO, outputs: Record<string, string>): boolean {
  let written = true;
  for (const [name, value] of Object.entries(outputs)) {
    written = io.setOutput(name, escapeControlChars(value)) && written;
  }
  return written;
}

/** The runner refuses a step summary over 1 MiB, so the text is kept within it. */
export const STEP_SUMMARY_LIMIT = 1024 * 1024;

export async function tryAppendJobSummary(io: RunnerIO, markdown: string): Promise<boolean> {
  const note = '\n\n_… job summary truncated to 1 MiB._\n';
  return io.appendSummary(truncateWithNote(markdown, STEP_SUMMARY_LIMIT - 1024, note));
}
