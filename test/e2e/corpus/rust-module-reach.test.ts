// Issue 42, Rust: a PR's source change that stops a base test module from being compiled. The
// splice restores `#[cfg(test)] mod tests;` in the declaring file, never the product declarations
// above it: a `#[path]` twin of the declaring module (with tests of the base names, so no test is
// missing), a `cfg` that holds in no test run beside a twin, or a feature no base command enables
// leave `src/calc/tests.rs` out of the build (test-deleted). A deleted or renamed test module
// file is restored, so the base tests run. Each next to an honest change that looks like it.
// Real crate, real cargo test (the other forms are rows of rust-lost-tests.test.ts).
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const TIMEOUT = 240_000;

const CALC = (body: string, tail = ''): string =>
  `pub fn add(a: i64, b: i64) -> i64 {\n    ${body}\n}\n\n#[cfg(test)]\nmod tests;\n${tail}`;
const TESTS =
  'use super::*;\n\n#[test]\nfn adds() {\n    assert_eq!(add(2, 3), 5);\n}\n\n#[test]\nfn adds_negative() {\n    assert_eq!(add(-2, -3), -5);\n}\n';
// Broken code with tests of the base names that pass on anything, declared so the splice (which
// takes only `#[test]` and `#[cfg(test)]` items) keeps them.
const TWIN =
  'pub fn add(a: i64, b: i64) -> i64 {\n    a + b + 1\n}\n\nmod tests {\n    #[cfg_attr(all(), test)]\n    fn adds() {}\n\n    #[cfg_attr(all(), test)]\n    fn adds_negative() {}\n}\n';
const LIB = (calc: string): string => `${calc}pub mod imp;\n`;

let repo: TempRepo;

beforeAll(() => {
  repo = createRepo({
    '.gitignore': 'target/\nCargo.lock\n',
    'Cargo.toml':
      '[package]\nname = "calc"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\nslow = []\n',
    'src/lib.rs': LIB('pub mod calc;\n'),
    'src/calc.rs': CALC('a + b'),
    'src/calc/tests.rs': TESTS,
    'src/imp.rs': 'pub fn double(x: i64) -> i64 {\n    x * 2\n}\n',
    '.github/workflows/ci.yml': workflow(['uses: dtolnay/rust-toolchain@stable'], ['cargo test']),
  });
  repo.commit('base');
  const branch = (name: string, change: () => void): void => {
    repo.git('checkout', '-q', '-b', name, 'main');
    change();
    repo.commit(name);
  };
  branch('gaming-path-twin', () =>
    repo.write({
      'src/lib.rs': LIB('#[path = "calc_v2.rs"]\npub mod calc;\n'),
      'src/calc_v2.rs': TWIN,
    }),
  );
  branch('gaming-cfg-twin', () =>
    repo.write({
      'src/lib.rs': LIB(
        '#[cfg(any())]\npub mod calc;\n#[cfg(not(any()))]\n#[path = "calc_v2.rs"]\npub mod calc;\n',
      ),
      'src/calc_v2.rs': TWIN,
    }),
  );
  // `slow` is declared (at base) and no base command enables it.
  branch('gaming-feature', () =>
    repo.write({
      'src/lib.rs': LIB(
        '#[cfg(feature = "slow")]\npub mod calc;\n#[cfg(not(feature = "slow"))]\n#[path = "calc_v2.rs"]\npub mod calc;\n',
      ),
      'src/calc_v2.rs': TWIN,
    }),
  );
  branch('gaming-deleted-module-file', () => {
    repo.write({ 'src/calc.rs': 'pub fn add(a: i64, b: i64) -> i64 {\n    a + b + 1\n}\n' });
    repo.remove('src/calc/tests.rs');
  });
  branch('honest-mod-rs', () => {
    repo.git('mv', 'src/calc.rs', 'src/calc/mod.rs');
    repo.write({ 'src/calc/mod.rs': CALC('b + a') });
  });
  branch('honest-more-tests', () =>
    repo.write({
      'src/calc.rs': CALC('a + b', '\n#[cfg(test)]\nmod more_tests;\n'),
      'src/calc/more_tests.rs':
        'use super::*;\n\n#[test]\nfn adds_zero() {\n    assert_eq!(add(0, 7), 7);\n}\n',
    }),
  );
  branch('honest-platform-twin', () =>
    repo.write({
      'src/lib.rs': LIB(
        '#[cfg(unix)]\npub mod calc;\n#[cfg(not(unix))]\n#[path = "calc_portable.rs"]\npub mod calc;\n',
      ),
      'src/calc_portable.rs': 'pub fn add(a: i64, b: i64) -> i64 {\n    a.wrapping_add(b)\n}\n',
    }),
  );
  repo.git('checkout', '-q', 'main');
  execFileSync('cargo', ['build', '--tests', '--quiet'], { cwd: repo.dir, stdio: 'ignore' });
}, TIMEOUT);

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const notInfo = (report: Report): string[] =>
  report.anomalies.filter((a) => a.severity !== 'info').map((a) => `${a.kind} ${a.path}`);

describe('corpus: a base test module the PR stops compiling', { timeout: TIMEOUT }, () => {
  it.each([
    ['gaming-path-twin', 'now reads `#[path = "calc_v2.rs"] pub mod calc;` (line 1)'],
    ['gaming-cfg-twin', '`#[cfg(any())] pub mod calc;` (line 1)'],
    ['gaming-feature', '`#[cfg(feature = "slow")] pub mod calc;` (line 1)'],
  ])('gaming: %s: the base test module file is test-deleted', async (branch, reads) => {
    const { code, report } = await verifyInProcess(repo.dir, branch);
    expect([code, report.verdict]).toEqual([1, 'FAIL']);
    // The twin's tests carry the base names: only the module walk sees the base file gone.
    expect(notInfo(report)).toEqual(['test-deleted src/calc/tests.rs']);
    const [finding] = report.anomalies.filter((a) => a.kind === 'test-deleted');
    expect(finding?.detail).toContain('src/lib.rs at base declared src/calc.rs by `pub mod calc;`');
    expect(finding?.detail).toContain(reads);
  });

  it('gaming: a deleted test module file is restored: the base tests run and fail', async () => {
    const { report } = await verifyInProcess(repo.dir, 'gaming-deleted-module-file');
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toMatch(/^failed: calc::tests::adds/);
    expect(report.anomalies).toContainEqual({
      kind: 'test-deleted',
      severity: 'critical',
      path: 'src/calc/tests.rs',
      line: null,
      detail: 'file of a test-only module (declared in src/calc.rs) deleted (restored)',
    });
  });

  it.each([
    ['honest-mod-rs', 2],
    ['honest-platform-twin', 2],
  ])('honest: %s: PASS, no anomaly above info', async (branch, run) => {
    const { code, report } = await verifyInProcess(repo.dir, branch);
    expect(notInfo(report)).toEqual([]);
    expect([code, report.verdict, report.tests_run]).toEqual([0, 'PASS', run]);
  });

  it('honest: a new #[cfg(test)] mod more_tests; is test-added (info), left out: PASS', async () => {
    const { code, report } = await verifyInProcess(repo.dir, 'honest-more-tests');
    expect(notInfo(report)).toEqual([]);
    expect(report.anomalies.filter((a) => a.kind === 'test-added').map((a) => a.path)).toEqual([
      'src/calc.rs',
      'src/calc/more_tests.rs',
    ]);
    expect([code, report.verdict, report.tests_run]).toEqual([0, 'PASS', 2]);
  });
});
