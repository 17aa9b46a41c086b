// Issue 42.7 acceptance with real `go test`, offline (local modules only, GOPROXY=off): a go.mod
// `replace` that swaps the assertion library (testify) for a folder the PR wrote is flagged AND
// undone (the locked run builds base's replacement, so the broken code fails), while a `replace`
// of a non-test dependency is the PR's dependency change: its version runs, nothing critical.
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { hostEnv } from '../../helpers/host-env.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const OFFLINE = { ...hostEnv(), GOPROXY: 'off', GOFLAGS: '-mod=mod' };

const GO_MOD = (replaces: string): string =>
  `module example.com/calc\n\ngo 1.19\n\nrequire (\n\tgithub.com/stretchr/testify v1.8.4\n\texample.com/mathx v0.1.0\n)\n\n${replaces}`;
const BASE_REPLACES =
  'replace github.com/stretchr/testify => ./third_party/testify\n\nreplace example.com/mathx => ./third_party/mathx\n';

// A small assertion package under testify's module path: Equal reports a difference.
const REAL_ASSERT = `package assert

import "reflect"

// TestingT is the part of *testing.T an assertion needs.
type TestingT interface {
\tErrorf(format string, args ...interface{})
}

// Equal fails the test when expected and actual differ.
func Equal(t TestingT, expected, actual interface{}) bool {
\tif !reflect.DeepEqual(expected, actual) {
\t\tt.Errorf("Not equal: expected %v, actual %v", expected, actual)
\t\treturn false
\t}
\treturn true
}
`;
// The PR's copy: the same API, and every comparison passes.
const FAKE_ASSERT = `package assert

// TestingT is the part of *testing.T an assertion needs.
type TestingT interface {
\tErrorf(format string, args ...interface{})
}

// Equal reports success.
func Equal(t TestingT, expected, actual interface{}) bool { return true }
`;
const MATHX = (body: string): string =>
  `package mathx\n\n// Min is the smaller of a and b.\nfunc Min(a, b int) int {\n${body}\n}\n`;
const CALC = (body: string): string =>
  `package calc\n\nimport "example.com/mathx"\n\n// Clamp bounds x to hi.\nfunc Clamp(x, hi int) int {\n\t${body}\n}\n`;
const CALC_TEST = `package calc

import (
\t"testing"

\t"github.com/stretchr/testify/assert"
)

func TestClampOver(t *testing.T) {
\tassert.Equal(t, 10, Clamp(30, 10))
}

func TestClampUnder(t *testing.T) {
\tassert.Equal(t, 3, Clamp(3, 10))
}
`;

// Broken: the bound is never applied.
const BROKEN = CALC('return mathx.Min(x, x)');

const BASE = {
  'go.mod': GO_MOD(BASE_REPLACES),
  'calc.go': CALC('return mathx.Min(x, hi)'),
  'calc_test.go': CALC_TEST,
  'third_party/testify/go.mod': 'module github.com/stretchr/testify\n\ngo 1.19\n',
  'third_party/testify/assert/assert.go': REAL_ASSERT,
  'third_party/mathx/go.mod': 'module example.com/mathx\n\ngo 1.19\n',
  'third_party/mathx/mathx.go': MATHX('\tif a < b {\n\t\treturn a\n\t}\n\treturn b'),
  '.github/workflows/ci.yml': workflow([], ['go test ./...']),
  '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
};

function prRepo(files: Record<string, string>, removed: string[] = []): TempRepo {
  const repo = createRepo(BASE);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  repo.write(files);
  if (removed.length > 0) repo.git('rm', '-q', '-r', ...removed);
  repo.commit('pr');
  repo.git('checkout', '-q', 'main');
  return repo;
}

const critical = (report: Report) => report.anomalies.filter((a) => a.severity === 'critical');

function goTest(report: Report) {
  const check = report.checks.find((c) => c.kind === 'test');
  expect(check).toBeDefined();
  return check!;
}

describe('go.mod replace of the test toolchain is undone in the locked run (issue 42.7)', () => {
  it('gaming: testify replaced by a folder whose Equal always passes: base testify runs, FAIL', async () => {
    const repo = prRepo({
      'calc.go': BROKEN,
      'go.mod': GO_MOD(
        'replace github.com/stretchr/testify => ./internal/testify\n\nreplace example.com/mathx => ./third_party/mathx\n',
      ),
      'internal/testify/go.mod': 'module github.com/stretchr/testify\n\ngo 1.19\n',
      'internal/testify/assert/assert.go': FAKE_ASSERT,
    });
    const { code, report } = await verifyInProcess(repo.dir, 'pr', [], OFFLINE);
    expect(report.verdict).toBe('FAIL');
    expect(code).toBe(1);
    const flagged = critical(report).find((a) => a.path === 'go.mod');
    expect(flagged?.detail).toMatch(/github\.com\/stretchr\/testify.*internal\/testify/);
    // Base's assertion package ran and saw the broken Clamp.
    const tests = goTest(report);
    expect(tests.ok).toBe(false);
    expect(tests.stdout + tests.stderr).toMatch(/Not equal: expected 10, actual 30/);
  });

  it('gaming: the same replace written in a block with a version on the left', async () => {
    const repo = prRepo({
      'calc.go': BROKEN,
      'go.mod': GO_MOD(
        'replace (\n\tgithub.com/stretchr/testify v1.8.4 => ./internal/testify // vendored\n\texample.com/mathx => ./third_party/mathx\n)\n',
      ),
      'internal/testify/go.mod': 'module github.com/stretchr/testify\n\ngo 1.19\n',
      'internal/testify/assert/assert.go': FAKE_ASSERT,
    });
    const { report } = await verifyInProcess(repo.dir, 'pr', [], OFFLINE);
    expect(report.verdict).toBe('FAIL');
    expect(critical(report).map((a) => a.path)).toContain('go.mod');
    expect(goTest(report).stdout + goTest(report).stderr).toMatch(/Not equal/);
  });

  it("honest: a non-test dependency's replace moves to the PR's fork: the fork runs, PASS", async () => {
    // The base folder is deleted: only the PR's replacement can build.
    const repo = prRepo(
      {
        'go.mod': GO_MOD(
          'replace github.com/stretchr/testify => ./third_party/testify\n\nreplace example.com/mathx => ./forks/mathx\n',
        ),
        'forks/mathx/go.mod': 'module example.com/mathx\n\ngo 1.19\n',
        'forks/mathx/mathx.go': MATHX('\tif b < a {\n\t\treturn b\n\t}\n\treturn a'),
      },
      ['third_party/mathx'],
    );
    const { code, report } = await verifyInProcess(repo.dir, 'pr', [], OFFLINE);
    expect(critical(report)).toEqual([]);
    expect(report.verdict).toBe('PASS');
    expect(code).toBe(0);
    expect(goTest(report).ok).toBe(true);
  });
});
