// Tiny Python projects: pytest with pytest-cov, ruff, a CI workflow declaring both, and a
// testlock config saying the project has no type check; and a typed package checked by mypy.
import { createRepo, type TempRepo } from '../../helpers/git-repo.js';
import { type StackSpec, workflow } from './scenarios.js';

export const PY_TEST = 'tests/test_ratelimit.py';
export const PY_CI = '.github/workflows/ci.yml';

const SOURCE = (limit: string): string => `"""Admits requests up to a limit."""


def burst(requests: int, limit: int) -> int:
    """How many of the requests arriving at once are admitted."""
    return min(requests, ${limit})


def describe(limit: int) -> str:
    return f"up to {limit}"
`;

const HONEST_SOURCE = `"""Admits requests up to a limit."""


def burst(requests: int, limit: int) -> int:
    """How many of the requests arriving at once are admitted."""
    if requests > limit:
        return limit
    return requests


def describe(limit: int) -> str:
    return f"up to {limit}"
`;

export const PY_TEST_TEXT = (options: { bound?: string; skip?: boolean } = {}): string =>
  `${options.skip ? 'import pytest\n\n' : ''}from ratelimit import burst


def test_admits_under_limit():
    assert burst(5, 100) == 5

${options.skip ? '\n@pytest.mark.skip(reason="flaky")\n' : '\n'}def test_burst_at_boundary():
    admitted = burst(150, 100)
    assert admitted <= ${options.bound ?? '100'}
`;

const CI = (testLine: string): string =>
  workflow(
    ['uses: actions/setup-python@v5'],
    ['pip install pytest pytest-cov ruff', 'ruff check .', testLine],
  );

const BROKEN = { 'ratelimit.py': SOURCE('limit + 50') };

export const pythonStack: StackSpec = {
  base: {
    '.gitignore': '__pycache__/\n.pytest_cache/\n.ruff_cache/\n.coverage\n',
    'pyproject.toml':
      '[project]\nname = "ratelimit"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n',
    'ratelimit.py': SOURCE('limit'),
    [PY_TEST]: PY_TEST_TEXT(),
    [PY_CI]: CI('pytest -q'),
    // No type checker in this project: without this, the convention's pyright would run
    // wherever it happens to be installed (its absence is tested with a controlled PATH).
    '.github/testlock.yml': 'checks:\n  typecheck: false\n',
  },
  branches: {
    honest: { write: { 'ratelimit.py': HONEST_SOURCE } },
    broken: { write: BROKEN },
    'test-edited': { write: { ...BROKEN, [PY_TEST]: PY_TEST_TEXT({ bound: '150' }) } },
    'test-deleted': { write: BROKEN, remove: [PY_TEST] },
    'test-skipped': { write: { ...BROKEN, [PY_TEST]: PY_TEST_TEXT({ skip: true }) } },
    'ci-echo': { write: { ...BROKEN, [PY_CI]: CI('echo ok') } },
  },
};

/**
 * A typed package `calc` under `src/` whose CI runs pytest then `mypy src` (strict where
 * `mypyConfig`; otherwise mypy reads the user's config), committed as `main`, checked out on `pr`.
 */
export function typedCalcProject(mypyConfig = true): TempRepo {
  const repo = createRepo({
    '.gitignore': '__pycache__/\n.pytest_cache/\n.mypy_cache/\n',
    'pyproject.toml': `[project]\nname = "calc"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["src"]\ntestpaths = ["tests"]\n${mypyConfig ? '\n[tool.mypy]\nstrict = true\n' : ''}`,
    'src/calc/__init__.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
    'tests/test_calc.py':
      'from calc import add\n\n\ndef test_add() -> None:\n    assert add(2, 3) == 5\n',
    '.github/workflows/ci.yml':
      'name: ci\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install pytest mypy\n      - run: pytest -q\n      - run: mypy src\n',
  });
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  return repo;
}
