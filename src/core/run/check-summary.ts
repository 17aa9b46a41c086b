// The one-line `summary` of a check in the report, e.g. `failed (exit 1): pytest -q`.
import type { Check, SkipReason } from '../model/check.js';
import { clipChars } from '../text/clip.js';

/** How a check ended, as far as the summary line needs to know. */
export type CheckEnding =
  | { kind: 'passed' }
  | { kind: 'failed'; exitCode: number }
  | { kind: 'signaled'; signal: string }
  | { kind: 'timed-out'; timeoutMs: number }
  | { kind: 'interrupted' }
  | { kind: 'not-found'; command: string }
  | { kind: 'error'; message: string }
  | { kind: 'skipped'; reason: SkipReason };

// Long enough to recognise the command, short enough for a table cell.
const MAX_COMMAND_CHARS = 100;

/** The summary line for an outcome. */
export function checkSummary(
  outcome: CheckEnding,
  check: Pick<Check, 'command' | 'args' | 'script'>,
): string {
  const shown = displayCommand(check);
  switch (outcome.kind) {
    case 'passed':
      return `passed: ${shown}`;
    case 'failed':
      return `failed (exit ${outcome.exitCode}): ${shown}`;
    case 'signaled':
      return `failed (killed by ${outcome.signal}): ${shown}`;
    case 'timed-out':
      return `timed out after ${formatDuration(outcome.timeoutMs)}: ${shown}`;
    case 'interrupted':
      return `interrupted: ${shown}`;
    case 'not-found':
      return `command not found: ${outcome.command}`;
    case 'error':
      return `failed to start (${outcome.message}): ${shown}`;
    case 'skipped':
      return `skipped (${outcome.reason}): ${shown}`;
  }
}

/** What the project wrote (first line of the script), else the command line; shortened. */
export function displayCommand(check: Pick<Check, 'command' | 'args' | 'script'>): string {
  const lines = check.script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const text =
    lines.length === 0
      ? [check.command, ...check.args].join(' ')
      : lines.length === 1
        ? lines[0]!
        : `${lines[0]!} …`;
  return clipChars(text, MAX_COMMAND_CHARS);
}

/** A duration as people write it: `15m`, `1m30s`, `1.5s`, `250ms`, `2h`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${trimZeros((ms / 1000).toFixed(1))}s`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`];
  return parts.filter((part) => part !== 0).join('');
}

function trimZeros(fixed: string): string {
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}
