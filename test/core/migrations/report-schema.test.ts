// A report with the migration anomalies and the SQL row's checks is one testlock accepts back
// (uploads, merge parts): the kinds are in ANOMALY_KINDS, the checks have the report's shape.
import { describe, expect, it } from 'vitest';
import { parseReport } from '../../../src/core/report-schema.js';
import { aCheckResult, aReport } from '../../builders/report.js';

describe('the report schema', () => {
  it('accepts migration-modified, migration-out-of-order and the round-trip checks', () => {
    const report = aReport({
      verdict: 'FAIL',
      verified: false,
      test_gaming: true,
      confidence_qualifier: 'verified (80.0%)',
      anomalies: [
        {
          kind: 'migration-modified',
          severity: 'critical',
          path: 'db/1.up.sql',
          line: 2,
          detail: 'modified',
        },
        {
          kind: 'migration-out-of-order',
          severity: 'warning',
          path: 'db/3.up.sql',
          line: null,
          detail: 'sorts before 5',
        },
      ],
      checks: [
        aCheckResult(),
        aCheckResult({
          name: 'migrations round-trip',
          command: 'psql',
          args: [],
          script: 'up → down → up',
        }),
        aCheckResult({
          name: 'schema after round-trip',
          kind: 'typecheck',
          command: 'pg_dump',
          args: [],
        }),
        aCheckResult({ name: 'sqlfluff', kind: 'lint', skipped: 'not-configured', ok: false }),
      ],
    });
    const parsed = parseReport(JSON.stringify(report));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.report.anomalies.map((a) => a.kind)).toEqual([
      'migration-modified',
      'migration-out-of-order',
    ]);
  });
});
