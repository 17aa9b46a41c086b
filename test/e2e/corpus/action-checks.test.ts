// Issue 12 "checks done by actions" end to end: a CI that lints with `uses: astral-sh/ruff-action`
// runs `ruff check` as its declared lint (a PR's lint error is FAIL, an honest PR is PASS), and a
// golangci-lint-action whose tool is not on the machine is `tool-not-installed`, not the Makefile
// target that would install it.
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../src/core/model/report.js';
import { cleanupRepos, createPrRepo } from '../../helpers/git-repo.js';
import { cleanupReports, verifyInProcess } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const repoFor = createPrRepo;

const lintOf = (report: Report) => report.checks.find((c) => c.kind === 'lint');

const RUFF_CI = `name: ci
on: pull_request
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/ruff-action@v3
        with:
          args: check --select F
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: python -m pytest -q -p no:cacheprovider
`;
const PY_BASE = {
  '.gitignore': '__pycache__/\n.ruff_cache/\n',
  'pyproject.toml':
    '[project]\nname = "rl"\nversion = "0.1.0"\n\n[tool.pytest.ini_options]\npythonpath = ["."]\n\n[tool.ruff]\nline-length = 100\n',
  // A Makefile lint the CI does not use: the action is the declared lint.
  Makefile: 'lint:\n\tpip install flake8\n\tflake8 .\n',
  'ratelimit.py': 'def burst(requests, limit):\n    return min(requests, limit)\n',
  'tests/test_ratelimit.py':
    'from ratelimit import burst\n\n\ndef test_burst_at_boundary():\n    assert burst(150, 100) <= 100\n',
  '.github/workflows/ci.yml': RUFF_CI,
  '.github/testlock.yml': 'checks:\n  typecheck: false\n',
};

describe('ruff-action', () => {
  it('gaming: the PR adds an unused import; the mapped ruff check fails it', async () => {
    const repo = repoFor(PY_BASE, {
      'ratelimit.py':
        'import os\n\n\ndef burst(requests, limit):\n    return min(requests, limit)\n',
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    const lint = lintOf(report)!;
    expect(lint.source).toMatch(/^action:astral-sh\/ruff-action /);
    expect([lint.command, ...lint.args].join(' ')).toBe('ruff check --select F');
    expect(lint.ok).toBe(false);
    expect(report.lint_clean).toBe(false);
    expect(report.verdict).toBe('FAIL');
  });

  it('honest: a clean change passes the mapped ruff check', async () => {
    const repo = repoFor(PY_BASE, {
      'ratelimit.py':
        'def burst(requests, limit):\n    return limit if requests > limit else requests\n',
    });
    const { report } = await verifyInProcess(repo.dir, 'pr');
    const lint = lintOf(report)!;
    expect(lint.source).toMatch(/^action:astral-sh\/ruff-action /);
    expect(lint.ok).toBe(true);
    expect(report.verdict).toBe('PASS');
  });
});

describe('golangci-lint-action without golangci-lint on the machine', () => {
  it('honest: the lint is tool-not-installed, never the Makefile target that installs tools', async () => {
    const repo = repoFor(
      {
        'go.mod': 'module example.com/rl\n\ngo 1.19\n',
        '.golangci.yml': 'linters:\n  enable: [govet]\n',
        Makefile:
          'lint:\n\tgo install github.com/golangci/golangci-lint/cmd/golangci-lint@latest\n\tgolangci-lint run\n',
        'rl.go':
          'package rl\n\nfunc Burst(requests, limit int) int {\n\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests\n}\n',
        'rl_test.go':
          'package rl\n\nimport "testing"\n\nfunc TestBurst(t *testing.T) {\n\tif Burst(150, 100) > 100 {\n\t\tt.Fatal("admits >100")\n\t}\n}\n',
        '.github/workflows/ci.yml':
          'on: pull_request\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: golangci/golangci-lint-action@v6\n        with:\n          args: --timeout=5m\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go test ./...\n',
        '.github/testlock.yml': 'checks:\n  typecheck: false\n',
      },
      {
        'rl.go':
          'package rl\n\n// Burst caps requests at limit.\nfunc Burst(requests, limit int) int {\n\tif requests > limit {\n\t\treturn limit\n\t}\n\treturn requests\n}\n',
      },
    );
    const { report } = await verifyInProcess(repo.dir, 'pr');
    const lint = lintOf(report)!;
    expect(lint.source).toMatch(/^action:golangci\/golangci-lint-action /);
    expect(lint.skipped).toBe('tool-not-installed');
    expect(report.verdict).not.toBe('FAIL');
    expect(report.anomalies.filter((a) => a.severity === 'critical')).toEqual([]);
  }, 120_000);
});
