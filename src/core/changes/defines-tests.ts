// Whether a file's text defines tests, for files a runner may collect by a pattern or list by
// its own configuration: a Python `TestCase` class or `test*` function, a JavaScript `it`/`test`/
// `describe` call that starts a line and names its test (`it('adds', ...)`, `test.each(...)`).
// A product module a pattern happens to match (`testing.py` under unittest's `test*.py`, a
// `lib/` file that calls `re.test(s)`) defines none.
const PY_TESTS = /^[ \t]*(?:class[ \t]+\w+[ \t]*\([^)]*TestCase|(?:async[ \t]+)?def[ \t]+test)/m;
const JS_TESTS =
  /^[ \t]*(?:it|test|describe|suite|context|specify|bench)(?:\.\w+)*(?:\s*\(\s*["'`]|\.each\b)/m;

export function definesTests(path: string, text: string): boolean {
  return path.endsWith('.py') ? PY_TESTS.test(text) : JS_TESTS.test(text);
}
