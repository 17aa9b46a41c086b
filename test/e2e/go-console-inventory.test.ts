// Go's base inventory compared where the test check is not one `go test -json`: CI runs two
// `go test` steps (as cespare/xxhash does, with and without a build tag), so testlock runs them as
// one script and names the tests from the verbose console. A nested go.mod that drops a package
// out of `./...` is then test-missing; an honest PR keeps every base test.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const SUM = (body: string): string =>
  `package sum\n\n// Of adds.\nfunc Of(a, b int) int {\n\t${body}\n}\n`;
const SUM_TEST =
  'package sum\n\nimport "testing"\n\nfunc TestOf(t *testing.T) {\n\tif Of(2, 2) != 4 {\n\t\tt.Fatal("2+2")\n\t}\n}\n';

function repo(): TempRepo {
  const r = createRepo({
    'go.mod': 'module example.com/m\n\ngo 1.19\n',
    'm.go': 'package m\n\n// Two is two.\nfunc Two() int { return 2 }\n',
    'm_test.go':
      'package m\n\nimport "testing"\n\nfunc TestTwo(t *testing.T) {\n\tif Two() != 2 {\n\t\tt.Fatal("two")\n\t}\n}\n',
    'sum/sum.go': SUM('return a + b'),
    'sum/sum_test.go': SUM_TEST,
    '.github/workflows/ci.yml': workflow(
      ['uses: actions/setup-go@v5'],
      ['go test -count 1 ./...', 'go test -count 1 -tags purego ./...'],
    ),
    '.github/testlock.yml': 'checks:\n  typecheck: false\n  lint: false\n',
  });
  r.commit('base');
  r.git('checkout', '-q', '-b', 'gaming');
  // sum is broken, and its own go.mod takes it out of the root module's ./...
  r.write({
    'sum/sum.go': SUM('return a * b + 1'),
    'sum/go.mod': 'module example.com/sum\n\ngo 1.19\n',
  });
  r.commit('gaming');
  r.git('checkout', '-q', '-b', 'honest', 'main');
  r.write({ 'sum/sum.go': SUM('s := a\n\ts += b\n\treturn s') });
  r.commit('honest');
  r.git('checkout', '-q', 'main');
  return r;
}

describe('Go: two go test steps, tests named from the console', { timeout: 120_000 }, () => {
  const r = repo();

  it('gaming: a nested go.mod drops a broken package out of ./...: test-missing, FAIL', async () => {
    const { report } = await verifyInProcess(r.dir, 'gaming');
    expect(report.verdict).toBe('FAIL');
    const missing = report.anomalies.filter((a) => a.kind === 'test-missing').map((a) => a.detail);
    expect(missing.some((d) => d.includes('example.com/m/sum.TestOf'))).toBe(true);
  });

  it('honest: every base test ran, compared by name: PASS', async () => {
    const { code, report } = await verifyInProcess(r.dir, 'honest');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(report.inventory).toMatchObject({ compared: true, missing: 0 });
  });
});
