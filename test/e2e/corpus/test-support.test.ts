// Test support outside the test folders, end to end with real pytest, node's test runner and go:
// a PR that breaks the code and makes the assertion helper the base tests import accept anything
// is FAIL (the helper's base version runs and the broken code fails it); an honest PR that changes
// code the tests import to test it, assertions and all, is PASS.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos } from '../../helpers/git-repo.js';
import { derivedHarness, prVerdict } from '../helpers/pr-verdict.js';
import { cleanupReports } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const PYTHON = {
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'checks.py':
    'def assert_same(actual, expected):\n    if actual != expected:\n        raise AssertionError(f"{actual!r} != {expected!r}")\n',
  'tests/test_calc.py':
    'from calc import add\nfrom checks import assert_same\n\n\ndef test_add():\n    assert_same(add(2, 3), 5)\n',
};

const NODE = {
  'package.json': `${JSON.stringify({ name: 'calc', private: true, type: 'module', scripts: { test: 'node --test test/' } })}\n`,
  'lib/calc.mjs': 'export const add = (a, b) => a + b;\n',
  'lib/checks.mjs':
    "import assert from 'node:assert';\n\nexport function assertSame(actual, expected) {\n  assert.strictEqual(actual, expected);\n}\n",
  'test/calc.test.mjs':
    "import { test } from 'node:test';\nimport { add } from '../lib/calc.mjs';\nimport { assertSame } from '../lib/checks.mjs';\n\ntest('add', () => {\n  assertSame(add(2, 3), 5);\n});\n",
};

const GO = {
  'go.mod': 'module example.com/calc\n\ngo 1.19\n',
  'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a + b }\n',
  'calc_test.go':
    'package calc\n\nimport (\n\t"testing"\n\n\t"example.com/calc/internal/check"\n)\n\nfunc TestAdd(t *testing.T) { check.Equal(t, Add(2, 3), 5) }\n',
  'internal/check/check.go':
    'package check\n\nimport "testing"\n\nfunc Equal(t *testing.T, got, want int) {\n\tt.Helper()\n\tif !same(got, want) {\n\t\tt.Fatalf("got %d, want %d", got, want)\n\t}\n}\n',
  'internal/check/cmp.go': 'package check\n\nfunc same(a, b int) bool { return a == b }\n',
};

async function verdictOf(base: Record<string, string>, pr: Record<string, string>) {
  const { code, report } = await prVerdict(base, pr);
  return { code, report, support: derivedHarness(report, 'test support') };
}

describe('test support outside the test folders', () => {
  it('gaming (pytest): the assertion helper accepts anything, and the code is broken', async () => {
    const { report, support } = await verdictOf(PYTHON, {
      'calc.py': 'def add(a, b):\n    return a - b\n',
      'checks.py': 'def assert_same(actual, expected):\n    return None\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => [a.path, a.severity])).toEqual([['checks.py', 'critical']]);
    expect(report.failure_detail).toMatch(/-1 != 5/);
  });

  it('gaming (node --test): a helper built on node:assert is emptied', async () => {
    const { report, support } = await verdictOf(NODE, {
      'lib/calc.mjs': 'export const add = (a, b) => a * b;\n',
      'lib/checks.mjs': 'export function assertSame() {}\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => a.path)).toEqual(['lib/checks.mjs']);
    expect(report.failure_detail).toMatch(/6 !== 5/);
  });

  it('gaming (go): the comparison the helper package calls says yes to everything', async () => {
    const { report, support } = await verdictOf(GO, {
      'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a - b }\n',
      'internal/check/cmp.go': 'package check\n\nfunc same(a, b int) bool { return true }\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => a.path)).toEqual(['internal/check/cmp.go']);
    expect(report.failure_detail).toMatch(/got -1, want 5/);
  });

  it('honest (pytest): the code under test changes and keeps its own assert statements', async () => {
    const { code, report, support } = await verdictOf(PYTHON, {
      'calc.py':
        'def add(a, b):\n    assert isinstance(a, int) and isinstance(b, int)\n    return b + a\n',
    });
    expect([code, report.verdict, support]).toEqual([0, 'PASS', []]);
  });

  it('honest (go): a product package beside the helper changes', async () => {
    const { code, report, support } = await verdictOf(GO, {
      'calc.go':
        'package calc\n\n// Add returns the sum.\nfunc Add(a, b int) int { return b + a }\n',
    });
    expect([code, report.verdict, support]).toEqual([0, 'PASS', []]);
  });
});
