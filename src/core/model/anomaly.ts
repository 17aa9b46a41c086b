// The anomalies a verification reports (docs/anomalies.md) and the policy for test changes that
// weighs them.

/** Every anomaly kind, in the order of docs/anomalies.md; also what report validation accepts. */
export const ANOMALY_KINDS = [
  'test-added',
  'test-modified',
  'test-deleted',
  'test-renamed',
  'harness-modified',
  'harness-added',
  'inline-test-modified',
  'skip-marker-added',
  'assertion-removed',
  'report-disagrees',
  'coverage-unmeasured',
  // Migration history (issue 47): testlock's own check wherever the base has migrations.
  'migration-modified',
  'migration-out-of-order',
  // The base test inventory: base tests that did not run or newly skip.
  'test-missing',
  'test-newly-skipped',
  // Integrity of the run and of the judge.
  'locked-file-changed',
  'stray-process',
  'unclassified-change',
  'judge-modified',
  // Source-side gaming heuristics (warning by default, configurable).
  'source-special-case',
  'source-always-equal',
  'source-early-exit',
  'source-monkeypatch',
  'source-swallowed-exception',
  'suppression-added',
  // A lint or type check run again without the suppressions the PR added (issue 42).
  'suppression-hides-errors',
  // The integrity witness inside the runner (issue 41.2): its result path altered by code under test.
  'runner-tampered',
  // Product code that newly reads whether it runs under a test runner (issue 42).
  'test-environment-read',
] as const;

export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export type Severity = 'critical' | 'warning' | 'info';

export interface Anomaly {
  kind: AnomalyKind;
  severity: Severity;
  path: string;
  /** Line in the head version where known (base line for deletions), else null. */
  line: number | null;
  detail: string;
}

export type TestChangePolicy = 'fail' | 'warn' | 'ignore';

/**
 * How a test the PR adds is weighed: `evidence` (info; it cannot reach the locked run, which
 * leaves it out), or `critical` (the strict rule, for pipelines whose PRs must not add their own
 * signal).
 */
export type AddedTestsPolicy = 'evidence' | 'critical';
