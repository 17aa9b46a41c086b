// The annotations of a verdict: the first failing test, the anomalies, the other failures and the
// type/lint errors, each at a repository-relative file and line, within GitHub's field limits.
import type { Anomaly, Severity } from '../model/anomaly.js';
import type { Diagnostic, TestFailure } from '../model/results.js';
import { clipChars } from '../text/clip.js';
import { scrubPaths } from '../text/scrub-paths.js';
import { truncateUtf8 } from '../text/truncate-utf8.js';
import { assertionCore } from '../verdict/assertion-core.js';
import { trimRuntimeFrames } from '../verdict/runtime-frames.js';

export type AnnotationLevel = 'notice' | 'warning' | 'failure';

/** The shape GitHub's check-run API takes (all required fields, optional title/raw_details). */
export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: AnnotationLevel;
  message: string;
  title?: string;
  raw_details?: string;
}

export interface AnnotationSource {
  failures: readonly TestFailure[];
  diagnostics: readonly Diagnostic[];
  anomalies: readonly Anomaly[];
  /** The allow label is on the PR: critical anomalies are reported but do not fail the gate. */
  allowed?: boolean;
}

export interface AnnotationPlan {
  annotations: Annotation[];
  /** Located annotations left out by the cap. */
  omitted: number;
}

// GitHub rejects a message or raw_details over 64 KB and a title over 255 characters.
const MESSAGE_BYTES = 60_000;
const TITLE_CHARS = 255;

const LEVEL: Record<Severity, AnnotationLevel> = {
  critical: 'failure',
  warning: 'warning',
  info: 'notice',
};

/**
 * A path GitHub can place: relative to the repository, `/` separated. Absolute paths under one of
 * `roots` are made relative; other absolute paths (a runtime's files) cannot be placed: null.
 */
export function repositoryPath(file: string, roots: readonly string[]): string | null {
  let path = file.replace(/\\/g, '/');
  for (const root of roots) {
    const prefix = `${root.replace(/\\/g, '/').replace(/\/+$/, '')}/`;
    if (path.startsWith(prefix)) path = path.slice(prefix.length);
  }
  path = path.replace(/^(\.\/)+/, '');
  if (path === '' || path.startsWith('/') || /^[A-Za-z]:\//.test(path)) return null;
  if (path.split('/').includes('..')) return null;
  return path;
}

function make(
  path: string,
  line: number | null,
  level: AnnotationLevel,
  title: string,
  message: string,
  details: string,
): Annotation {
  const at = line !== null && Number.isInteger(line) && line > 0 ? line : 1;
  const annotation: Annotation = {
    path,
    start_line: at,
    end_line: at,
    annotation_level: level,
    message: truncateUtf8(message === '' ? title : message, MESSAGE_BYTES),
    title: clipChars(title, TITLE_CHARS),
  };
  if (details !== '' && details !== message) {
    annotation.raw_details = truncateUtf8(details, MESSAGE_BYTES);
  }
  return annotation;
}

function fromFailure(failure: TestFailure, roots: readonly string[]): Annotation | null {
  const path = failure.file === null ? null : repositoryPath(failure.file, roots);
  if (path === null) return null;
  const title = `test failed: ${failure.name}`;
  // The message is the comparison (`5 !== 4`); the verbatim block, minus temporary folders, is
  // the raw details a reviewer expands.
  const message = scrubPaths(assertionCore(failure.message, failure.detail), roots);
  const details = trimRuntimeFrames(scrubPaths(failure.detail, roots));
  return make(path, failure.line, 'failure', title, message, details);
}

function fromDiagnostic(diagnostic: Diagnostic, roots: readonly string[]): Annotation | null {
  const path = diagnostic.file === null ? null : repositoryPath(diagnostic.file, roots);
  if (path === null) return null;
  return make(
    path,
    diagnostic.line,
    'failure',
    diagnostic.tool,
    scrubPaths(diagnostic.message, roots),
    scrubPaths(diagnostic.text, roots),
  );
}

function fromAnomaly(anomaly: Anomaly, allowed: boolean): Annotation | null {
  // Anomaly paths come from the diff: already repository-relative. Some anomalies have none.
  const path = repositoryPath(anomaly.path, []);
  if (path === null) return null;
  const title = `testlock: ${anomaly.kind}`;
  // A red mark on a change the maintainers allowed would read as a failure of the gate.
  const level = allowed && anomaly.severity === 'critical' ? 'warning' : LEVEL[anomaly.severity];
  return make(path, anomaly.line, level, title, anomaly.detail, '');
}

/**
 * The first failure leads (it is what the qualifier names), then every anomaly (the signal a
 * reviewer must not miss), then the remaining failures and diagnostics, capped at `limit`.
 */
export function buildAnnotations(
  source: AnnotationSource,
  roots: readonly string[],
  limit: number,
): AnnotationPlan {
  const failures = source.failures.map((failure) => fromFailure(failure, roots));
  const ordered = [
    ...failures.slice(0, 1),
    ...source.anomalies.map((anomaly) => fromAnomaly(anomaly, source.allowed === true)),
    ...failures.slice(1),
    ...source.diagnostics.map((diagnostic) => fromDiagnostic(diagnostic, roots)),
  ].filter((annotation): annotation is Annotation => annotation !== null);
  const unique = mergeSameSpot(ordered);
  const kept = unique.slice(0, Math.max(0, limit));
  return { annotations: kept, omitted: unique.length - kept.length };
}

// `test-modified` names its most telling change, which is often also an `assertion-removed` on
// the same line with the same text: one annotation with both titles reads better than two.
function mergeSameSpot(annotations: readonly Annotation[]): Annotation[] {
  const byKey = new Map<string, Annotation>();
  for (const annotation of annotations) {
    const key = JSON.stringify([
      annotation.path,
      annotation.start_line,
      annotation.annotation_level,
      annotation.message,
    ]);
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, { ...annotation });
    else if (seen.title !== undefined && annotation.title !== undefined) {
      seen.title = `${seen.title}, ${annotation.title.replace(/^testlock: /, '')}`;
    }
  }
  return [...byKey.values()];
}
