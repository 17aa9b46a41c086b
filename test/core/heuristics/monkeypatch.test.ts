import { describe, expect, it } from 'vitest';
import { monkeypatch } from '../../../src/core/heuristics/monkeypatch.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { view } from './view.js';

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
