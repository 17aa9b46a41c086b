// What marks a file outside the test folders as code that judges tests: it imports a test
// framework, or it defines assertion helpers (`assert_same`, `expectOk`, Go's `AssertEqual`).
import { moduleImports, type SupportLanguage, supportLanguage } from './module-imports.js';

export interface SupportSignal {
  /** `framework`: imports one (strong); `helper`: defines an assertion helper by name. */
  kind: 'framework' | 'helper';
  /** The framework module or the helper's name, for the anomaly's detail. */
  name: string;
}

// `unittest.mock` is a mocking library product code uses too; the rest exist to judge tests.
const FRAMEWORKS: Record<SupportLanguage, RegExp> = {
  python: /^(?:_?pytest|pytest_\w+|unittest(?!\.mock)|hypothesis|nose2?|testtools)(?:\.|$)/,
  // `node:assert` and `assert` are used by product code for invariants: only a helper's name
  // marks a module built on them.
  javascript:
    /^(?:vitest|@vitest\/|@jest\/globals|@jest\/expect|expect$|jest-extended|node:test$|bun:test$|chai(?:$|[-/])|uvu(?:$|\/)|ava$|tap$|mocha$|@playwright\/test|@testing-library\/|(?:jsr:|npm:)?@std\/(?:assert|testing|expect))/,
  go: /^(?:testing(?:\/|$)|github\.com\/stretchr\/testify\/|gotest\.tools\/|github\.com\/onsi\/(?:gomega|ginkgo)|github\.com\/matryer\/is$|github\.com\/frankban\/quicktest$)/,
};

// Custom matchers registered on the framework's `expect`, with or without an import of it.
const JS_MATCHERS = /\bexpect\s*\.\s*extend\s*\(/;

const HELPERS: Record<SupportLanguage, RegExp> = {
  python: /^[ \t]*(?:async[ \t]+)?def[ \t]+(_?assert(?:_\w+|[A-Z]\w*))[ \t]*\(/m,
  javascript:
    /(?:\bfunction\s*\*?\s*|\b(?:const|let|var)\s+)((?:assert|expect)(?:_\w+|[A-Z]\w*))\b/,
  go: /^func[ \t]+(?:\([^)]*\)[ \t]*)?((?:Assert|assert|Require|require|Expect|expect)(?:[A-Z_]\w*)?)[ \t]*[[(]/m,
};

/**
 * How a helper fails the way a test fails: an AssertionError, an `assert` statement, the
 * framework's own fail; a helper named assert-something that raises ValueError is a library's
 * validation, not test code (SPEC section 4: test support by evidence, not by who imports it).
 */
const FAILS_AS_TEST: Record<SupportLanguage, RegExp> = {
  python: /\braise\s+AssertionError\b|^[ \t]+assert\b|\b(?:pytest|self)\.fail\s*\(/m,
  javascript: /\bAssertionError\b|\bassert(?:\.\w+)?\s*\(|\bexpect\s*\(/,
  go: /\btesting\.(?:T|TB|B|F)\b/,
};

/** The file's signal, the stronger first; null when nothing marks it. */
export function supportSignal(path: string, text: string): SupportSignal | null {
  const language = supportLanguage(path);
  if (language === null) return null;
  const code = withoutComments(language, text);
  const framework = moduleImports(path, code).find((spec) => FRAMEWORKS[language].test(spec));
  if (framework !== undefined) return { kind: 'framework', name: framework };
  if (language === 'javascript' && JS_MATCHERS.test(code)) {
    return { kind: 'framework', name: 'expect.extend' };
  }
  const helper = HELPERS[language].exec(code)?.[1];
  if (helper === undefined || !FAILS_AS_TEST[language].test(code)) return null;
  return { kind: 'helper', name: helper };
}

// Whole-line comments only: enough that a commented-out import is not read as one. Python's
// `from unittest import mock` imports the mocking library alone.
function withoutComments(language: SupportLanguage, text: string): string {
  if (language !== 'python') return text.replace(/^[ \t]*\/\/.*$/gm, '');
  return text
    .replace(/^[ \t]*#.*$/gm, '')
    .replace(/^[ \t]*from[ \t]+unittest[ \t]+import[ \t]+mock[ \t]*$/gm, '');
}
