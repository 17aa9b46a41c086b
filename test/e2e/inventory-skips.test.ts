// End to end: a base test that skips now is `test-newly-skipped` only when a targeted run at base
// shows it ran there; one that skips at base too (an env check, a version skipif, #[ignore]) is
// not. Real go, vitest, cargo and pytest on tiny projects; each anomaly names the test's file.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Anomaly } from '../../src/core/model/anomaly.js';
import { cleanupRepos, createRepo, type TempRepo } from '../helpers/git-repo.js';
import { linkNodeTools } from './helpers/ts-fixture.js';
import { cleanupReports, verifyInProcess } from './helpers/verify-run.js';

const CONFIG = 'checks:\n  typecheck: false\n  lint: false\n';
const CI = (run: string): string =>
  `name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ${run}\n`;

const inventoryAnomalies = (anomalies: readonly Anomaly[]): Anomaly[] =>
  anomalies.filter((a) => a.kind === 'test-missing' || a.kind === 'test-newly-skipped');

const newlySkipped = (path: string, id: string): Anomaly => ({
  kind: 'test-newly-skipped',
  severity: 'critical',
  path,
  line: null,
  detail: `base test ${id} was skipped, and is not skipped at base`,
});

/** A repo with `main` and one branch per change; returns it checked out on main. */
function repoWith(
  files: Record<string, string>,
  branches: Record<string, Record<string, string>>,
): TempRepo {
  const repo = createRepo({ ...files, '.github/testlock.yml': CONFIG });
  repo.commit('base');
  for (const [name, write] of Object.entries(branches)) {
    repo.git('checkout', '-q', '-b', name, 'main');
    repo.write(write);
    repo.commit(name);
  }
  repo.git('checkout', '-q', 'main');
  return repo;
}

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const GO_FLAG = (on: boolean, note = ''): string =>
  `// Package flags holds the feature switches.${note}\npackage flags\n\n// Fast turns the fast path on.\nvar Fast = ${on}\n`;

const GO_TEST = `package flags

import (
	"os"
	"testing"
)

func TestFastPath(t *testing.T) {
	if !Fast {
		t.Skip("fast path off")
	}
	if !Fast {
		t.Fatal("unreachable")
	}
}

func TestNetwork(t *testing.T) {
	if os.Getenv("TESTLOCK_FIXTURE_NET") == "" {
		t.Skip("no network here")
	}
}
`;

describe('go: t.Skip', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = repoWith(
      {
        'go.mod': 'module example.com/flags\n\ngo 1.19\n',
        'flags.go': GO_FLAG(true),
        'flags_test.go': GO_TEST,
        '.github/workflows/ci.yml': CI('go test ./...'),
      },
      {
        flipped: { 'flags.go': GO_FLAG(false) },
        comment: { 'flags.go': GO_FLAG(true, ' Read at start-up.') },
      },
    );
  });

  it('gaming: a source flag flipped so a base test t.Skips: test-newly-skipped naming its _test.go', async () => {
    const run = await verifyInProcess(repo.dir, 'flipped');
    expect(inventoryAnomalies(run.report.anomalies)).toEqual([
      newlySkipped('flags_test.go', 'example.com/flags.TestFastPath'),
    ]);
    expect(run.report.verdict).toBe('FAIL');
    expect(run.report.inventory?.note).toBeNull();
  });

  it('honest: a test that t.Skips at base too (an env check) is not newly skipped: PASS', async () => {
    const run = await verifyInProcess(repo.dir, 'comment');
    expect(inventoryAnomalies(run.report.anomalies)).toEqual([]);
    expect(run.report.tests_skipped).toBe(1);
    expect(run.report.inventory).toEqual({
      compared: true,
      base_tests: 2,
      missing: 0,
      newly_skipped: 0,
      note: null,
    });
    expect(run.report.verdict).toBe('PASS');
  });
});

const TS_FLAG = (on: boolean, note = ''): string =>
  `// The feature switches.${note}\nexport const fast: boolean = ${on};\n`;

const TS_TEST = `import { expect, it } from 'vitest';
import { fast } from '../src/flags.js';

it('fast path', (ctx) => {
  if (!fast) ctx.skip();
  expect(fast).toBe(true);
});

it('network', (ctx) => {
  if (process.env.TESTLOCK_FIXTURE_NET === undefined) ctx.skip();
  expect(1).toBe(1);
});
`;

