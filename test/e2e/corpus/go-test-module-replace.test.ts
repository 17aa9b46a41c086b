// Issue 42.7, written after the rule that locked only the named test toolchain (testify, gomega):
// a project's own assertion module, which only the base tests import, swapped by a go.mod
// `replace` for a folder the PR wrote. It was not flagged and the locked run used the PR's copy
// (PASS on broken code when the copy avoids importing "testing"). Now base alone decides which
// modules are the tests' (base tests import it, no base product file does): their directives stay
// base's in the locked go.mod, and the change is critical. Honest look-alikes: a `replace` of a
// module the product imports (a fork of a dependency), and a new module the PR adds with its own
// `replace`; both keep the PR's directive and pass. Real `go test`, offline.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createPrRepo } from '../../helpers/git-repo.js';
import { hostEnv } from '../../helpers/host-env.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const OFFLINE = { ...hostEnv(), GOPROXY: 'off', GOFLAGS: '-mod=mod' };
const TIMEOUT = 180_000;

const goMod = (requires: string, replaces: string): string =>
  `module example.com/calc\n\ngo 1.19\n\nrequire (\n${requires})\n\n${replaces}`;
const REQUIRES = '\texample.com/check v0.0.0\n\texample.com/mathx v0.0.0\n';
const REPLACES = 'replace example.com/check => ./check\n\nreplace example.com/mathx => ./mathx\n';
const sub = (name: string): string => `module example.com/${name}\n\ngo 1.19\n`;

// The project's own assertion module: an interface, not "testing", so nothing names a runner.
const CHECK = `package check

type T interface{ Fatalf(format string, args ...interface{}) }

func Equal(t T, got, want int) {
\tif got != want {
\t\tt.Fatalf("got %d want %d", got, want)
\t}
}
`;
const NO_CHECK = `package check

type T interface{ Fatalf(format string, args ...interface{}) }

func Equal(t T, got, want int) {}
`;
const MATHX = (op: string): string =>
  `package mathx\n\nfunc Add(a, b int) int {\n\treturn a ${op} b\n}\n`;
const CALC = `package calc

import "example.com/mathx"

func Sum(a, b int) int {
\treturn mathx.Add(a, b)
}
`;
const CALC_TEST = `package calc

import (
\t"testing"

\t"example.com/check"
)

func TestSum(t *testing.T) {
\tcheck.Equal(t, Sum(1, 2), 3)
}
`;
const BASE = {
  'go.mod': goMod(REQUIRES, REPLACES),
  'check/go.mod': sub('check'),
  'check/check.go': CHECK,
  'mathx/go.mod': sub('mathx'),
  'mathx/mathx.go': MATHX('+'),
  'calc/calc.go': CALC,
  'calc/calc_test.go': CALC_TEST,
};

describe("a replace of the project's own assertion module", () => {
  it(
    'gaming: swapped for a copy that asserts nothing, beside broken code: undone and critical',
    async () => {
      const repo = createPrRepo(BASE, {
        'go.mod': goMod(REQUIRES, REPLACES.replace('=> ./check', '=> ./check2')),
        'check2/go.mod': sub('check'),
        'check2/check.go': NO_CHECK,
        'mathx/mathx.go': MATHX('-'),
      });
      const { report, code } = await verifyInProcess(repo.dir, 'pr', [], OFFLINE);
      expect(report.tests_failed, report.failure_detail ?? '').toBe(1);
      expect(report.verified).toBe(false);
      const found = report.anomalies.find((a) => a.path === 'go.mod');
      expect(found?.severity).toBe('critical');
      expect(found?.detail).toContain('example.com/check');
      expect([report.verdict, code]).toEqual(['FAIL', 1]);
    },
    TIMEOUT,
  );

  it(
    'honest: a replace of a module the product imports (a fork) is the PR’s dependency change',
    async () => {
      const repo = createPrRepo(BASE, {
        'go.mod': goMod(REQUIRES, REPLACES.replace('=> ./mathx', '=> ./mathx2')),
        'mathx2/go.mod': sub('mathx'),
        'mathx2/mathx.go': MATHX('+'),
      });
      const { report, code } = await verifyInProcess(repo.dir, 'pr', [], OFFLINE);
      expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
      expect([report.verdict, report.tests_passed, code]).toEqual(['PASS', 1, 0]);
    },
    TIMEOUT,
  );

  it(
    'honest: a new module the PR adds with its own replace, which its product code imports',
    async () => {
      const repo = createPrRepo(BASE, {
        'go.mod': goMod(
          `${REQUIRES}\texample.com/fmtx v0.0.0\n`,
          `${REPLACES}\nreplace example.com/fmtx => ./fmtx\n`,
        ),
        'fmtx/go.mod': sub('fmtx'),
        'fmtx/fmtx.go': 'package fmtx\n\nfunc Twice(x int) int {\n\treturn 2 * x\n}\n',
        'calc/calc.go': CALC.replace(
          'import "example.com/mathx"',
          'import (\n\t"example.com/fmtx"\n\t"example.com/mathx"\n)',
        ).replace('return mathx.Add(a, b)', 'return mathx.Add(a, b) + fmtx.Twice(0)'),
      });
      const { report, code } = await verifyInProcess(repo.dir, 'pr', [], OFFLINE);
      expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
      expect([report.verdict, report.tests_passed, code]).toEqual(['PASS', 1, 0]);
    },
    TIMEOUT,
  );
});
