import { describe, expect, it } from 'vitest';
import { createClassifier } from '../../../../src/core/changes/classify-path.js';
import {
  type SupportTree,
  testSupport,
} from '../../../../src/core/changes/test-support/test-support.js';
import { dirOf } from '../../../../src/core/discovery/paths.js';

type Files = Record<string, string>;

// The base tree in memory, every text and every search answered at once (as after all rounds).
function treeOf(files: Files): SupportTree {
  const classify = createClassifier();
  return {
    classOf: (path) => classify(path).class,
    text: (path) => files[path] ?? null,
    holding: (word) =>
      Object.keys(files).filter((p) =>
        new RegExp(`(?<![\\w])${word}(?![\\w])`).test(files[p] ?? ''),
      ),
    inFolder: (dir) => Object.keys(files).filter((p) => dirOf(p) === dir),
  };
}

function supportOf(files: Files, candidates: string[]): Record<string, string> {
  return Object.fromEntries(testSupport(candidates, treeOf(files)).support);
}

const CALC = 'def add(a, b):\n    return a + b\n';
const CHECKS =
  'def assert_same(actual, expected):\n    if actual != expected:\n        raise AssertionError\n';
const TEST_CALC =
  'from calc import add\nfrom checks import assert_same\n\ndef test_add():\n    assert_same(add(2, 3), 5)\n';

describe('testSupport: what judges the base tests', () => {
  it('a root module of assertion helpers that only tests import', () => {
    const files = { 'calc.py': CALC, 'checks.py': CHECKS, 'tests/test_calc.py': TEST_CALC };
    expect(supportOf(files, ['checks.py', 'calc.py'])).toEqual({
      'checks.py':
        'test-support: defines assert_same; used only by tests and test support (tests/test_calc.py)',
    });
  });

  it('a module importing pytest that conftest imports', () => {
    const files = {
      'app/core.py': 'def run():\n    return 1\n',
      'support/fixtures.py': 'import pytest\n\n@pytest.fixture\ndef ready():\n    return True\n',
      'conftest.py': 'from support.fixtures import ready\n',
      'tests/test_core.py':
        'from app.core import run\n\ndef test_run(ready):\n    assert run() == 1\n',
    };
    expect(Object.keys(supportOf(files, ['support/fixtures.py', 'app/core.py']))).toEqual([
      'support/fixtures.py',
    ]);
  });

  it('what only a helper module uses: the comparison an assertion helper calls', () => {
    const files = {
      'calc.py': CALC,
      '_cmp.py': 'def equal(a, b):\n    return a == b\n',
      'checks.py':
        'from _cmp import equal\n\ndef assert_same(a, b):\n    if not equal(a, b):\n        raise AssertionError\n',
      'tests/test_calc.py': TEST_CALC,
    };
    expect(supportOf(files, ['_cmp.py'])).toEqual({
      '_cmp.py': 'test-support: used only by test support (checks.py)',
    });
  });

  it('a TypeScript module importing vitest under src/, imported through an alias', () => {
    const files = {
      'src/sum.ts': 'export const sum = (a: number, b: number) => a + b;\n',
      'src/verify/expectations.ts':
        "import { expect } from 'vitest';\nexport const same = (a: unknown, b: unknown) => expect(a).toEqual(b);\n",
      'test/sum.test.ts':
        "import { test } from 'vitest';\nimport { sum } from '../src/sum';\nimport { same } from '@/verify/expectations';\ntest('sum', () => same(sum(1, 2), 3));\n",
    };
    expect(Object.keys(supportOf(files, ['src/verify/expectations.ts', 'src/sum.ts']))).toEqual([
      'src/verify/expectations.ts',
    ]);
  });

  it('a JavaScript helper on node:assert, named as one', () => {
    const files = {
      'lib/sum.mjs': 'export const sum = (a, b) => a + b;\n',
      'lib/checks.mjs':
        "import assert from 'node:assert';\nexport function assertSame(a, b) { assert.deepStrictEqual(a, b); }\n",
      'test/sum.test.mjs':
        "import test from 'node:test';\nimport { sum } from '../lib/sum.mjs';\nimport { assertSame } from '../lib/checks.mjs';\ntest('sum', () => assertSame(sum(1, 2), 3));\n",
    };
    expect(Object.keys(supportOf(files, ['lib/checks.mjs', 'lib/sum.mjs']))).toEqual([
      'lib/checks.mjs',
    ]);
  });

  it('every file of a Go package whose files import testing, once the tests import it', () => {
    const files = {
      'go.mod': 'module example.com/m\n',
      'calc/calc.go': 'package calc\n\nfunc Add(a, b int) int { return a + b }\n',
      'calc/calc_test.go':
        'package calc\n\nimport (\n\t"testing"\n\t"example.com/m/internal/check"\n)\n\nfunc TestAdd(t *testing.T) { check.Equal(t, Add(2, 3), 5) }\n',
      'internal/check/check.go':
        'package check\n\nimport "testing"\n\nfunc Equal(t *testing.T, got, want int) {\n\tif !same(got, want) {\n\t\tt.Fatalf("%d != %d", got, want)\n\t}\n}\n',
      'internal/check/cmp.go': 'package check\n\nfunc same(a, b int) bool { return a == b }\n',
    };
    expect(Object.keys(supportOf(files, ['internal/check/cmp.go', 'calc/calc.go']))).toEqual([
      'internal/check/cmp.go',
    ]);
  });
});

