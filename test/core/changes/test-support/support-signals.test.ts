import { describe, expect, it } from 'vitest';
import { supportSignal } from '../../../../src/core/changes/test-support/support-signals.js';

describe('supportSignal', () => {
  it.each([
    [
      'python imports pytest',
      'checks.py',
      'import pytest\n\ndef same(a, b):\n    if a != b:\n        pytest.fail("no")\n',
      { kind: 'framework', name: 'pytest' },
    ],
    [
      'python imports from unittest',
      'support.py',
      'from unittest import TestCase\n',
      { kind: 'framework', name: 'unittest' },
    ],
    [
      'python hypothesis strategies',
      'strategies.py',
      'from hypothesis import strategies as st\n',
      { kind: 'framework', name: 'hypothesis' },
    ],
    [
      'python assertion helper by name',
      'checks.py',
      'def assert_same(a, b):\n    if a != b:\n        raise AssertionError\n',
      { kind: 'helper', name: 'assert_same' },
    ],
    [
      'python camel-case helper that asserts',
      'checks.py',
      'def assertSame(a, b):\n    assert a == b, (a, b)\n',
      { kind: 'helper', name: 'assertSame' },
    ],
    [
      'python helper named like an assertion that validates (ValueError): the library API',
      'mylib/validate.py',
      'def assert_valid_config(cfg):\n    if "name" not in cfg:\n        raise ValueError("name")\n',
      null,
    ],
    [
      'python helper that raises AssertionError',
      'src/pkg/checks.py',
      'def assert_close(a, b):\n    if abs(a - b) > 1e-9:\n        raise AssertionError(f"{a} != {b}")\n',
      { kind: 'helper', name: 'assert_close' },
    ],
    [
      'javascript imports vitest',
      'src/testing/expectations.ts',
      "import { expect } from 'vitest';\nexport const ok = (x) => expect(x).toBe(true);\n",
      { kind: 'framework', name: 'vitest' },
    ],
    [
      'javascript requires chai',
      'lib/should.js',
      "const { expect } = require('chai');\n",
      { kind: 'framework', name: 'chai' },
    ],
    [
      'javascript custom matchers',
      'src/matchers.ts',
      'expect.extend({ toBeOk() { return { pass: true, message: () => "" }; } });\n',
      { kind: 'framework', name: 'expect.extend' },
    ],
    [
      'javascript helper on node:assert',
      'lib/checks.mjs',
      "import assert from 'node:assert';\nexport function assertSame(a, b) { assert.deepStrictEqual(a, b); }\n",
      { kind: 'helper', name: 'assertSame' },
    ],
    [
      'javascript arrow helper that throws an AssertionError',
      'lib/checks.js',
      'export const expectOk = (x) => { if (!x) throw new AssertionError({ message: "no" }); };\n',
      { kind: 'helper', name: 'expectOk' },
    ],
    [
      'javascript helper named like an assertion that validates input (Error): the library API',
      'lib/guard.js',
      'export const assertPort = (p) => { if (p < 0) throw new RangeError("port"); };\n',
      null,
    ],
    [
      'go imports testing',
      'internal/check/check.go',
      'package check\n\nimport "testing"\n\nfunc Equal(t *testing.T, a, b int) {}\n',
      { kind: 'framework', name: 'testing' },
    ],
    [
      'go imports testify',
      'internal/check/check.go',
      'package check\n\nimport (\n\t"github.com/stretchr/testify/assert"\n)\n',
      { kind: 'framework', name: 'github.com/stretchr/testify/assert' },
    ],
    [
      'go helper by name that takes the test',
      'internal/check/cmp.go',
      'package check\n\nfunc AssertSame(tb testing.TB, a, b int) { if a != b { tb.Fatal(a) } }\n',
      { kind: 'helper', name: 'AssertSame' },
    ],
    [
      'go function named like an assertion without a test: a comparison',
      'internal/check/cmp.go',
      'package check\n\nfunc AssertSame(a, b int) bool { return a == b }\n',
      null,
    ],
  ])('%s', (_name, path, text, expected) => {
    expect(supportSignal(path, text)).toEqual(expected);
  });

  it.each([
    [
      'python product code with assert statements',
      'calc.py',
      'def add(a, b):\n    assert isinstance(a, int)\n    return a + b\n',
    ],
    [
      'python unittest.mock only',
      'clock.py',
      'from unittest import mock\nimport unittest.mock\nfrom unittest.mock import patch\n',
    ],
    [
      'python a word that starts like assert',
      'calc.py',
      'def assertion_count():\n    return 0\ndef asserted(x):\n    return x\n',
    ],
    [
      'python commented-out import',
      'calc.py',
      '# import pytest\ndef add(a, b):\n    return a + b\n',
    ],
    [
      'javascript node:assert for an invariant',
      'src/queue.ts',
      "import assert from 'node:assert';\nexport function push(x) { assert(x !== undefined); }\n",
    ],
    [
      'javascript a function named assertion-ish',
      'src/a.ts',
      'export function asserted(x) { return x; }\n',
    ],
    [
      'javascript commented-out import',
      'src/a.ts',
      "// import { expect } from 'vitest';\nexport const a = 1;\n",
    ],
    [
      'go product package',
      'calc/calc.go',
      'package calc\n\nimport "fmt"\n\nfunc Add(a, b int) int { return a + b }\n',
    ],
    [
      'go a Must helper of product code',
      'calc/parse.go',
      'package calc\n\nfunc MustParse(s string) int { return 0 }\n',
    ],
    ['a language without rules', 'src/lib.rs', 'fn assert_same() {}\n'],
  ])('none: %s', (_name, path, text) => {
    expect(supportSignal(path, text)).toBeNull();
  });
});
