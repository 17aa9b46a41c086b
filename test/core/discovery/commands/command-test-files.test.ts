// The test files a base check's command names: unittest's discovery folder and pattern, the files
// given to pytest, unittest, node --test and mocha; options and their values are not paths.
import { describe, expect, it } from 'vitest';
import { definesTests } from '../../../../src/core/changes/defines-tests.js';
import { commandTestGlobs } from '../../../../src/core/discovery/commands/command-test-files.js';
import type { Check } from '../../../../src/core/model/check.js';

function check(line: string, cwd = '', kind: Check['kind'] = 'test'): Check {
  const [command = '', ...args] = line.split(' ');
  return {
    name: 'tests',
    kind,
    command,
    args,
    script: '',
    cwd,
    env: {},
    source: 'ci',
    skipped: null,
  };
}

const globsOf = (line: string, cwd = ''): string[] =>
  commandTestGlobs([check(line, cwd)]).map((g) => g.glob);

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

  it('reads only test checks that run', () => {
    expect(commandTestGlobs([check('pytest checks/a.py', '', 'lint')])).toEqual([]);
    expect(
      commandTestGlobs([{ ...check('pytest checks/a.py'), skipped: 'tool-not-installed' }]),
    ).toEqual([]);
  });
});

describe('definesTests', () => {
  it.each([
    ['checks/check_calc.py', 'class CalcCheck(unittest.TestCase):\n    pass\n', true],
    ['checks/check_calc.py', 'def test_add():\n    assert True\n', true],
    ['pkg/testing.py', 'def make_client():\n    return Client()\n', false],
    ['spec/a.spec.js', "describe('a', () => {});\n", true],
    [
      'spec/helpers.js',
      'export const wait = (ms) => new Promise((r) => setTimeout(r, ms));\n',
      false,
    ],
  ])('%s', (path, text, expected) => {
    expect(definesTests(path, text)).toBe(expected);
  });
});
