// Issue 42.3, `suppression-hides-errors`, end to end on real repositories with real ruff and mypy:
// the lint and type checks run again without the suppressions the PR added. Each attack (a
// file-level `# ruff: noqa`, `# type: ignore`, `# mypy: disable-error-code`, a new `calc.pyi`, a
// TYPE_CHECKING twin) fails naming the hidden error's line; each honest look-alike (an
// `import-untyped` ignore for a library without stubs, a C extension's stub, `# noqa: E501` on a
// long URL) passes, with the `suppression-added` warning at most.
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

function has(tool: string): boolean {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const CALC = 'def add(a: int, b: int) -> int:\n    return a + b\n';
const BASE = {
  '.gitignore': '__pycache__/\n.pytest_cache/\n.ruff_cache/\n.mypy_cache/\n',
  'pyproject.toml':
    '[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n\n[tool.ruff]\nline-length = 100\n\n[tool.ruff.lint]\nselect = ["E", "F"]\n\n[tool.mypy]\n',
  'calc.py': CALC,
  'tests/test_calc.py':
    'from calc import add\n\n\ndef test_add() -> None:\n    assert add(1, 2) == 3\n',
  '.github/workflows/ci.yml': workflow(
    ['uses: actions/setup-python@v5'],
    ['pip install pytest ruff mypy', 'ruff check .', 'mypy .', 'pytest -q'],
  ),
};

async function verify(pr: Record<string, string>): Promise<VerifyRun> {
  const repo = createPrRepo(BASE, pr);
  return verifyInProcess(repo.dir, 'pr', [], process.env);
}

const hidden = (report: Report) =>
  report.anomalies
    .filter((a) => a.kind === 'suppression-hides-errors')
    .map((a) => `${a.path}:${a.line}`);
const warned = (report: Report) =>
  report.anomalies.filter((a) => a.kind === 'suppression-added').map((a) => `${a.path}:${a.line}`);

const LABEL = 'def label(n: int) -> str:\n    return n';

describe.skipIf(!has('ruff') || !has('mypy'))('suppressions that hide errors (Python)', () => {
  it('attack: a file-level `# ruff: noqa` over an unused import', async () => {
    const { report, code } = await verify({ 'calc.py': `# ruff: noqa\nimport os\n\n\n${CALC}` });
    expect([code, report.verdict]).toEqual([1, 'FAIL']);
    expect(hidden(report)).toEqual(['calc.py:2']);
    const one = report.anomalies.find((a) => a.kind === 'suppression-hides-errors');
    expect(one?.detail).toMatch(/F401/);
    expect(one?.detail).toMatch(/# ruff: noqa at calc\.py:1/);
  }, 120_000);

  it('attack: `# type: ignore[return-value]` over a wrong return', async () => {
    const pr = { 'calc.py': `${CALC}\n\n${LABEL}  # type: ignore[return-value]\n` };
    const { report } = await verify(pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['calc.py:6']);
    expect(report.type_check_clean).toBe(true);
  }, 120_000);

  it('attack: `# mypy: disable-error-code` for the file', async () => {
    const pr = { 'calc.py': `# mypy: disable-error-code="return-value"\n${CALC}\n\n${LABEL}\n` };
    const { report } = await verify(pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['calc.py:7']);
  }, 120_000);

  it('attack: a new calc.pyi stub hides a type error in calc.py', async () => {
    const pr = {
      'calc.py': `${CALC}\n\n${LABEL}\n`,
      'calc.pyi': 'def add(a: int, b: int) -> int: ...\ndef label(n: int) -> str: ...\n',
    };
    const { report } = await verify(pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toEqual(['calc.py:6']);
    expect(report.anomalies.find((a) => a.kind === 'suppression-hides-errors')?.detail).toMatch(
      /stub beside calc\.py at calc\.pyi/,
    );
  }, 120_000);

  it('attack: an `if TYPE_CHECKING:` signature that differs from the run-time one', async () => {
    const pr = {
      'calc.py': [
        'from typing import TYPE_CHECKING',
        '',
        'if TYPE_CHECKING:',
        '    def add(a: int, b: int) -> int: ...',
        'else:',
        '    def add(a: int, b: int) -> str:',
        '        return a + b',
        '',
      ].join('\n'),
    };
    const { report } = await verify(pr);
    expect(report.verdict).toBe('FAIL');
    expect(hidden(report)).toContain('calc.py:7');
  }, 120_000);

  it('honest: `# type: ignore[import-untyped]` for a library without stubs', async () => {
    const pr = {
      'calc.py': `import mpmath  # type: ignore[import-untyped]\n\n\n${CALC}\n\ndef precise() -> object:\n    return mpmath.mpf(1)\n`,
    };
    const { report, code, stderr } = await verify(pr);
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(hidden(report)).toEqual([]);
    expect(warned(report)).toEqual(['calc.py:1']);
    // mypy ran again and saw only the library's missing stubs.
    expect(stderr).toMatch(/1 lint and type checks again without the 1 suppressions/);
  }, 120_000);

  it("honest: a C extension's stub, with no module beside it", async () => {
    const pr = {
      'fastcalc.pyi': 'def mul(a: int, b: int) -> int: ...\n',
      'calc.py': `${CALC}`,
    };
    const { report, code } = await verify(pr);
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(hidden(report)).toEqual([]);
  }, 120_000);

  it('honest: `# noqa: E501` on a long URL line', async () => {
    const url = `https://example.com/${'very-long-segment/'.repeat(6)}end`;
    const pr = { 'calc.py': `${CALC}\n\nDOCS = "${url}"  # noqa: E501\n` };
    const { report, code, stderr } = await verify(pr);
    expect(stderr).toMatch(/1 lint and type checks again without the 1 suppressions/);
    expect([code, report.verdict]).toEqual([0, 'PASS']);
    expect(hidden(report)).toEqual([]);
  }, 120_000);

  it('honest: a PR that adds no suppression runs nothing again', async () => {
    const { report, stderr } = await verify({
      'calc.py': `${CALC}\n\ndef sub(a: int, b: int) -> int:\n    return a - b\n`,
    });
    expect(report.verdict).toBe('PASS');
    expect(stderr).not.toMatch(/without the \d+ suppressions/);
  }, 120_000);
});
