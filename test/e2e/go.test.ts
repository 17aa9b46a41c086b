// End to end on a real Go module (go 1.19): go test ./... with -json and -coverprofile added by
// testlock, go vet ./... as the type check, both declared in CI.
import { describe } from 'vitest';
import { GO_TEST, GO_TEST_TEXT, goStack } from './helpers/go-fixture.js';
import { lineOf } from './helpers/scenarios.js';
import { stackScenarios } from './helpers/stack-suite.js';
import { verifyInProcess } from './helpers/verify-run.js';

describe('verify: Go (go test, go vet)', () => {
  stackScenarios({
    spec: goStack,
    verify: (dir, branch) => verifyInProcess(dir, branch),
    checks: [
      ['test', 'go test ./...', null],
      ['typecheck', 'go vet ./...', null],
      ['lint', '', 'not-configured'],
    ],
    // 4 of 5 statements: exactly the 80% boundary.
    honest: { qualifier: 'verified (80.0%)', coverage: 80, anomalies: [] },
    brokenCoverage: 50,
    failedQualifier: 'failed: TestBurstAtBoundary Burst(150, 100) = 150, want 100',
    verbatim: [
      '    ratelimit_test.go:13: Burst(150, 100) = 150, want 100',
      '--- FAIL: TestBurstAtBoundary',
    ],
    testPath: GO_TEST,
    edited: {
      line: lineOf(GO_TEST_TEXT({ want: '150' }), 'got != 150'),
      detail:
        'assertion changed: if got := Burst(150, 100); got != 100 { -> if got := Burst(150, 100); got != 150 {',
    },
    skipped: { line: lineOf(GO_TEST_TEXT({ skip: true }), 't.Skip('), detail: 't.Skip() added' },
  });
});
