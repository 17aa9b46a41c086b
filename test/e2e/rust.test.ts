// End to end on a real Rust crate: cargo test (console parsed, coverage not configured), cargo clippy with
// -D warnings; CI builds nothing apart, so the convention's cargo build is not-in-ci (SPEC rule
// 5: the base CI defines the kinds). The checkout's target/ is reused.
import { describe } from 'vitest';
import { RS_TEST, RS_TEST_TEXT, rustStack } from './helpers/rust-fixture.js';
import { lineOf } from './helpers/scenarios.js';
import { stackScenarios } from './helpers/stack-suite.js';
import { verifyInProcess } from './helpers/verify-run.js';

describe('verify: Rust (cargo test, cargo clippy)', () => {
  stackScenarios({
    spec: rustStack,
    verify: (dir, branch) => verifyInProcess(dir, branch),
    checks: [
      ['test', 'cargo test', null],
      ['typecheck', 'cargo build', 'not-in-ci'],
      ['lint', 'cargo clippy -- -D warnings', null],
    ],
    honest: {
      qualifier: 'verified (coverage unmeasured)',
      coverage: null,
      anomalies: [
        {
          kind: 'coverage-unmeasured',
          severity: 'info',
          path: '',
          line: null,
          detail:
            'the project configures no coverage: configure cargo llvm-cov (or cargo tarpaulin) in CI, or set coverage: on in testlock.yml',
        },
      ],
    },
    brokenCoverage: null,
    failedQualifier:
      'failed: burst_at_boundary assertion `left == right` failed (left: 150, right: 100)',
    verbatim: [
      'panicked at tests/burst.rs:10:5:\nassertion `left == right` failed\n  left: 150\n right: 100',
    ],
    testPath: RS_TEST,
    edited: {
      line: lineOf(RS_TEST_TEXT({ expected: '150' }), 'burst(150, 100), 150'),
      detail:
        'assertion changed: assert_eq!(burst(150, 100), 100); -> assert_eq!(burst(150, 100), 150);',
    },
    skipped: { line: lineOf(RS_TEST_TEXT({ skip: true }), '#[ignore]'), detail: '#[ignore] added' },
  });
});
