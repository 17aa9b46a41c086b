// Workflow commands on stdout (the runner's log protocol): escaped annotations for when no check
// run can be written, and stop-commands around anything untrusted that testlock echoes. Kept here,
// not @actions/core: core writes to process.stdout and has no unpredictable stop-commands token,
// while the action writes through the caller's `write` (in-process tests read it).
import { randomBytes } from 'node:crypto';
import type { Annotation, AnnotationLevel } from '../core/render/annotations.js';

export type Write = (text: string) => void;

/** Message data: the runner decodes %25, %0D and %0A back. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Property values also end at `,` and `:`, so those are encoded too. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function command(
  name: string,
  properties: Record<string, string | number | undefined>,
  message: string,
): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${name}${props === '' ? '' : ` ${props}`}::${escapeData(message)}\n`;
}

const COMMAND: Record<AnnotationLevel, 'error' | 'warning' | 'notice'> = {
  failure: 'error',
  warning: 'warning',
  notice: 'notice',
};

/** The runner shows at most 10 annotations of each level per step; more are dropped silently. */
export const LOG_ANNOTATIONS_PER_LEVEL = 10;

/**
 * Annotation commands within the runner's per-step limits. `reservedErrors` leaves room for the
 * step's own failure message, which the runner also counts as an error annotation.
 */
export function annotationCommands(
  annotations: readonly Annotation[],
  reservedErrors: number,
): { lines: string[]; omitted: number } {
  const room = { error: LOG_ANNOTATIONS_PER_LEVEL - reservedErrors, warning: 10, notice: 10 };
  const lines: string[] = [];
  for (const annotation of annotations) {
    const name = COMMAND[annotation.annotation_level];
    if (room[name] <= 0) continue;
    room[name] -= 1;
    const properties = {
      file: annotation.path,
      line: annotation.start_line,
      endLine: annotation.end_line,
      title: annotation.title,
    };
    lines.push(command(name, properties, annotation.message));
  }
  return { lines, omitted: annotations.length - lines.length };
}

/** A token nobody can predict, so untrusted text cannot resume command processing. */
export function newCommandToken(): string {
  return `testlock-${randomBytes(16).toString('hex')}`;
}

/** Runs `fn` with workflow commands disabled in the log, resuming them however `fn` ends. */
export async function withCommandsStopped<T>(
  write: Write,
  token: string,
  fn: () => Promise<T>,
): Promise<T> {
  write(`::stop-commands::${token}\n`);
  try {
    return await fn();
  } finally {
    write(`::${token}::\n`);
  }
}

/** Echoes untrusted text to the log with commands disabled around it. */
export function echoUntrusted(write: Write, token: string, text: string): void {
  const body = text.endsWith('\n') ? text : `${text}\n`;
  write(`::stop-commands::${token}\n${body}::${token}::\n`);
}
