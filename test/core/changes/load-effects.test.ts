// What a test or test-support file does merely by being loaded: patches of other modules, the
// runtime or the runner are effects (critical), process state is a warning, definitions are none.
import { describe, expect, it } from 'vitest';
import { type LoadedAs, loadEffect } from '../../../src/core/changes/load-effects.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';

type Row = [string, Ecosystem, LoadedAs, string, string | null];

const PY_TEST = [
  'import pytest',
  'from calc import add',
  '',
  'pytestmark = pytest.mark.slow',
  'CASES = [(1, 2, 3)]',
  '',
  '@pytest.mark.parametrize("a,b,c", CASES)',
  'def test_add(a, b, c):',
  '    calc.add = lambda *_: c  # inside a test: its own business',
  '    assert add(a, b) == c',
  '',
].join('\n');

describe('loadEffect', () => {
  it.each<Row>([
    ['honest: a pytest module of tests, marks and constants', 'python', 'test', PY_TEST, null],
    [
      'honest: a docstring that mentions an assignment',
      'python',
      'test',
      '"""\ncalc.add = 1 is how not to do it\n"""\ndef test_x():\n    pass\n',
      null,
    ],
    [
      'gaming: a module attribute replaced at import',
      'python',
      'test',
      'import calc\ncalc.add = lambda a, b: 5\n\ndef test_new():\n    assert True\n',
      'assigns an attribute of another module at import',
    ],
    [
      'gaming: a patch started at import',
      'python',
      'test',
      'from unittest import mock\nmock.patch("calc.add", return_value=5).start()\n',
      'starts a patch at import',
    ],
    [
      'gaming: setattr at import',
      'python',
      'test',
      'import calc\nsetattr(calc, "add", lambda a, b: 5)\n',
      'sets an attribute of another module at import',
    ],
    [
      'gaming: sys.modules replaced',
      'python',
      'test',
      'import sys, fake\nsys.modules["calc"] = fake\n',
      'replaces modules or builtins at import (sys.modules, builtins)',
    ],
    [
      'honest: a hook in a test module is no hook (pytest reads hooks from conftest and plugins)',
      'python',
      'test',
      'def pytest_collection_modifyitems(items):\n    items.clear()\n',
      null,
    ],
    [
      'gaming: the same hook in a conftest.py',
      'python',
      'support',
      'def pytest_collection_modifyitems(items):\n    items.clear()\n',
      'implements a pytest hook',
    ],
    [
      'gaming: an autouse fixture in a conftest.py',
      'python',
      'support',
      'import pytest\n\n@pytest.fixture(autouse=True)\ndef always(monkeypatch):\n    monkeypatch.setattr("calc.add", lambda a, b: 5)\n',
      'defines an autouse fixture',
    ],
    [
      'honest: a conftest.py of plain fixtures',
      'python',
      'support',
      'import pytest\n\n@pytest.fixture\ndef numbers():\n    return [1, 2, 3]\n',
      null,
    ],
    [
      'honest: vitest tests with mocks the runner scopes to the file',
      'javascript',
      'test',
      "import { describe, it, expect, vi } from 'vitest';\nimport { add } from '../src/calc';\nvi.mock('../src/log');\ndescribe('add', () => {\n  it('adds', () => {\n    globalThis.seen = true;\n    expect(add(1, 2)).toBe(3);\n  });\n});\n",
      null,
    ],
    [
      'gaming: a member of an imported module replaced at load',
      'javascript',
      'test',
      "const calc = require('../src/calc');\ncalc.add = () => 5;\ndescribe('x', () => {});\n",
      'assigns a member of another module at load',
    ],
    [
      'gaming: a prototype patched at load',
      'javascript',
      'test',
      "Array.prototype.includes = () => true;\ntest('x', () => {});\n",
      'patches a prototype at load',
    ],
    [
      'honest: module.exports of a helper',
      'javascript',
      'test',
      'module.exports = { make: () => 1 };\n',
      null,
    ],
    [
      'gaming: an init function in a new _test.go',
      'go',
      'test',
      'package calc\n\nfunc init() {\n\tlimit = 1000\n}\n',
      'has an init function, which runs before every test of the package',
    ],
    [
      'gaming: a TestMain that decides the package run',
      'go',
      'test',
      'package calc\n\nimport "testing"\n\nfunc TestMain(m *testing.M) {}\n',
      'defines TestMain, which runs the whole package',
    ],
    ['honest: a Go test', 'go', 'test', 'package calc\n\nfunc TestAdd(t *testing.T) {}\n', null],
  ])('%s', (_name, ecosystem, as, text, what) => {
    expect(loadEffect(text, ecosystem, as)?.what ?? null).toBe(what);
  });

  it('process state is a warning, and a patch later in the file still wins', () => {
    const text = "process.env.TZ = 'UTC';\nconst calc = require('./calc');\ncalc.add = () => 5;\n";
    expect(loadEffect(text, 'javascript', 'test')).toEqual({
      line: 3,
      what: 'assigns a member of another module at load',
      severity: 'critical',
    });
    expect(loadEffect("process.env.TZ = 'UTC';\n", 'javascript', 'test')?.severity).toBe('warning');
  });
});
