// Issue 43, the PR-tests pass end to end with `cargo test` on a real crate: each integration test
// file the PR adds or modifies runs as its own target (`--test <name>`) at head and at base, so a
// new test of a new function that cannot build at base is an error there without taking the
// PR's other targets with it; a new test that fails at head fails the gate; a modified base test
// runs in its PR version in the pass and its base version in the locked run; a helper module
// under tests/ is built into the targets (alone, it is named as not run); a test added to a unit
// test module inside src/ cannot be selected alone and the report does not name it as run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupRepos, type TempRepo } from '../helpers/git-repo.js';
import { branchedRepo, prOutcomes, verifyOnce } from './helpers/branches.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports } from './helpers/verify-run.js';

const LIB = (body: string, more = '', unitTests = ''): string => `//! Admits requests up to a limit.

/// Clamps a count of requests to the limit.
pub fn clamp(requests: i32, limit: i32) -> i32 {
    ${body}
}
${more}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_under() {
        assert_eq!(clamp(5, 100), 5);
    }
${unitTests}}
`;

/** An integration test file with one test asserting `left == right`. */
const TEST = (name: string, left: string, right: string, uses = 'clamp'): string =>
  `use ratelimit::${uses};\n\n#[test]\nfn ${name}() {\n    assert_eq!(${left}, ${right});\n}\n`;

const UNDER = TEST('under_limit', 'clamp(5, 100)', '5');

const BASE = {
  '.gitignore': 'target/\n',
  'Cargo.toml': '[package]\nname = "ratelimit"\nversion = "0.1.0"\nedition = "2021"\n',
  'src/lib.rs': LIB('requests.min(limit)'),
  'tests/under.rs': UNDER,
  '.github/workflows/ci.yml': workflow(['uses: dtolnay/rust-toolchain@stable'], ['cargo test']),
};

const BRANCHES: Record<string, Record<string, string>> = {
  // The fix (a negative count is 0) and a new function, with a test of each and one that passes
  // on the base code too.
  evidence: {
    'src/lib.rs': LIB(
      'requests.max(0).min(limit)',
      '\n/// Twice the count.\npub fn twice(n: i32) -> i32 {\n    2 * n\n}\n',
    ),
    'tests/negative.rs': TEST('negative', 'clamp(-3, 100)', '0'),
    'tests/over.rs': TEST('over', 'clamp(500, 100)', '100'),
    'tests/twice.rs': TEST('twice_two', 'twice(2)', '4', 'twice'),
  },
  wrong: { 'tests/cap.rs': TEST('cap_keeps_all', 'clamp(500, 100)', '500') },
  modified: {
    'tests/under.rs': `${UNDER}\n#[test]\nfn at_limit() {\n    assert_eq!(clamp(100, 100), 100);\n}\n`,
  },
  helper: {
    'tests/common/mod.rs': '/// The limit the tests share.\npub fn limit() -> i32 {\n    100\n}\n',
    'tests/helped.rs':
      'mod common;\n\nuse ratelimit::clamp;\n\n#[test]\nfn helped() {\n    assert_eq!(clamp(500, common::limit()), 100);\n}\n',
  },
  // A helper module and no target: nothing the pass can select.
  'helper-alone': {
    'tests/support/mod.rs': '/// The limit the tests share.\npub fn limit() -> i32 {\n    100\n}\n',
  },
  unit: {
    'src/lib.rs': LIB(
      'requests.min(limit)',
      '',
      '\n    #[test]\n    fn unit_at_limit() {\n        assert_eq!(clamp(100, 100), 100);\n    }\n',
    ),
    'tests/over.rs': TEST('over', 'clamp(500, 100)', '100'),
  },
};

