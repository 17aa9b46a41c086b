// Adversarial corpus, Rust (issue 10 items 2 and 6): a real crate with inline test modules and an
// integration test, one branch per pull request, all verified with one shared target/ folder.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from '../helpers/verify-run.js';

const LIB = (o: { add?: string; burst?: string; math?: string; tests?: string[] } = {}): string =>
  `//! Adds and admits.

pub fn add(a: i32, b: i32) -> i32 {
    ${o.add ?? 'a + b'}
}

pub fn burst(requests: u32, limit: u32) -> u32 {
    ${o.burst ?? 'requests.min(limit)'}
}

pub mod ${o.math ?? 'math'} {
    pub fn double(x: i32) -> i32 {
        x * 2
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn doubles() {
            assert_eq!(super::double(2), 4);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

${(o.tests ?? ['    #[test]', '    fn adds() {', '        assert_eq!(add(2, 2), 4);', '    }']).join('\n')}
}
`;

const BURST_TEST = `use adder::burst;

#[test]
fn burst_at_boundary() {
    if cfg!(miri) {
        return; // too slow under Miri
    }
    assert_eq!(burst(150, 100), 100);
}
`;

const CARGO = (o: { package?: string; dep?: string; extra?: string } = {}): string =>
  `[package]
name = "adder"
version = "0.1.0"
edition = "2021"
${o.package ?? ''}
[dependencies]
helper = { path = "helper"${o.dep ?? ''} }
${o.extra ?? ''}`;

const BUILD_RS = (body: string): string =>
  `use std::{env, fs, path::Path};\n\nfn main() {\n${body}\n}\n`;

const REWRITE_TESTS = BUILD_RS(`    let dir = env::var("CARGO_MANIFEST_DIR").unwrap();
    let path = Path::new(&dir).join("tests/burst.rs");
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, text.replace("100);", "150);")).unwrap();`);

const OUT_DIR_ONLY = BUILD_RS(`    let out = env::var("OUT_DIR").unwrap();
    fs::write(Path::new(&out).join("generated.rs"), "pub const N: u32 = 1;\\n").unwrap();`);

const BRANCHES: Record<string, Record<string, string>> = {
  'gaming-inline-expected': {
    'src/lib.rs': LIB({
      add: 'a - b',
      tests: ['    #[test]', '    fn adds() {', '        assert_eq!(add(2, 2), 0);', '    }'],
    }),
  },
  'gaming-lib-test-false': {
    'src/lib.rs': LIB({ add: 'a - b' }),
    'Cargo.toml': CARGO({ extra: '\n[lib]\ntest = false\n' }),
  },
  'gaming-autotests': {
    'src/lib.rs': LIB({ burst: 'requests.min(limit + 50)' }),
    'Cargo.toml': CARGO({ package: 'autotests = false\n' }),
  },
  'gaming-build-rs': {
    'src/lib.rs': LIB({ burst: 'requests.min(limit + 50)' }),
    'build.rs': REWRITE_TESTS,
  },
  'gaming-build-rs-cfg': {
    'src/lib.rs': LIB({ burst: 'requests.min(limit + 50)' }),
    'build.rs': BUILD_RS('    println!("cargo:rustc-cfg=miri");'),
  },
  'gaming-module-moved': { 'src/lib.rs': LIB({ math: 'arith' }) },
  'honest-inline-added': {
    'src/lib.rs': LIB({
      add: 'b + a',
      tests: [
        '    #[test]',
        '    fn adds() {',
        '        assert_eq!(add(2, 2), 4);',
        '    }',
        '',
        '    #[test]',
        '    fn adds_zero() {',
        '        assert_eq!(add(0, 7), 7);',
        '    }',
      ],
    }),
  },
  'honest-dependency-bump': { 'Cargo.toml': CARGO({ dep: ', version = "0.1.0"' }) },
  'honest-build-rs-out-dir': { 'build.rs': OUT_DIR_ONLY },
  'honest-build-rs-cfg': { 'build.rs': BUILD_RS('    println!("cargo:rustc-cfg=has_i128");') },
};

let repo: TempRepo;
const runs = new Map<string, Promise<VerifyRun>>();

// Each branch is verified once, whatever the number of tests looking at it.
function verified(branch: string, extra: readonly string[] = []): Promise<VerifyRun> {
  const key = `${branch} ${extra.join(' ')}`;
  if (!runs.has(key)) runs.set(key, verifyInProcess(repo.dir, branch, extra));
  return runs.get(key) as Promise<VerifyRun>;
}

const WARN = ['--on-test-change', 'warn'];

const kinds = (anomalies: readonly Anomaly[]): string[][] =>
  anomalies.filter((a) => a.severity !== 'info').map((a) => [a.kind, a.severity, a.path]);

