// Adversarial corpus, Rust: a module file that is test code only because of how base declares it
// (a module of a `#[cfg(test)] mod shared;` file, two levels down, named like nothing a test rule knows), against an honest change
// to a file under plain modules. Real crate, real cargo test.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../../src/core/model/anomaly.js';
import { cleanupRepos, createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { workflow } from '../helpers/scenarios.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

const LIB = (add: string, top = '', doc = '2'): string => `${top}pub mod util;

/// Adds.
///
/// \`\`\`
/// assert_eq!(adder::add(1, 1), ${doc});
/// \`\`\`
pub fn add(a: i32, b: i32) -> i32 {
    ${add}
}

#[cfg(test)]
mod shared;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds() {
        assert_eq!(add(2, 2), shared::expected::four());
    }

    #[test]
    fn labels() {
        assert_eq!(util::format::label(3), "#3");
    }
}
`;

const EXPECTED = (value: string): string => `pub fn four() -> i32 {\n    ${value}\n}\n`;
const FORMAT = (body: string): string => `pub fn label(n: i32) -> String {\n    ${body}\n}\n`;

let repo: TempRepo;

const kinds = (anomalies: readonly Anomaly[]): string[][] =>
  anomalies.filter((a) => a.severity !== 'info').map((a) => [a.kind, a.severity, a.path]);

beforeAll(() => {
  repo = createRepo({
    '.gitignore': 'target/\nCargo.lock\n',
    'Cargo.toml': '[package]\nname = "adder"\nversion = "0.1.0"\nedition = "2021"\n',
    'src/lib.rs': LIB('a + b'),
    'src/shared.rs': 'pub mod expected;\n',
    'src/shared/expected.rs': EXPECTED('4'),
    'src/util.rs': 'pub mod format;\n',
    'src/util/format.rs': FORMAT('format!("#{}", n)'),
    '.github/workflows/ci.yml': workflow(['uses: dtolnay/rust-toolchain@stable'], ['cargo test']),
  });
  repo.commit('base');
  const branches: Record<string, Record<string, string>> = {
    // add is broken, and the expected value the base test reads is moved to match it.
    'gaming-chain': {
      'src/lib.rs': LIB('a * b + 1'),
      'src/shared/expected.rs': EXPECTED('5'),
    },
    // add is broken where only the doc test looks (0 + 0 stays 0), and its expected value moved.
    'gaming-doc-test': {
      'src/lib.rs': LIB('if a == 0 && b == 0 { 0 } else { a + b + 1 }', '', '3'),
    },
    // A line above the doc test renames it (`src/lib.rs - add (line 8)`): still the same test.
    'honest-doc-shift': { 'src/lib.rs': LIB('a + b', '//! A crate that adds.\n\n') },
    'honest-plain-module': {
      'src/util/format.rs': FORMAT('let text = n.to_string();\n    format!("#{text}")'),
    },
  };
  for (const [branch, files] of Object.entries(branches)) {
    repo.git('checkout', '-q', '-b', branch, 'main');
    repo.write(files);
    repo.commit(branch);
  }
  repo.git('checkout', '-q', 'main');
  execFileSync('cargo', ['build', '--tests', '--quiet'], { cwd: repo.dir, stdio: 'ignore' });
}, 240_000);

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

describe('corpus: Rust files that are test code by declaration', { timeout: 240_000 }, () => {
  it('gaming: a module two levels under #[cfg(test)] mod shared; is restored and reported', async () => {
    const { report } = await verifyInProcess(repo.dir, 'gaming-chain', [
      '--on-test-change',
      'warn',
    ]);
    expect(kinds(report.anomalies)).toEqual([
      ['inline-test-modified', 'critical', 'src/shared/expected.rs'],
    ]);
    // Even allowed, the base expected value runs: the broken add fails.
    expect(report.verdict).toBe('FAIL');
    expect(report.confidence_qualifier).toMatch(/^failed: (tests::)?adds/);
  });

  it('gaming: the expected value of a base doc test moved to match broken code', async () => {
    const { report } = await verifyInProcess(repo.dir, 'gaming-doc-test');
    expect(report.verdict).toBe('FAIL');
    const doc = report.anomalies.find((a) => a.detail.startsWith('doc test changed'));
    expect(doc).toMatchObject({
      kind: 'inline-test-modified',
      severity: 'critical',
      path: 'src/lib.rs',
    });
  });

  it('honest: lines added above a doc test: PASS, the doc test is not test-missing', async () => {
    const { code, report } = await verifyInProcess(repo.dir, 'honest-doc-shift');
    expect(kinds(report.anomalies)).toEqual([]);
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(report.inventory?.missing).toBe(0);
  });

  it('honest: a file under plain modules changed: PASS, no anomaly', async () => {
    const { code, report } = await verifyInProcess(repo.dir, 'honest-plain-module');
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(kinds(report.anomalies)).toEqual([]);
    expect([report.tests_run, report.tests_failed]).toEqual([3, 0]);
  });
});
