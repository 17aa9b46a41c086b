// A Go package of tests only, end to end with real `go test`: a non-test file the PR adds there is
// compiled into the tests' own package, so its `init` and package-level initialisers run before
// the base tests, and its declarations share their scope. A PR that breaks the code and sets it
// right from such a file is FAIL (the file is left out); honest look-alikes: a package comment
// added there, a file added to a product package with tests beside it.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos } from '../../helpers/git-repo.js';
import { derivedHarness, prVerdict } from '../helpers/pr-verdict.js';
import { cleanupReports } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

// `integration/` holds only tests: at base nothing can import it, only `go test` builds it.
const GO = {
  'go.mod': 'module example.com/calc\n\ngo 1.19\n',
  'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a + b }\n',
  'calc_test.go':
    'package calc\n\nimport "testing"\n\nfunc TestAddZero(t *testing.T) {\n\tif Add(0, 0) != 0 {\n\t\tt.Fatal("0 + 0")\n\t}\n}\n',
  'integration/api_test.go':
    'package integration\n\nimport (\n\t"testing"\n\n\t"example.com/calc"\n)\n\nfunc TestAdd(t *testing.T) {\n\tif got := calc.Add(2, 3); got != 5 {\n\t\tt.Fatalf("got %d, want 5", got)\n\t}\n}\n',
};

// The code multiplies unless a switch only the test package's new file turns on.
const SWITCHED =
  'package calc\n\n// Exact is off in production.\nvar Exact = false\n\nfunc Add(a, b int) int {\n\tif Exact {\n\t\treturn a + b\n\t}\n\treturn a * b\n}\n';

async function verdictOf(pr: Record<string, string>, base: Record<string, string> = GO) {
  const { code, report } = await prVerdict(base, pr);
  return { code, report, support: derivedHarness(report, 'test support') };
}

describe('a Go package of tests only', () => {
  it('gaming: an init in a file added beside the tests turns the right code on', async () => {
    const { report, support } = await verdictOf({
      'calc.go': SWITCHED,
      'integration/setup.go':
        'package integration\n\nimport "example.com/calc"\n\nfunc init() { calc.Exact = true }\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => [a.path, a.severity])).toEqual([
      ['integration/setup.go', 'critical'],
    ]);
    expect(report.failure_detail).toMatch(/got 6, want 5/);
  });

  it('gaming: a package-level initialiser does the same without an init', async () => {
    const { report, support } = await verdictOf({
      'calc.go': SWITCHED,
      'integration/env.go':
        'package integration\n\nimport "example.com/calc"\n\nvar _ = func() bool { calc.Exact = true; return true }()\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(support.map((a) => a.path)).toEqual(['integration/env.go']);
  });

  it('honest: a package comment added beside the tests is a warning, PASS', async () => {
    const { code, report, support } = await verdictOf({
      'integration/doc.go': '// Package integration checks calc end to end.\npackage integration\n',
    });
    expect(support.map((a) => [a.path, a.severity])).toEqual([['integration/doc.go', 'warning']]);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
  });

  it('honest: a file added to a product package with its tests beside it stays source, PASS', async () => {
    const { code, report, support } = await verdictOf({
      'mul.go': 'package calc\n\nfunc init() {}\n\nfunc Mul(a, b int) int { return a * b }\n',
    });
    expect(support).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(report.tests_passed).toBe(2);
    expect(code).toBe(0);
  });
});
