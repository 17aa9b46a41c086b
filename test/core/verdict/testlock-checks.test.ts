// testlock's own check of kind test (the migration round trip) passes or fails like a test check,
// but it is no suite: no counts, no coverage, no "results unreadable", no "ran no tests".
import { describe, expect, it } from 'vitest';
import type { CheckOutcome } from '../../../src/core/model/outcome.js';
import { buildReport } from '../../../src/core/verdict/build-report.js';
import {
  anOutcome,
  failedResult,
  input,
  passingOutcomes,
  result,
  run,
} from '../../builders/verdict-input.js';

const roundTrip = (fields: Partial<CheckOutcome> = {}): CheckOutcome => ({
  result: result('test', {
    name: 'migrations round-trip',
    command: 'psql',
    args: [],
    script: 'up → down → up',
    origin: 'testlock',
  }),
  ...fields,
});

describe('the migration round trip in the verdict', () => {
  it('honest: a passing round trip beside the suite keeps its counts and coverage', () => {
    const { report } = buildReport(input({ outcomes: [...passingOutcomes(), roundTrip()] }));
    expect(report).toMatchObject({
      verdict: 'PASS',
      tests_run: 42,
      coverage: 83.41,
      confidence_qualifier: 'verified (83.4%)',
    });
  });

  it('a failing round trip fails the gate with its error, after a failing test', () => {
    const failing = roundTrip({
      result: failedResult('test', { name: 'migrations round-trip', exitCode: 3 }),
      diagnostics: [
        {
          tool: 'migrations',
          file: 'db/2.up.sql',
          line: 1,
          column: null,
          message: 'second up: ERROR: x',
          text: 'psql:db/2.up.sql:1: ERROR:  x',
        },
      ],
    });
    const { report } = buildReport(input({ outcomes: [...passingOutcomes(), failing] }));
    expect(report).toMatchObject({
      verdict: 'FAIL',
      tests_run: 42,
      failure_detail: 'psql:db/2.up.sql:1: ERROR:  x',
    });
    expect(report.confidence_qualifier).toBe('failed: db/2.up.sql:1 second up: ERROR: x');
  });

  it('a missing server is a named PARTIAL (tool-not-installed), never a pass', () => {
    const missing = roundTrip({
      result: result('test', {
        name: 'migrations round-trip',
        skipped: 'tool-not-installed',
        ok: false,
        reason: 'no PostgreSQL server on this machine',
        origin: 'testlock',
      }),
    });
    const { report } = buildReport(input({ outcomes: [...passingOutcomes(), missing] }));
    expect(report).toMatchObject({ verdict: 'PARTIAL', unverified_reason: 'tool-not-installed' });
    expect(report.summary).toMatch(
      /^migrations round-trip not run: no PostgreSQL server on this machine; /,
    );
  });

  it('a round trip with no suite beside it: the locked set has no tests, nothing is verified', () => {
    const { report } = buildReport(input({ outcomes: [roundTrip()], lockedHasTests: false }));
    expect(report).toMatchObject({
      verdict: 'PARTIAL',
      unverified_reason: 'no-tests',
      tests_run: 0,
    });
  });

  it('a suite that ran no test is still caught beside a passing round trip', () => {
    const empty = anOutcome('test', { tests: run(0) });
    const { report } = buildReport(input({ outcomes: [empty, roundTrip()], lockedHasTests: true }));
    expect(report.verdict).toBe('FAIL');
    expect(report.checks.find((c) => c.name === 'migrations round-trip')?.ok).toBe(true);
  });
});
