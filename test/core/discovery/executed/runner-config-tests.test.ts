// The tests a base test check names, as the walk of what it executes finds them: on commands
// behind a Makefile or a package script, and in the configs of mocha, ava and jasmine. A lint
// check's commands and a skipped check name none.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import { optionWords } from '../../../../src/core/discovery/executed/runner-config-tests.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const npmTest = (fields = {}) => aTestCheck('npm', ['test'], fields);
const pkg = (extra: object = {}, script = 'mocha') =>
  JSON.stringify({ name: 'calc', scripts: { test: script }, ...extra });

function named(files: Record<string, string>, check = npmTest()): string[] {
  const result = executedFiles([check], aFollowTree(files));
  expect(result.unread).toEqual([]);
  return result.namedTests.map((t) => `${t.glob} <- ${t.name}`);
}

describe('executedFiles: the tests a test check names', () => {
  it('reads the commands of a Makefile recipe', () => {
    const files = {
      Makefile: 'test:\n\tpython -m unittest discover -s checks -p "check_*.py"\n',
    };
    expect(named(files, aTestCheck('make', ['test']))).toEqual([
      'checks/**/check_*.py <- command:unittest discover checks/**/check_*.py',
    ]);
  });

  it.each([
    [
      'a .mocharc.yml scalar',
      { '.mocharc.yml': 'spec: checks/**/*.js  # the suite\n' },
      ['checks/**/*.js <- config:mocha checks/**/*.js (.mocharc.yml)'],
    ],
    [
      'a .mocharc.yaml block list, a folder among it',
      { '.mocharc.yaml': 'spec:\n  - ./checks/unit\n  - checks/e2e/*.e2e.js\n' },
      [
        'checks/unit/**/* <- config:mocha ./checks/unit (.mocharc.yaml)',
        'checks/e2e/*.e2e.js <- config:mocha checks/e2e/*.e2e.js (.mocharc.yaml)',
      ],
    ],
    [
      'a .mocharc.json list with a brace glob',
      { '.mocharc.json': '{ "spec": ["checks/**/*.{js,mjs}"], "timeout": 5000 }\n' },
      ['checks/**/*.{js,mjs} <- config:mocha checks/**/*.{js,mjs} (.mocharc.json)'],
    ],
    [
      'a .mocharc.cjs',
      { '.mocharc.cjs': "module.exports = {\n  spec: 'checks/*.js',\n};\n" },
      ['checks/*.js <- config:mocha checks/*.js (.mocharc.cjs)'],
    ],
    [
      "package.json's mocha key",
      { 'package.json': pkg({ mocha: { spec: 'checks' } }) },
      ['checks/**/* <- config:mocha checks (package.json)'],
    ],
    [
      "package.json's ava key, not npm's files; a negated glob left out",
      {
        'package.json': pkg(
          { files: ['dist'], ava: { files: ['checks/**/*.js', '!checks/helpers/**'] } },
          'ava',
        ),
      },
      ['checks/**/*.js <- config:ava checks/**/*.js (package.json)'],
    ],
    [
      'an ava.config.js',
      { 'ava.config.js': "export default {\n  files: ['checks/**/*.test.js'],\n};\n" },
      ['checks/**/*.test.js <- config:ava checks/**/*.test.js (ava.config.js)'],
    ],
    [
      "jasmine's spec_dir and spec_files",
      {
        'spec/support/jasmine.json':
          '{ "spec_dir": "checks", "spec_files": ["**/*[sS]pec.js"], "helpers": ["helpers/**/*.js"] }\n',
      },
      ['checks/**/*[sS]pec.js <- config:jasmine **/*[sS]pec.js (spec/support/jasmine.json)'],
    ],
    ['a package.json with no runner key', { 'package.json': pkg() }, []],
    [
      "pytest's python_files in pyproject.toml",
      {
        'pyproject.toml':
          '[tool.pytest.ini_options]\npython_files = ["check_*.py", "*_checks.py"]\ntestpaths = ["checks"]\n',
      },
      [
        '**/check_*.py <- config:pytest python_files check_*.py (pyproject.toml)',
        '**/*_checks.py <- config:pytest python_files *_checks.py (pyproject.toml)',
      ],
    ],
    [
      "pytest's python_files in a setup.cfg, over two lines",
      { 'setup.cfg': '[tool:pytest]\npython_files =\n    check_*.py\n    verify_*.py\n' },
      [
        '**/check_*.py <- config:pytest python_files check_*.py (setup.cfg)',
        '**/verify_*.py <- config:pytest python_files verify_*.py (setup.cfg)',
      ],
    ],
  ])('%s', (_name, files, expected) => {
    expect(named(files)).toEqual(expected);
  });

  it("places a config's globs in the check's folder, the config found above it", () => {
    const files = { '.mocharc.yml': 'spec: checks/*.js\n', 'api/package.json': pkg() };
    expect(named(files, npmTest({ cwd: 'api' }))).toEqual([
      'api/checks/*.js <- config:mocha checks/*.js (.mocharc.yml)',
    ]);
  });

  it('a lint check and a skipped test check name no tests', () => {
    const files = { '.mocharc.yml': 'spec: checks/*.js\n', 'package.json': pkg() };
    expect(named(files, npmTest({ kind: 'lint' }))).toEqual([]);
    expect(named(files, npmTest({ skipped: 'tool-not-installed' }))).toEqual([]);
    expect(named({}, aTestCheck('pytest', ['checks/a.py'], { kind: 'lint' }))).toEqual([]);
  });
});

describe('optionWords', () => {
  it.each([
    ['spec: "a/*.js"\n', ['a/*.js']],
    ["spec: ['a.js', `b.js`]\n", ['a.js', 'b.js']],
    ['spec: [a, b]\n', []],
    ['spec_dir: x\n', []],
  ])('%s', (text, expected) => {
    expect(optionWords(text, 'spec')).toEqual(expected);
  });
});
