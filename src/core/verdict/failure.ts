// The first failure of a run, twice: a short reason for the qualifier and the verbatim block for
// `failure_detail` (docs/verdict.md). Tests come first, then type check, then lint. The locked
// worktree's paths read as the repository's and runtime frames are folded: the block is what the
// tool printed, as a reader after the run can follow it.

import type { CheckKind, CheckResult } from '../model/check.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { Diagnostic } from '../model/results.js';
import { formatDuration } from '../run/check-summary.js';
import { clipHead, clipTail } from '../text/clip.js';
import { scrubPaths } from '../text/scrub-paths.js';
import { assertionCore } from './assertion-core.js';
import { checkFailed } from './outcomes.js';
import { failedQualifier } from './qualifier.js';
import { trimRuntimeFrames } from './runtime-frames.js';

export interface FirstFailure {
  /** Short reason, without the `failed: ` prefix and not yet truncated. */
  reason: string;
  /** Verbatim text, ANSI stripped, within 40 lines / 4 KiB; empty when the check printed nothing. */
  detail: string;
}

const KIND_ORDER: readonly CheckKind[] = ['test', 'typecheck', 'lint'];

function diagnosticReason(diagnostic: Diagnostic): string {
  if (diagnostic.file === null) return diagnostic.message;
  const where =
    diagnostic.line === null ? diagnostic.file : `${diagnostic.file}:${diagnostic.line}`;
  return `${where} ${diagnostic.message}`;
}

function exitReason(result: CheckResult): string {
  if (result.signal !== null) return `${result.name} killed by ${result.signal}`;
  if (result.exitCode !== null && result.exitCode !== 0) {
    return `${result.name} exited with code ${result.exitCode}`;
  }
  // Nothing exited: the runner's summary says why (e.g. `command not found: ruff`).
  return result.summary !== '' ? `${result.name}: ${result.summary}` : `${result.name} failed`;
}

/** The process's last words when no parser understood them: stdout, then stderr, as a tail. */
function outputTail(result: CheckResult): string {
  const both = [result.stdout, result.stderr].filter((text) => text.trim() !== '').join('\n');
  return clipTail(trimRuntimeFrames(scrubPaths(both)));
}

/** What the parsers found, in the order a reader wants it: failing test, then first error. */
function parsedFailure(outcome: CheckOutcome): FirstFailure | null {
  const test = outcome.tests?.failures[0];
  if (test) {
    const reason = `${test.name} ${assertionCore(test.message, test.detail)}`;
    return { reason, detail: clipHead(trimRuntimeFrames(scrubPaths(test.detail))) };
  }
  const diagnostic = outcome.diagnostics?.[0];
  if (diagnostic)
    return { reason: diagnosticReason(diagnostic), detail: clipHead(scrubPaths(diagnostic.text)) };
  return null;
}

function describe(outcome: CheckOutcome): FirstFailure {
  const { result } = outcome;
  const parsed = parsedFailure(outcome);
  const detail = parsed?.detail || outputTail(result);
  if (result.timedOut) {
    return {
      reason: `${result.name} timed out after ${formatDuration(result.durationMs)}`,
      detail,
    };
  }
  // The run's own evidence that its results do not count comes before anything they show.
  if (outcome.invalidated) return { reason: outcome.invalidated, detail };
  if (outcome.reportDisagrees) {
    return { reason: `report-disagrees: ${result.name}: ${outcome.reportDisagrees}`, detail };
  }
  if (outcome.exitExplained) return { reason: `${result.name}: ${outcome.exitExplained}`, detail };
  return { reason: parsed?.reason ?? exitReason(result), detail };
}

/** The first failing check's failure, or null when every check that ran passed. */
export function firstFailure(outcomes: readonly CheckOutcome[]): FirstFailure | null {
  for (const kind of KIND_ORDER) {
    const failing = outcomes.find(
      (outcome) => outcome.result.kind === kind && checkFailed(outcome),
    );
    if (failing) return describe(failing);
  }
  return null;
}

/** What the report shows of the first failure: `failed: …` and `failure_detail` (null if silent). */
export interface ReportedFailure {
  qualifier: string;
  detail: string | null;
}

export function failureOf(outcomes: readonly CheckOutcome[]): ReportedFailure | null {
  const failure = firstFailure(outcomes);
  if (failure === null) return null;
  // The locked worktree is gone when anyone reads this: its paths read as the repository's.
  const reason = scrubPaths(failure.reason);
  return { qualifier: failedQualifier(reason), detail: failure.detail || null };
}
