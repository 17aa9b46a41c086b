// The runner's file commands: step outputs (GITHUB_OUTPUT) and the job summary
// (GITHUB_STEP_SUMMARY), appended as the runner expects. Written here, not through @actions/core:
// core reads the file paths from process.env, and the action takes its environment from the
// caller (tests run it in-process with an env per test); the 1 MiB limit and one-line outputs too.
import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { escapeControlChars } from '../core/text/control-chars.js';
import { truncateWithNote } from '../core/text/truncate-utf8.js';
import type { Env } from './settings.js';

/**
 * Appends `name<<delimiter` blocks; values are made one line first (a PR's path or test name
 * in the qualifier must not bend another output). False when the runner gave no output file.
 */
export async function tryWriteOutputs(env: Env, outputs: Record<string, string>): Promise<boolean> {
  const file = env.GITHUB_OUTPUT;
  if (!file) return false;
  const blocks = Object.entries(outputs).map(([name, value]) => {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    return `${name}<<${delimiter}\n${escapeControlChars(value)}\n${delimiter}\n`;
  });
  await appendFile(file, blocks.join(''), 'utf8');
  return true;
}

/** The runner refuses a step summary over 1 MiB, so the text is kept within it. */
export const STEP_SUMMARY_LIMIT = 1024 * 1024;

export async function tryAppendJobSummary(env: Env, markdown: string): Promise<boolean> {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) return false;
  const note = '\n\n_… job summary truncated to 1 MiB._\n';
  await appendFile(file, truncateWithNote(markdown, STEP_SUMMARY_LIMIT - 1024, note), 'utf8');
  return true;
}
