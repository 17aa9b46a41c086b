// The test files a base test command names: unittest's discovery folder and pattern, the files
// and dotted modules given to pytest, unittest, node --test and mocha; options and their values
// are not paths.
import { describe, expect, it } from 'vitest';
import { definesTests } from '../../../../src/core/changes/defines-tests.js';
import { commandTestGlobs } from '../../../../src/core/discovery/commands/command-test-files.js';

const globsOf = (line: string, cwd = ''): string[] =>
  commandTestGlobs(line.split(' '), cwd).map((g) => g.glob);

describe('commandTestGlobs', () => {
  it.each([
    ['python -m unittest discover -s checks -t . -p check_*.py', ['checks/**/check_*.py']],
    [
      'python3 -m unittest discover --start-directory=checks --pattern=*_check.py',
      ['checks/**/*_check.py'],
    ],
    ['python -m unittest discover checks check_*.py', ['checks/**/check_*.py']],
    ['python -m unittest discover -v', ['**/test*.py']],
    ['python -m unittest', ['**/test*.py']],
    ['python -m unittest -k add checks/check_calc.py', ['checks/check_calc.py']],
    [
      'python -m unittest checks.check_calc',
      ['checks.py', 'checks/__init__.py', 'checks/check_calc.py', 'checks/check_calc/__init__.py'],
    ],
    ['uv run python -m unittest discover -s ./spec/', ['spec/**/test*.py']],
    ['pytest -q checks/calc_checks.py::test_add --ignore other.py', ['checks/calc_checks.py']],
    ['pytest -p myplugin -k slow tests/', []],
    ['node --test checks/calc.check.mjs', ['checks/calc.check.mjs']],
    ['node --test --test-reporter spec checks/*.check.mjs', ['checks/*.check.mjs']],
    ['mocha --require ./setup.js --timeout 5000 spec/**/*.spec.js', ['spec/**/*.spec.js']],
    ['mocha --spec checks/a.js', ['checks/a.js']],
    ['go test ./...', []],
    ['node scripts/run.js', []],
  ])('%s', (line, expected) => {
    expect(globsOf(line)).toEqual(expected);
  });

  it("places the names in the check's folder", () => {
    expect(globsOf('python -m unittest discover -s checks -p check_*.py', 'api')).toEqual([
      'api/checks/**/check_*.py',
    ]);
  });
});

describe('definesTests', () => {
  it.each([
    ['checks/check_calc.py', 'class CalcCheck(unittest.TestCase):\n    pass\n', true],
    ['checks/check_calc.py', 'def test_add():\n    assert True\n', true],
    ['pkg/testing.py', 'def make_client():\n    return Client()\n', false],
    ['spec/a.spec.js', "describe('a', () => {});\n", true],
    ['checks/calc.js', "test.each([[1, 2]])('adds %i', (a, b) => {});\n", true],
    ['checks/calc.js', '  it(`adds`, () => {});\n', true],
    ['lib/match.js', 'export const isId = (s) => /^\\d+$/.test(s);\n', false],
    ['lib/runner.js', 'export function test(name) {\n  return describe(name);\n}\n', false],
    [
      'spec/helpers.js',
      'export const wait = (ms) => new Promise((r) => setTimeout(r, ms));\n',
      false,
    ],
  ])('%s', (path, text, expected) => {
    expect(definesTests(path, text)).toBe(expected);
  });
});