describe('vitest: ctx.skip()', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = repoWith(
      {
        '.gitignore': 'node_modules/\n',
        'package.json': `${JSON.stringify({ name: 'flags', private: true, type: 'module', scripts: { test: 'vitest run' } })}\n`,
        'src/flags.ts': TS_FLAG(true),
        'test/flags.test.ts': TS_TEST,
        '.github/workflows/ci.yml': CI('npm test'),
      },
      {
        flipped: { 'src/flags.ts': TS_FLAG(false) },
        comment: { 'src/flags.ts': TS_FLAG(true, ' Read at start-up.') },
      },
    );
    linkNodeTools(repo.dir);
  });

  it('gaming: a source flag flipped so a base test skips at run time: test-newly-skipped', async () => {
    const run = await verifyInProcess(repo.dir, 'flipped');
    expect(inventoryAnomalies(run.report.anomalies)).toEqual([
      newlySkipped('test/flags.test.ts', 'test/flags.test.ts > fast path'),
    ]);
    expect(run.report.verdict).toBe('FAIL');
  });

  it('honest: a test that skips at base too (an env check) is not newly skipped', async () => {
    const run = await verifyInProcess(repo.dir, 'comment');
    expect(inventoryAnomalies(run.report.anomalies)).toEqual([]);
    expect(run.report.inventory?.newly_skipped).toBe(0);
    expect(run.report.inventory?.note).toBeNull();
    expect(run.report.verdict).toBe('PASS');
  });
});

// libtest has no run-time skip, and a feature switch lives in Cargo.toml, which the locked tree
// takes from base. What source does control: a crate's own test macro, which can add `#[ignore]`
// to every test it generates (tests/*.rs are base files, the macro in src/ is the PR's).
const RS_LIB = (ignore: boolean, note = ''): string => `//! Feature switches.${note}

/// Whether the fast path is built in.
pub fn fast() -> bool {
    true
}

/// Declares a test of a feature switch.
#[macro_export]
macro_rules! switch_test {
    ($name:ident $body:block) => {
        #[test]${ignore ? '\n        #[ignore]' : ''}
        fn $name() $body
    };
}
`;

const RS_TEST = `flags::switch_test!(fast_path {
    assert!(flags::fast());
});

#[test]
#[ignore]
fn slow_soak() {}

#[test]
#[should_panic]
fn rejects() {
    panic!("rejected");
}
`;

describe('cargo: a test macro in source that adds #[ignore]', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = repoWith(
      {
        '.gitignore': 'target/\nCargo.lock\n',
        'Cargo.toml': '[package]\nname = "flags"\nversion = "0.1.0"\nedition = "2021"\n',
        'src/lib.rs': RS_LIB(false),
        'tests/switches.rs': RS_TEST,
        '.github/workflows/ci.yml': CI('cargo test'),
      },
      {
        flipped: { 'src/lib.rs': RS_LIB(true) },
        comment: { 'src/lib.rs': RS_LIB(false, ' Read at start-up.') },
      },
    );
    execFileSync('cargo', ['build', '--tests', '--quiet'], { cwd: repo.dir, stdio: 'ignore' });
  });

  it('gaming: the macro now ignores a base test: test-newly-skipped naming the test file', async () => {
    const run = await verifyInProcess(repo.dir, 'flipped');
    expect(inventoryAnomalies(run.report.anomalies)).toEqual([
      newlySkipped('tests/switches.rs', 'fast_path'),
    ]);
    expect(run.report.verdict).toBe('FAIL');
  });

  it('honest: #[ignore] at base too, and a should_panic name suffix, give no anomaly: PASS', async () => {
    const run = await verifyInProcess(repo.dir, 'comment');
    expect(inventoryAnomalies(run.report.anomalies)).toEqual([]);
    expect(run.report.tests_skipped).toBe(1);
    expect(run.report.inventory).toEqual({
      compared: true,
      base_tests: 3,
      missing: 0,
      newly_skipped: 0,
      note: null,
    });
    expect(run.report.verdict).toBe('PASS');
  });
});

const PY_TEST = `import sys

import pytest

import mylib


@pytest.mark.skipif(sys.version_info >= (3, 5), reason="only for old interpreters")
def test_legacy():
    assert mylib.VALUE == 1


def test_value():
    assert mylib.VALUE == 1
`;

describe('pytest: a skipif true at base', () => {
  it('honest: skipif(sys.version_info >= (3, 5)) skips at base and head: no anomaly, PASS', async () => {
    const repo = repoWith(
      {
        '.gitignore': '__pycache__/\n.pytest_cache/\n.coverage\n',
        'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
        'mylib/__init__.py': 'VALUE = 1\n',
        'tests/test_value.py': PY_TEST,
        '.github/workflows/ci.yml': CI('pytest -q'),
      },
      { comment: { 'mylib/__init__.py': '# The one value.\nVALUE = 1\n' } },
    );
    const run = await verifyInProcess(repo.dir, 'comment');
    expect(inventoryAnomalies(run.report.anomalies)).toEqual([]);
    expect(run.report.tests_skipped).toBe(1);
    expect(run.report.inventory?.newly_skipped).toBe(0);
    expect(run.report.inventory?.note).toBeNull();
    expect(run.report.verdict).toBe('PASS');
  });
});
