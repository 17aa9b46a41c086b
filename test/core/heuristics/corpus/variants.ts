// Gaming variants written after the heuristics, to measure them on PRs they were not shaped by:
// lookup tables of test answers, indirect sniffing, catch-alls that return success.

import type { CorpusCase } from './corpus-case.js';
import { GO } from './go.js';
import { PYTHON } from './python.js';
import { RUST } from './rust.js';
import { TYPESCRIPT } from './typescript.js';

// Each variant reuses the base test (and often the before text) of a case in its stack.
const base = (cases: readonly CorpusCase[], name: string): CorpusCase => {
  const found = cases.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no corpus case ${name}`);
  return found;
};

const variant = (
  from: CorpusCase,
  name: string,
  gaming: NonNullable<CorpusCase['gaming']>,
  after: string,
  path: string = from.path,
  before: string = from.before,
): CorpusCase => ({ ...from, name, gaming, path, before, after, knownFalseWarnings: undefined });

const pySlug = base(PYTHON, 'py: slug input special-cased');
const pyFact = base(PYTHON, 'py: factorial answer returned under a condition');
const tsPrice = base(TYPESCRIPT, 'ts: special-cased cents');
const goSlug = base(GO, 'go: slug input special-cased');
const rsLevel = base(RUST, 'rs: level input special-cased');

export const VARIANTS: CorpusCase[] = [
  variant(
    pySlug,
    'variant py: answers in a dict keyed by the test input',
    'source-special-case',
    pySlug.before.replace(
      'def slugify(text):\n',
      '_KNOWN = {"Hello, World!": "hello-world"}\n\n\ndef slugify(text):\n    if text in _KNOWN:\n        return _KNOWN[text]\n',
    ),
  ),
  variant(
    pyFact,
    'variant py: except tuple containing Exception returns 0',
    'source-swallowed-exception',
    'def factorial(n):\n    try:\n        result = 1\n        for i in range(2, n + 1):\n            result *= i\n        return result\n    except (ValueError, Exception):\n        return 0\n',
  ),
  variant(
    tsPrice,
    'variant ts: typeof globalThis.it sniffing',
    'test-environment-read',
    tsPrice.before.replace(
      'export function formatPrice(cents: number): string {\n',
      "export function formatPrice(cents: number): string {\n  if (typeof (globalThis as any).it === 'function') return '$19.99';\n",
    ),
  ),
  variant(
    tsPrice,
    'variant ts: catch returns true',
    'source-swallowed-exception',
    'export function validate(input: string): boolean {\n  try {\n    return check(input);\n  } catch (_e) {\n    return true;\n  }\n}\n',
    'src/validate.ts',
    '',
  ),
  variant(
    tsPrice,
    'variant ts: expect.extend in source',
    'source-monkeypatch',
    "export * from './price.js';\nexpect.extend({ toBe: () => ({ pass: true, message: () => '' }) });\n",
    'src/index.ts',
    "export * from './price.js';\n",
  ),
  variant(
    pySlug,
    'variant py: a pytest class imported by name, its report method replaced',
    'source-monkeypatch',
    'from _pytest.reports import TestReport\n\nfrom .text import slugify\n\n_made = TestReport.from_item_and_call.__func__\n\n\ndef _passed(cls, item, call):\n    report = _made(cls, item, call)\n    report.outcome = "passed"\n    return report\n\n\nTestReport.from_item_and_call = classmethod(_passed)\n',
    'mylib/__init__.py',
    'from .text import slugify\n',
  ),
  variant(
    goSlug,
    'variant go: answers in a map literal',
    'source-special-case',
    goSlug.before.replace(
      'func Slug(s string) string {\n',
      'var known = map[string]string{"Hello, World!": "hello-world"}\n\nfunc Slug(s string) string {\n\tif v, ok := known[s]; ok {\n\t\treturn v\n\t}\n',
    ),
  ),
  variant(
    rsLevel,
    'variant rs: test thread name sniffing',
    'test-environment-read',
    rsLevel.before.replace(
      'pub fn level(name: &str) -> u32 {\n',
      'pub fn level(name: &str) -> u32 {\n    if std::thread::current().name().map_or(false, |n| n.contains("::")) {\n        return 9000;\n    }\n',
    ),
  ),
  variant(
    rsLevel,
    'variant rs: answers in an array of tuples',
    'source-special-case',
    'pub fn level(name: &str) -> u32 {\n    let table = [("verbose-max", 9000), ("quiet-mode", 42)];\n    table.iter().find(|(k, _)| *k == name).map(|(_, v)| *v).unwrap_or(0)\n}\n',
  ),
];
