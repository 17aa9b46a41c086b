import { describe, expect, it } from 'vitest';
import { testSniffing } from '../../../src/core/heuristics/test-sniffing.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { view } from './view.js';

const ctx = { testLiterals: new Set<string>() };
type Row = [Ecosystem, string[], number[]];

const rows: Row[] = [
  ['python', ['if os.environ.get("PYTEST_CURRENT_TEST"):'], [1]],
  ['python', ['if "pytest" in sys.modules:'], [1]],
  ['python', ["if 'unittest' not in sys.modules:"], [1]],
  ['python', ['if sys.modules.get("pytest"):'], [1]],
  ['python', ['if "pytest" in sys.argv[0]:'], [1]],
  ['python', ['caller = inspect.stack()[1]'], [1]],
  ['python', ['sig = inspect.signature(fn)', '# PYTEST_CURRENT_TEST is set by pytest'], []],
  ['javascript', ['if (process.env.JEST_WORKER_ID) return;'], [1]],
  ['javascript', ['const t = process.env.VITEST;'], [1]],
  ['javascript', ["const t = import.meta.env['VITEST'];"], [1]],
  ['javascript', ["if (process.env.NODE_ENV === 'test') {"], [1]],
  ['javascript', ["if ('test' !== process.env.NODE_ENV) {"], [1]],
  ['javascript', ["if (typeof jest !== 'undefined') {"], [1]],
  ['javascript', ["if (typeof globalThis.it === 'function') {"], [1]],
  [
    'javascript',
    [
      "const prod = process.env.NODE_ENV === 'production';",
      "const b = typeof window !== 'undefined';",
    ],
    [],
  ],
  ['go', ['\tif testing.Testing() {'], [1]],
  ['go', ['\tif flag.Lookup("test.v") != nil {'], [1]],
  ['go', ['\tif strings.HasSuffix(os.Args[0], ".test") {'], [1]],
  ['go', ['\tif len(os.Args) > 1 {'], []],
  ['rust', ['    if cfg!(test) {'], [1]],
  ['rust', ['    let t = std::env::var("RUST_TEST_THREADS");'], [1]],
  ['rust', ['    let n = std::thread::current().name();'], [1]],
  ['rust', ['#[cfg(test)]', 'const LIMIT: u32 = 5;'], [1]],
  ['rust', ['#[cfg(not(test))] fn real() {}'], [1]],
  [
    'rust',
    ['#[cfg(test)]', 'mod tests {', '    #[test]', '    fn t() { assert!(cfg!(test)); }'],
    [],
  ],
  ['rust', ['#[cfg(test)] mod tests;', '#[cfg(feature = "x")]'], []],
  ['java', ['if (Class.forName("org.junit.Test") != null) {'], [1]],
];

describe('testSniffing', () => {
  it.each(rows)('%s %j', (eco, added, lines) => {
    const found = testSniffing(view(eco, `src/x.${eco}`, added), ctx);
    expect(found.map((f) => f.line)).toEqual(lines);
  });

  it('names the finding with the exact added line', () => {
    const found = testSniffing(view('python', 'm.py', ['    if "pytest" in sys.modules:  ']), ctx);
    expect(found).toEqual([
      {
        kind: 'source-test-sniffing',
        line: 1,
        detail: 'source code checks whether it runs under tests: if "pytest" in sys.modules:',
      },
    ]);
  });
});
