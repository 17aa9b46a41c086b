// Workflow commands testlock keeps its own code for, beside @actions/core (runner-io.ts):
// stop-commands around anything untrusted that testlock echoes, with a token nobody can predict
// (core has no public stop-commands call, and a fixed token could be resumed by a PR's output),
// and the runner's per-step annotation limits (core writes every annotation it is given). A
// plain log line (`io.info`) is never given PR text: the runner reads the legacy `##[name]` form
// anywhere in a line, so such a line goes through `echoUntrusted`.
import { randomBytes } from 'node:crypto';
import type { Annotation, AnnotationLevel } from '../core/render/annotations.js';
import type { LogLevel, RunnerIO } from './runner-io.js';

export type Write = (text: string) => void;

const LEVEL: Record<AnnotationLevel, LogLevel> = {
  failure: 'error',
  warning: 'warning',
  notice: 'notice',
};

/** The runner shows at most 10 annotations of each level per step; more are dropped silently. */
export const LOG_ANNOTATIONS_PER_LEVEL = 10;

/**
 * Writes the annotations within the runner's per-step limits; returns how many were left out.
 * `reservedErrors` leaves room for the step's own failure message, which the runner also counts
 * as an error annotation.
 */
export function logAnnotations(
  io: RunnerIO,
  annotations: readonly Annotation[],
  reservedErrors: number,
): number {
  const room = {
    error: LOG_ANNOTATIONS_PER_LEVEL - reservedErrors,
    warning: LOG_ANNOTATIONS_PER_LEVEL,
    notice: LOG_ANNOTATIONS_PER_LEVEL,
  };
  let written = 0;
  for (const annotation of annotations) {
    const level = LEVEL[annotation.annotation_level];
    if (room[level] <= 0) continue;
    room[level] -= 1;
    written += 1;
    io.annotate(level, annotation.message, {
      file: annotation.path,
      startLine: annotation.start_line,
      endLine: annotation.end_line,
      ...(annotation.title === undefined ? {} : { title: annotation.title }),
    });
  }
  return annotations.length - written;
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