describe('testSupport: through package entries that re-export', () => {
  it('a helper module the tests reach through its package __init__.py', () => {
    const files = {
      'calc.py': CALC,
      'helpers/__init__.py': 'from ._impl import assert_same\n',
      'helpers/_impl.py': CHECKS,
      'tests/test_calc.py': 'from calc import add\nfrom helpers import assert_same\n',
    };
    expect(supportOf(files, ['helpers/_impl.py'])).toEqual({
      'helpers/_impl.py':
        'test-support: defines assert_same; used only by tests and test support (tests/test_calc.py)',
    });
  });

  it('a TypeScript helper the tests reach through an index.ts', () => {
    const files = {
      'src/verify/index.ts': "export * from './same';\n",
      'src/verify/same.ts':
        "import { expect } from 'vitest';\nexport const same = (a: unknown, b: unknown) => expect(a).toEqual(b);\n",
      'test/a.test.ts': "import { same } from '../src/verify';\n",
    };
    expect(Object.keys(supportOf(files, ['src/verify/same.ts']))).toEqual(['src/verify/same.ts']);
  });

  it('honest: product code imports the package whose entry re-exports the helper-named code', () => {
    const files = {
      'app/checks/__init__.py': 'from ._impl import assert_valid\n',
      'app/checks/_impl.py': 'def assert_valid(x):\n    if not x:\n        raise ValueError(x)\n',
      'app/api.py': 'from app.checks import assert_valid\n',
      'tests/test_api.py': 'from app.checks import assert_valid\n',
    };
    expect(supportOf(files, ['app/checks/_impl.py'])).toEqual({});
  });
});

