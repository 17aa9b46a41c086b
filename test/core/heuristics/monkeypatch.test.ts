// Source lines that replace a test framework's or the runtime's objects, by language, and the
// honest look-alikes that call, read or shadow them without changing what a test sees.
import { describe, expect, it } from 'vitest';
import { fileView } from '../../../src/core/heuristics/file-view.js';
import { monkeypatch } from '../../../src/core/heuristics/monkeypatch.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { changed, hunk, view } from './view.js';

const ctx = { testLiterals: new Set<string>() };
type Row = [Ecosystem, string, boolean];

const rows: Row[] = [
  ['python', 'unittest.TestCase.assertEqual = lambda *a: None', true],
  ['python', 'TestCase.assertTrue = noop', true],
  ['python', 'builtins.print = quiet', true],
  ['python', '__builtins__["open"] = fake_open', true],
  ['python', 'sys.stdout = io.StringIO()', true],
  ['python', 'sys.exit = lambda *a: None', true],
  ['python', 'pytest.approx = lambda x, **k: x', true],
  ['python', 'setattr(unittest.TestCase, "assertEqual", noop)', true],
  ['python', 'sys.stdout.write("x")', false],
  ['python', 'if sys.stdout == other:', false],
  ['python', 'out = sys.stdout', false],
  ['javascript', 'globalThis.expect = fake;', true],
  ['javascript', '(globalThis as any).it = () => {};', true],
  ['javascript', 'global.describe = noop;', true],
  ['javascript', 'expect = () => ({ toBe() {} });', true],
  ['javascript', 'assert.strictEqual = () => {};', true],
  ['javascript', 'Object.defineProperty(globalThis, "expect", { value: f });', true],
  ['javascript', 'Object.assign(globalThis, { expect: f });', true],
  ['javascript', 'expect.extend({ toBe: pass });', true],
  ['javascript', 'process.exit = () => undefined;', true],
  ['javascript', 'console.error = () => {};', true],
  ['javascript', 'Array.prototype.includes = () => true;', true],
  ['javascript', 'const expect = wanted;', false],
  ['javascript', 'let expected = 3;', false],
  ['javascript', 'if (expect === 3) {', false],
  ['javascript', 'Object.assign({}, defaults);', false],
  ['go', '\tos.Stdout = devNull', true],
  ['go', '\tos.Args = []string{"x"}', true],
  ['go', '\tos.Stdout.Write(b)', false],
  ['rust', '    std::panic::set_hook(Box::new(|_| {}));', true],
  ['rust', '    let hook = panic::take_hook();', true],
  ['rust', 'macro_rules! assert_eq {', true],
  ['rust', 'macro_rules!assert {', true],
  ['rust', 'macro_rules! assert_close {', false],
  ['rust', 'macro_rules! debug_assert_ne {', true],
  ['rust', 'macro_rules! my_vec {', false],
  ['rust', 'assert_eq!(a, b);', false],
  ['java', 'System.setOut(new PrintStream(OutputStream.nullOutputStream()));', true],
];

describe('monkeypatch', () => {
  it.each(rows)('%s %s', (eco, line, hit) => {
    const found = monkeypatch(view(eco, `src/x.${eco}`, [line]), ctx);
    const detail = `test framework or builtin replaced: ${line.trim()}`;
    expect(found).toEqual(hit ? [{ kind: 'source-monkeypatch', line: 1, detail }] : []);
  });
});

// A framework object the file imports, changed under its own name: the import binds the name,
// the assignment names no framework. The imports sit anywhere in head (here in the same hunk, or
// in head's text when only the assignment is added).
describe('monkeypatch: objects imported from a test framework', () => {
  const findings = (eco: Ecosystem, added: string[], head?: string): number[] => {
    const file = fileView(changed(`src/x.${eco}`, eco), [hunk(added)], head ?? null);
    return monkeypatch(file, ctx).map((f) => f.line);
  };
  it.each<[string, Ecosystem, string[], number[]]>([
    [
      'gaming: a pytest class imported by name, its method replaced',
      'python',
      ['from _pytest.reports import TestReport', 'TestReport.from_item_and_call = classmethod(f)'],
      [2],
    ],
    [
      'gaming: a parenthesised list over lines, an alias, setattr',
      'python',
      [
        'from _pytest.runner import (',
        '    CallInfo,',
        '    call_and_report as car,',
        ')',
        'setattr(CallInfo, "from_call", f)',
        'car.__code__ = other.__code__',
      ],
      [5, 6],
    ],
    [
      'gaming: a framework module imported under another name',
      'python',
      ['import unittest.case as uc', 'uc.TestCase.assertEqual = lambda *a: None'],
      [2],
    ],
    [
      'gaming: vitest expect imported, a matcher replaced through its prototype chain',
      'javascript',
      ["import { expect as e } from 'vitest';", 'e.prototype.toBe = pass;'],
      [2],
    ],
    [
      'gaming: node:assert strict required and changed, a multi-line import',
      'javascript',
      [
        "const { strict: a } = require('node:assert');",
        'a.equal = () => {};',
        'import {',
        '  test,',
        "} from 'node:test';",
        'Object.assign(test, { skip: test });',
      ],
      [2, 6],
    ],
    [
      'honest: the imported names are called and read, never changed',
      'python',
      [
        'from _pytest.reports import TestReport',
        'outcome = TestReport.from_item_and_call(item, call)',
        'if TestReport == other:',
      ],
      [],
    ],
    [
      'honest: a local object of the same shape is assigned',
      'javascript',
      [
        "import { test } from 'vitest';",
        'const config = { test: 1 };',
        'config.test = 2;',
        'mytest.x = 3;',
      ],
      [],
    ],
    [
      'honest: the same assignment without a framework import',
      'python',
      ['from app.reports import TestReport', 'TestReport.from_item_and_call = classmethod(f)'],
      [],
    ],
  ])('%s', (_name, eco, added, lines) => {
    expect(findings(eco, added)).toEqual(lines);
  });

  it('reads the import from head when the PR adds only the assignment', () => {
    const head = 'from _pytest.reports import TestReport\n\n\nTestReport.from_item_and_call = f\n';
    const file = fileView(
      changed('src/x.py', 'python'),
      [hunk(['TestReport.from_item_and_call = f'], [], 4)],
      head,
    );
    expect(monkeypatch(file, ctx).map((f) => f.line)).toEqual([4]);
  });
});
