// Names a JUnit testcase the way its runner prints it, e.g. pytest `tests/test_x.py::TestA::test_y`,
// vitest `test/a.test.ts > suite > case`, surefire `com.example.ATest.method`.

export type JunitDialect = 'pytest' | 'generic';

export function testName(dialect: JunitDialect, rawClassname: string, rawName: string): string {
  const classname = rawClassname.trim();
  const name = rawName.trim();
  if (dialect === 'pytest') return pytestId(classname, name);
  if (classname === '' || classname === name || name.startsWith(`${classname} `)) return name;
  // node:test's reporter writes the placeholder classname "test" for every case.
  if (classname === 'test') return name;
  if (looksLikeFile(classname)) return `${classname} > ${name}`;
  return `${classname}.${name}`;
}

/** `tests.test_x.TestA` + `test_y` → `tests/test_x.py::TestA::test_y` (classes start upper-case). */
export function pytestId(classname: string, name: string): string {
  const parts = classname.split('.').filter((part) => part !== '');
  let moduleEnd = parts.length;
  while (moduleEnd > 1 && /^[A-Z]/.test(parts[moduleEnd - 1] ?? '')) moduleEnd--;
  if (moduleEnd === 0) return name;
  const file = `${parts.slice(0, moduleEnd).join('/')}.py`;
  return [file, ...parts.slice(moduleEnd), name].join('::');
}

function looksLikeFile(classname: string): boolean {
  return /[\\/]/.test(classname) && /\.[A-Za-z]\w{0,5}$/.test(classname);
}