describe('testSupport: honest look-alikes stay the code under test', () => {
  it('product code with assert statements that the tests import to test it', () => {
    const files = {
      'calc.py': 'def add(a, b):\n    assert isinstance(a, int)\n    return a + b\n',
      'tests/test_calc.py': 'from calc import add\n\ndef test_add():\n    assert add(2, 3) == 5\n',
    };
    expect(supportOf(files, ['calc.py'])).toEqual({});
  });

  it('an assertion function product code uses too (assertNever)', () => {
    const files = {
      'src/never.ts':
        'export function assertNever(x: never): never { throw new Error(String(x)); }\n',
      'src/shape.ts':
        "import { assertNever } from './never';\nexport const area = (s: 'sq') => (s === 'sq' ? 1 : assertNever(s));\n",
      'test/never.test.ts': "import { assertNever } from '../src/never';\n",
    };
    expect(supportOf(files, ['src/never.ts'])).toEqual({});
  });

  it("a library's own assertion function, tested by expecting it to fail", () => {
    const files = {
      'assertpy_lite.py':
        'def assert_positive(x):\n    if x <= 0:\n        raise AssertionError(x)\n',
      'tests/test_lite.py':
        'import pytest\nfrom assertpy_lite import assert_positive\n\ndef test_fails():\n    with pytest.raises(AssertionError):\n        assert_positive(-1)\n',
    };
    expect(supportOf(files, ['assertpy_lite.py'])).toEqual({});
  });

  it('a module only tests import, with nothing that judges (a library function)', () => {
    const files = { 'calc.py': CALC, 'tests/test_calc.py': 'from calc import add\n' };
    expect(supportOf(files, ['calc.py'])).toEqual({});
  });

  it('a module only a helper uses, when the tests import it too (the code a helper computes with)', () => {
    const files = {
      'calc.py': CALC,
      'checks.py':
        'from calc import add\n\ndef assert_sum(a, b, want):\n    assert add(a, b) == want\n',
      'tests/test_calc.py': 'from calc import add\nfrom checks import assert_sum\n',
    };
    expect(supportOf(files, ['calc.py'])).toEqual({});
  });

  it('a helper-named module that product code imports', () => {
    const files = {
      'app/validate.py': 'def assert_valid(x):\n    if not x:\n        raise ValueError(x)\n',
      'app/api.py': 'from app.validate import assert_valid\n',
      'tests/test_validate.py': 'from app.validate import assert_valid\n',
    };
    expect(supportOf(files, ['app/validate.py'])).toEqual({});
  });

  it('a Go package with a testing helper file that product code imports', () => {
    const files = {
      'log/log.go': 'package log\n\nfunc Print(s string) {}\n',
      'log/logtest.go': 'package log\n\nimport "testing"\n\nfunc ForTest(t *testing.T) {}\n',
      'cmd/app/main.go':
        'package main\n\nimport "example.com/m/log"\n\nfunc main() { log.Print("x") }\n',
      'log/log_test.go':
        'package log\n\nimport "testing"\n\nfunc TestPrint(t *testing.T) { Print("x") }\n',
      'other/other_test.go':
        'package other\n\nimport (\n\t"testing"\n\t"example.com/m/log"\n)\n\nfunc TestX(t *testing.T) { log.ForTest(t) }\n',
    };
    expect(supportOf(files, ['log/log.go', 'log/logtest.go'])).toEqual({});
  });

  it('a generated file of more than a megabyte is not read as a helper', () => {
    const files = {
      'calc.py': CALC,
      'checks.py': `${CHECKS}${'# generated\n'.repeat(100_000)}`,
      'tests/test_calc.py': TEST_CALC,
    };
    expect(supportOf(files, ['checks.py'])).toEqual({});
  });

  it('nothing imports it at all', () => {
    expect(supportOf({ 'checks.py': CHECKS }, ['checks.py'])).toEqual({});
  });
});

describe('testSupport: rounds', () => {
  it('asks for the texts and searches it needs, and judges once it has them', () => {
    const files: Files = { 'calc.py': CALC, 'checks.py': CHECKS, 'tests/test_calc.py': TEST_CALC };
    const texts = new Map<string, string | null>();
    const found = new Map<string, string[]>();
    const full = treeOf(files);
    const tree: SupportTree = {
      ...full,
      text: (p) => texts.get(p),
      holding: (w) => found.get(w),
    };
    let rounds = 0;
    let result = testSupport(['checks.py'], tree);
    while (result.unread.length + result.unsearched.length > 0 && rounds < 10) {
      for (const p of result.unread) texts.set(p, full.text(p) ?? null);
      for (const w of result.unsearched) found.set(w, [...(full.holding(w) ?? [])]);
      result = testSupport(['checks.py'], tree);
      rounds += 1;
    }
    expect(rounds).toBe(2);
    expect([...result.support.keys()]).toEqual(['checks.py']);
  });
});
