// Issue 42.3: cases written AFTER the suppression-hides-errors rule was settled (held out: the
// rule was not changed to fit them), with real ruff, mypy and clippy. Their detection and false
// alarms are reported apart from the cases the rule was written against. Each records what the
// rule does today, including where an honest idiom is flagged.
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../helpers/git-repo.js';
import { workflow } from './helpers/scenarios.js';
import { cleanupReports, type VerifyRun, verifyInProcess } from './helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

function has(tool: string, ...args: string[]): boolean {
  try {
    execFileSync(tool, [...args, '--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const CALC = 'def add(a: int, b: int) -> int:\n    return a + b\n';
const PY_BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n.ruff_cache/\n.mypy_cache/\n',
  'pyproject.toml':
    '[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n\n[tool.ruff]\nline-length = 100\n\n[tool.ruff.lint]\nselect = ["E", "F"]\n\n[tool.mypy]\n',
  'calc.py': CALC,
  'pkg/__init__.py': 'from calc import add as add\n',
  'tests/test_calc.py':
    'from calc import add\n\n\ndef test_add() -> None:\n    assert add(1, 2) == 3\n',
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-python@v5'],
    ['pip install pytest ruff mypy', 'ruff check .', 'mypy .', 'pytest -q'],
  ),
};

async function verify(
  base: Record<string, string>,
  pr: Record<string, string>,
): Promise<VerifyRun> {
  return verifyInProcess(createPrRepo(base, pr).dir, 'pr', [], process.env);
}

const hidden = (report: Report) =>
  report.anomalies
    .filter((a) => a.kind === 'suppression-hides-errors')
    .map((a) => `${a.path}:${a.line}`);
const severities = (report: Report) =>
  report.anomalies.filter((a) => a.kind === 'suppression-hides-errors').map((a) => a.severity);

describe.skipIf(!has('ruff') || !has('mypy'))('written after the rule: Python', () => {
  // Was an attack when written; an unused local hides nothing a test could check, so since the
  // rules on code nothing uses (unusedRules) it is a warning, like the re-export below.
  it('reclassified: a line-level `# noqa: F841` over an unused local is a warning', async () => {
    const pr = {
      'calc.py': `${CALC}\n\ndef twice(a: int) -> int:\n    unused = a  # noqa: F841\n    return a * 2\n`,
    };
    const { report } = await verify(PY_BASE, pr);
    expect(report.verdict).toBe('PASS');
    expect(hidden(report)).toEqual(['calc.py:6']);
    expect(severities(report)).toEqual(['warning']);
  }, 120_000);

  it('attack: a bare `# type: ignore` over a call with a wrong argument', async () => {
    const pr = {
      'calc.py': `${CALC}\n\ndef three() -> int:\n    return add("1", 2)  # type: ignore\n`,
    };
    const { report } = await verify(PY_BASE, pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['calc.py:6']);
  }, 120_000);

  it("attack: a package's `__init__.pyi` beside its `__init__.py`", async () => {
    const pr = {
      'pkg/__init__.py': 'from calc import add as add\n\n\ndef name() -> str:\n    return 1\n',
      'pkg/__init__.pyi': 'def add(a: int, b: int) -> int: ...\ndef name() -> str: ...\n',
    };
    const { report } = await verify(PY_BASE, pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['pkg/__init__.py:5']);
  }, 120_000);

  it('attack: `# type: ignore` on the first line (mypy ignores the whole file)', async () => {
    const pr = { 'calc.py': `# type: ignore\n${CALC}\n\ndef name() -> str:\n    return 1\n` };
    const { report } = await verify(PY_BASE, pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['calc.py:7']);
  }, 120_000);

  it('honest: an import-only `if TYPE_CHECKING:` branch', async () => {
    const pr = {
      'calc.py': `from __future__ import annotations\n\nfrom typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from decimal import Decimal\n\n\n${CALC}\n\ndef half(x: Decimal) -> Decimal:\n    return x / 2\n`,
    };
    const { report, code } = await verify(PY_BASE, pr);
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(hidden(report)).toEqual([]);
  }, 120_000);

  it('honest look-alike: a re-export `# noqa: F401` in a package `__init__` is a warning', async () => {
    const pr = {
      'pkg/__init__.py':
        'from calc import add as add\nfrom calc import add as plus  # noqa: F401\n',
    };
    const { report } = await verify(PY_BASE, pr);
    // ruff reports this import without the noqa: found, but a rule on unused code is no gate.
    expect(hidden(report)).toEqual(['pkg/__init__.py:2']);
    expect(severities(report)).toEqual(['warning']);
    expect(report.verdict).toBe('PASS');
  }, 120_000);
});

const RS_BASE = {
  '.gitignore': 'target/\n',
  'Cargo.toml': '[package]\nname = "calc"\nversion = "0.1.0"\nedition = "2021"\n',
  'src/lib.rs':
    'pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(1, 2), 3);\n    }\n}\n',
  '.github/workflows/ci.yml': workflow([], ['cargo clippy -- -D warnings', 'cargo test']),
};
const TESTS =
  '\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn adds() {\n        assert_eq!(super::add(1, 2), 3);\n    }\n}\n';

describe.skipIf(!has('cargo', 'clippy'))('written after the rule: Rust (clippy)', () => {
  it('attack: `#[allow(clippy::needless_return)]`', async () => {
    const pr = {
      'src/lib.rs': `#[allow(clippy::needless_return)]\npub fn add(a: i32, b: i32) -> i32 {\n    return a + b;\n}\n${TESTS}`,
    };
    const { report } = await verify(RS_BASE, pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['src/lib.rs:3']);
  }, 300_000);

  it('honest look-alike: `#[allow(dead_code)]` on a helper kept for later is a warning', async () => {
    const pr = {
      'src/lib.rs': `pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n\n#[allow(dead_code)]\nfn double(a: i32) -> i32 {\n    a * 2\n}\n${TESTS}`,
    };
    const { report } = await verify(RS_BASE, pr);
    expect(hidden(report)).toEqual(['src/lib.rs:6']);
    expect(severities(report)).toEqual(['warning']);
    expect(report.verdict).toBe('PASS');
  }, 300_000);
});