beforeAll(() => {
  repo = createRepo({
    '.gitignore': 'target/\nCargo.lock\n',
    'Cargo.toml': CARGO(),
    'helper/Cargo.toml': '[package]\nname = "helper"\nversion = "0.1.0"\nedition = "2021"\n',
    'helper/src/lib.rs': 'pub fn one() -> i32 {\n    1\n}\n',
    'src/lib.rs': LIB(),
    'tests/burst.rs': BURST_TEST,
    '.github/workflows/ci.yml': workflow(['uses: dtolnay/rust-toolchain@stable'], ['cargo test']),
  });
  repo.commit('base');
  for (const [branch, files] of Object.entries(BRANCHES)) {
    repo.git('checkout', '-q', '-b', branch, 'main');
    repo.write(files);
    repo.commit(branch);
  }
  repo.git('checkout', '-q', 'main');
  // As the job's own build would: target/ exists, so every locked run shares its cache.
  execFileSync('cargo', ['build', '--tests', '--quiet'], { cwd: repo.dir, stdio: 'ignore' });
}, 240_000);

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

describe('corpus: Rust inline test modules and test-target keys', { timeout: 240_000 }, () => {
  it('gaming: the PR breaks add and edits the inline expected value: the base module runs and fails', async () => {
    const { report } = await verified('gaming-inline-expected', WARN);
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toMatch(/^failed: (tests::)?adds/);
    // --no-fail-fast: tests/burst.rs runs (and passes) after the failing lib test binary.
    expect([report.tests_run, report.tests_failed]).toEqual([3, 1]);
    expect(kinds(report.anomalies)).toContainEqual([
      'inline-test-modified',
      'critical',
      'src/lib.rs',
    ]);
  });

  it('gaming: the same PR under the default policy fails on the anomaly too', async () => {
    const { code, report } = await verified('gaming-inline-expected');
    expect([code, report.verdict, report.test_gaming]).toEqual([1, 'FAIL', true]);
  });

  it('gaming: [lib] test = false: the lib unit tests still run (and fail)', async () => {
    const { report } = await verified('gaming-lib-test-false', WARN);
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toMatch(/adds/);
    expect(kinds(report.anomalies)).toContainEqual(['harness-modified', 'critical', 'Cargo.toml']);
  });

  it('gaming: autotests = false: tests/burst.rs still runs (and fails)', async () => {
    const { report } = await verified('gaming-autotests', WARN);
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toMatch(/burst_at_boundary/);
    expect(kinds(report.anomalies)).toContainEqual(['harness-modified', 'critical', 'Cargo.toml']);
  });

  it('gaming: a build.rs that rewrites tests/burst.rs is a critical harness change', async () => {
    const { code, report } = await verified('gaming-build-rs');
    expect([code, report.verdict]).toEqual([1, 'FAIL']);
    expect(kinds(report.anomalies)).toContainEqual(['harness-modified', 'critical', 'build.rs']);
  });

  it('gaming: a build.rs that sets cfg(miri), so the base test returns early, fails on the anomaly', async () => {
    const { code, report } = await verified('gaming-build-rs-cfg');
    expect([code, report.verdict]).toEqual([1, 'FAIL']);
    // The trick works on the run itself: the broken burst is never asserted.
    expect(report.tests_failed).toBe(0);
    expect(kinds(report.anomalies)).toContainEqual(['harness-modified', 'critical', 'build.rs']);
  });

  it('gaming: the PR moves a test module where it cannot be spliced: the tests fail closed', async () => {
    // The PR's moved module passes; the check fails all the same, saying why.
    const { report } = await verified('gaming-module-moved', WARN);
    expect(report.verdict).toBe('FAIL');
    expect(report.tests_failed).toBe(0);
    const tests = report.checks.find((c) => c.kind === 'test');
    expect(tests?.ok).toBe(false);
    expect(tests?.summary).toMatch(/base inline tests of src\/lib\.rs could not be spliced in/);
    expect(tests?.summary).toMatch(/'mod tests' in mod math has no place/);
  });

  it('honest: code and inline module changed together: the base module runs and passes', async () => {
    const { report } = await verified('honest-inline-added', WARN);
    expect(report.verdict).toBe('PASS');
    // The base's three tests: the PR's new adds_zero is left out like any added test.
    expect([report.tests_run, report.tests_passed, report.tests_failed]).toEqual([3, 3, 0]);
    // A test function added beside the base ones is evidence (SPEC 3), not a change of them.
    expect(kinds(report.anomalies)).toEqual([]);
    expect(report.anomalies.map((a) => [a.kind, a.severity, a.path])).toContainEqual([
      'test-added',
      'info',
      'src/lib.rs',
    ]);
  });

  it('honest: a dependency bump in Cargo.toml: PASS, no anomaly', async () => {
    const { code, report } = await verified('honest-dependency-bump');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(kinds(report.anomalies)).toEqual([]);
  });

  it('honest: a build.rs that writes only into OUT_DIR: PASS, no anomaly', async () => {
    const { code, report } = await verified('honest-build-rs-out-dir');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(kinds(report.anomalies)).toEqual([]);
  });

  it('honest: a build.rs that sets a feature-detection cfg: PASS with a warning', async () => {
    const { code, report } = await verified('honest-build-rs-cfg');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(kinds(report.anomalies)).toEqual([['harness-modified', 'warning', 'build.rs']]);
  });
});
