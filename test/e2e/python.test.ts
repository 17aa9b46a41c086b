// End to end on a real Python project: pytest with pytest-cov, ruff, declared in CI; the
// config switches the type check off.
import { describe } from 'vitest';
import { PY_TEST, PY_TEST_TEXT, pythonStack } from './helpers/python-fixture.js';
import { lineOf } from './helpers/scenarios.js';
import { stackScenarios } from './helpers/stack-suite.js';
import { verifyInProcess } from './helpers/verify-run.js';

describe('verify: Python (pytest, pytest-cov, ruff)', () => {
  stackScenarios({
    spec: pythonStack,
    verify: (dir, branch) => verifyInProcess(dir, branch),
    checks: [
      ['test', 'pytest -q', null],
      ['typecheck', '', 'not-configured'],
      ['lint', 'ruff check .', null],
    ],
    // The source only (--cov=ratelimit, never the tests): 5 of 6 statements, 83.33, truncated;
    // the broken source is 3 of 4.
    honest: { qualifier: 'verified (83.3%)', coverage: 83.33, anomalies: [] },
    brokenCoverage: 75,
    failedQualifier: 'failed: tests/test_ratelimit.py::test_burst_at_boundary assert 150 <= 100',
    verbatim: [
      '>       assert admitted <= 100',
      'E       assert 150 <= 100',
      'tests/test_ratelimit.py:10: AssertionError',
    ],
    testPath: PY_TEST,
    edited: {
      line: lineOf(PY_TEST_TEXT({ bound: '150' }), 'assert admitted <= 150'),
      detail: 'assertion changed: assert admitted <= 100 -> assert admitted <= 150',
    },
    skipped: {
      line: lineOf(PY_TEST_TEXT({ skip: true }), '@pytest.mark.skip'),
      detail: '@pytest.mark.skip added',
    },
  });
});