describe('the PR-tests pass with cargo test', () => {
  // One crate, a branch per pull request: the locked runs share its persisted target folder.
  let repo: TempRepo;
  const verify = verifyOnce(() => repo.dir);

  beforeAll(() => {
    repo = branchedRepo(BASE, BRANCHES);
  });
  afterAll(() => {
    cleanupRepos();
    cleanupReports();
  });

  it('fail_at_base, pass_at_base, and a test of a new function that cannot build at base', async () => {
    const { report } = await verify('evidence');
    expect(report.verdict).toBe('PASS');
    // The locked run: base's unit test and integration test.
    expect(report.tests_run).toBe(2);
    expect(report.pr_tests).toMatchObject({
      files: ['tests/negative.rs', 'tests/over.rs', 'tests/twice.rs'],
      tests_run: 3,
      tests_passed: 3,
      tests_failed: 0,
      fail_at_base: 2,
      pass_at_base: 1,
    });
    // twice.rs does not build at base; over.rs, a target of its own, still ran there.
    expect(prOutcomes(report)).toEqual({
      negative: 'passed/failed',
      over: 'passed/passed',
      twice_two: 'passed/error',
    });
  }, 240_000);

  it('a new test that fails at head: FAIL, named in the qualifier', async () => {
    const { report, code } = await verify('wrong');
    expect([code, report.verdict, report.tests_failed]).toEqual([1, 'FAIL', 0]);
    expect(report.confidence_qualifier).toMatch(/^failed: cap_keeps_all: .*left == right/);
    expect(report.pr_tests).toMatchObject({ tests_run: 1, tests_failed: 1 });
    expect(prOutcomes(report)).toEqual({ cap_keeps_all: 'failed/failed' });
    expect(report.summary).toContain("1 of the PR's own test fails on its code");
  }, 240_000);

  it('a modified base test: its PR version runs in the pass, its base version in the locked run', async () => {
    const { report } = await verify('modified');
    expect(report.anomalies.map((a) => [a.kind, a.path])).toContainEqual([
      'test-modified',
      'tests/under.rs',
    ]);
    expect(report.tests_run).toBe(2);
    expect(report.checks[0]?.stdout).toContain('under_limit');
    expect(report.checks[0]?.stdout).not.toContain('at_limit');
    expect(report.pr_tests?.files).toEqual(['tests/under.rs']);
    expect(prOutcomes(report)).toEqual({
      under_limit: 'passed/passed',
      at_limit: 'passed/passed',
    });
  }, 240_000);

  it('a helper module under tests/ is built into the target that declares it', async () => {
    const { report } = await verify('helper');
    expect(report.verdict).toBe('PASS');
    expect(report.pr_tests).toMatchObject({
      files: ['tests/common/mod.rs', 'tests/helped.rs'],
      tests_run: 1,
      pass_at_base: 1,
    });
    expect(prOutcomes(report)).toEqual({ helped: 'passed/passed' });
  }, 240_000);

  it('a helper module changed with no target: named as not run, no test counted', async () => {
    const { report, stderr } = await verify('helper-alone');
    expect(report.verdict).toBe('PASS');
    expect(report.pr_tests).toEqual({
      files: ['tests/support/mod.rs'],
      tests_run: 0,
      tests_passed: 0,
      tests_failed: 0,
      fail_at_base: 0,
      pass_at_base: 0,
      tests: [],
    });
    expect(stderr).toContain('PR tests: no test check can run tests/support/mod.rs alone');
  }, 240_000);

  it('a test added to a unit test module in src/ is not claimed as run: only the integration target is', async () => {
    const { report } = await verify('unit');
    // The in-source test module is part of a source file: the added test is reported (evidence,
    // left out), base's module runs in the locked run, and the pass cannot run that test alone.
    expect(report.anomalies.map((a) => [a.kind, a.severity, a.path])).toContainEqual([
      'test-added',
      'info',
      'src/lib.rs',
    ]);
    expect(report.tests_run).toBe(2);
    expect(report.checks[0]?.stdout).toContain('unit_under');
    expect(report.checks[0]?.stdout).not.toContain('unit_at_limit');
    expect(report.pr_tests?.files).toEqual(['tests/over.rs']);
    expect(prOutcomes(report)).toEqual({ over: 'passed/passed' });
    expect(JSON.stringify(report.pr_tests)).not.toContain('unit_at_limit');
  }, 240_000);
});
