// The reason a PR test that failed at head gives the qualifier: its name and the message's core.
import type { PrTestFailure, PrTestsResult } from '../model/pr-tests.js';

export function prTestReason(failure: PrTestFailure): string {
  return failure.message === '' ? failure.name : `${failure.name}: ${failure.message}`;
}

/** The summary, with the PR's own failing tests named after the locked set's part. */
export function withPrTests(summary: string, result: PrTestsResult | null | undefined): string {
  const failed = result?.report.tests_failed ?? 0;
  if (failed === 0) return summary;
  const part = `${failed} of the PR's own ${failed === 1 ? 'test fails' : 'tests fail'} on its code`;
  return summary === '' ? part : `${summary}; ${part}`;
}
