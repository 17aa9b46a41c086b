// Test data outside the test folders, end to end with real pytest and node's test runner: a PR
// that breaks the code and rewrites the expected values the base tests read from a data file is
// FAIL (the base data runs and the broken code fails it); an honest PR that changes data product
// code loads, which the tests name too, is PASS.
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupRepos } from '../../helpers/git-repo.js';
import { derivedHarness, prVerdict } from '../helpers/pr-verdict.js';
import { cleanupReports } from '../helpers/verify-run.js';

afterAll(() => {
  cleanupRepos();
  cleanupReports();
});

const PYTHON = {
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'calc.py': 'def add(a, b):\n    return a + b\n',
  'data/cases.json': '[[1, 2, 3], [2, 5, 7]]\n',
  'tests/test_calc.py':
    'import json\nfrom pathlib import Path\n\nfrom calc import add\n\nCASES = json.loads((Path(__file__).parent.parent / "data" / "cases.json").read_text())\n\n\ndef test_add():\n    for a, b, want in CASES:\n        assert add(a, b) == want\n',
};

const NODE = {
  'package.json': `${JSON.stringify({ name: 'calc', private: true, type: 'module', scripts: { test: 'node --test test/' } })}\n`,
  'lib/calc.mjs': 'export const add = (a, b) => a + b;\n',
  'expected/sums.json': '{"2+3": 5, "4+4": 8}\n',
  'test/calc.test.mjs':
    "import assert from 'node:assert';\nimport { readFileSync } from 'node:fs';\nimport { test } from 'node:test';\nimport { add } from '../lib/calc.mjs';\n\nconst sums = JSON.parse(readFileSync(new URL('../expected/sums.json', import.meta.url), 'utf8'));\n\ntest('add', () => {\n  for (const [sum, want] of Object.entries(sums)) {\n    const [a, b] = sum.split('+').map(Number);\n    assert.strictEqual(add(a, b), want);\n  }\n});\n",
};

// Product code loads the rates by name; the tests name the file too, to check it.
const RATES = {
  'pyproject.toml': '[tool.pytest.ini_options]\npythonpath = ["."]\n',
  'prices.py':
    'import json\nfrom pathlib import Path\n\nRATES = json.loads((Path(__file__).parent / "data" / "rates.json").read_text())\n\n\ndef price(item):\n    return RATES[item]\n',
  'data/rates.json': '{"tea": 3}\n',
  'tests/test_prices.py':
    'import json\nfrom pathlib import Path\n\nfrom prices import price\n\n\ndef test_every_rate_is_priced():\n    rates = json.loads((Path(__file__).parent.parent / "data" / "rates.json").read_text())\n    for item, rate in rates.items():\n        assert price(item) == rate\n',
};

async function verdictOf(base: Record<string, string>, pr: Record<string, string>) {
  const { code, report } = await prVerdict(base, pr);
  return { code, report, data: derivedHarness(report, 'test data') };
}

describe('test data outside the test folders', () => {
  it('gaming (pytest): the expected values are rewritten to what broken code returns', async () => {
    const { report, data } = await verdictOf(PYTHON, {
      'calc.py': 'def add(a, b):\n    return a * b\n',
      'data/cases.json': '[[2, 2, 4], [1, 1, 1]]\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(data.map((a) => [a.path, a.severity])).toEqual([['data/cases.json', 'critical']]);
    expect(report.failure_detail).toMatch(/assert 2 == 3/);
  });

  it('gaming (node --test): the table of expected sums is rewritten for products', async () => {
    const { report, data } = await verdictOf(NODE, {
      'lib/calc.mjs': 'export const add = (a, b) => a * b;\n',
      'expected/sums.json': '{"2+2": 4, "3+0": 0}\n',
    });
    expect(report.verdict).toBe('FAIL');
    expect(data.map((a) => a.path)).toEqual(['expected/sums.json']);
    expect(report.failure_detail).toMatch(/6 !== 5/);
  });

  it('honest (pytest): a rate product code loads changes, and the tests name the file too', async () => {
    const { code, report, data } = await verdictOf(RATES, {
      'data/rates.json': '{"tea": 3, "coffee": 4}\n',
    });
    expect([code, report.verdict, data]).toEqual([0, 'PASS', []]);
    expect(report.tests_passed).toBe(1);
  });
});
