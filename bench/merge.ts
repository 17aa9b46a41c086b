// Benchmark of `testlock merge` on a 64-shard matrix: 64 generated report files (checks with full
// output tails, anomalies, line totals) validated as untrusted text and merged into one verdict.

import { parsePart } from '../src/core/merge/merge-part.js';
import { mergeReports } from '../src/core/merge/merge-reports.js';
import type { CheckResult } from '../src/core/model/check.js';
import type { Report } from '../src/core/model/report.js';
import { coveragePercent } from '../src/core/verdict/qualifier.js';
import { ms, type Row, timeMedian } from './measure.js';

const SHARDS = 64;
const TAIL = 'x'.repeat(19_999);

function check(kind: CheckResult['kind'], shard: number): CheckResult {
  return {
    name: kind === 'test' ? 'tests' : kind,
    kind,
    command: 'npm',
    args: ['run', kind, '--', `--shard=${shard}/${SHARDS}`],
    script: `npm run ${kind}`,
    cwd: '',
    env: {},
    source: `package.json scripts.${kind}`,
    origin: 'manifest',
    skipped: null,
    ok: true,
    exitCode: 0,
    signal: null,
    durationMs: 60_000 + shard,
    timedOut: false,
    // The largest tails testlock writes, so validation and copying cost what they would.
    stdout: TAIL,
    stderr: TAIL,
    summary: `passed: npm run ${kind}`,
  };
}

/** One shard's report text, with its line totals, as `verify --shard i/64 --json` writes it. */
function shardReport(shard: number): string {
  const covered = 800 + shard;
  const report: Report & { shard: string; coverage_lines: { covered: number; total: number } } = {
    schema_version: 1,
    branch_id: 'feature/bench',
    base_sha: 'a'.repeat(40),
    head_sha: 'b'.repeat(40),
    verdict: 'PASS',
    unverified_reason: null,
    verified: true,
    has_tests: true,
    coverage: coveragePercent({ linesCovered: covered, linesTotal: 1000 }),
    tests_run: 500,
    tests_passed: 498,
    tests_failed: 0,
    tests_skipped: 2,
    type_check_clean: true,
    lint_clean: true,
    confidence_qualifier: 'verified',
    failure_detail: null,
    test_gaming: false,
    anomalies: Array.from({ length: 5 }, (_, i) => ({
      kind: 'coverage-unmeasured' as const,
      severity: 'info' as const,
      path: `src/module${i}.ts`,
      line: i + 1,
      detail: 'shared detail, deduplicated across the shards',
    })),
    checks: [check('test', shard), check('typecheck', shard), check('lint', shard)],
    summary: '3 checks passed',
    shard: `${shard}/${SHARDS}`,
    coverage_lines: { covered, total: 1000 },
  };
  return JSON.stringify(report, null, 2);
}

export async function benchMerge(): Promise<Row[]> {
  const texts = Array.from({ length: SHARDS }, (_, i) => shardReport(i + 1));
  const names = texts.map((_, i) => `shard-${i + 1}`);
  let merged: Report | null = null;
  const median = await timeMedian(9, () => {
    merged = mergeReports(
      texts.map((text, i) => parsePart(names[i]!, text)),
      names,
    );
  });
  const mb = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) / 1e6;
  const result = merged as Report | null;
  // A part rejected by validation would make the merge cheaper and FAIL: measure a real PASS.
  if (result?.verdict !== 'PASS') throw new Error(`bench merge: ${result?.summary}`);
  return [
    {
      name: `merge ${SHARDS} shard reports (validate + merge)`,
      median: ms(median),
      target: '< 500 ms',
      note: `${mb.toFixed(1)} MB of reports; ${result?.tests_run} tests, ${result?.verdict}`,
    },
  ];
}
