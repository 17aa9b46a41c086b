// hatch, pdm and poe run named tasks of base pyproject.toml (or hatch.toml): the commands and
// modules a task runs are harness; a task the check does not run, and plain programs, are not.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const FILES = {
  'tools/__init__.py': '',
  'tools/run_tests.py': 'import pytest\n',
  'tools/report.py': 'print("report")\n',
  'tools/release.py': 'print("release")\n',
  'ci/check.sh': '#!/bin/sh\npytest -q\n',
};

function followed(script: string, files: Record<string, string>): Array<[string, string]> {
  const [command = '', ...args] = script.split(' ');
  const result = executedFiles([aTestCheck(command, args)], aFollowTree({ ...FILES, ...files }));
  expect(result.unread).toEqual([]);
  return result.followed
    .filter((f) => f.path.startsWith('tools/') || f.path.startsWith('ci/'))
    .map((f): [string, string] => [f.path, f.how])
    .sort();
}

const pyproject = (body: string): Record<string, string> => ({
  'pyproject.toml': `[project]\nname = "app"\n\n${body}`,
});

describe('Python task runners', () => {
  it("gaming: hatch run test:cov, a script list naming another script and a tool's program", () => {
    const files = pyproject(
      '[tool.hatch.envs.test.scripts]\ncov = ["unit {args}", "python tools/report.py"]\nunit = "python tools/run_tests.py"\nrelease = "python tools/release.py"\n',
    );
    expect(followed('hatch run test:cov', files)).toEqual([
      ['tools/report.py', 'interpreter'],
      ['tools/run_tests.py', 'interpreter'],
    ]);
  });

  it('gaming: a hatch.toml of its own, the default environment', () => {
    const files = { 'hatch.toml': '[envs.default.scripts]\ntest = "sh ci/check.sh"\n' };
    expect(followed('hatch run test', files)).toEqual([['ci/check.sh', 'interpreter']]);
  });

  it('gaming: pdm scripts: a cmd table, a composite, a call of a module', () => {
    const files = pyproject(
      '[tool.pdm.scripts]\ntest = {composite = ["unit", "report"]}\nunit = {cmd = ["python", "tools/run_tests.py"]}\nreport = {call = "tools.report:main"}\n',
    );
    expect(followed('pdm run test', files)).toEqual([
      ['tools/report.py', 'module'],
      ['tools/run_tests.py', 'interpreter'],
    ]);
  });

  it('gaming: a poe task: a sequence of a shell task and a script entry', () => {
    const files = pyproject(
      '[tool.poe.tasks]\ntest = ["check", "report"]\ncheck = {shell = "sh ci/check.sh"}\nreport = {script = "tools.report:main"}\n',
    );
    expect(followed('poe test', files)).toEqual([
      ['ci/check.sh', 'interpreter'],
      ['tools/report.py', 'module'],
    ]);
  });

  it('honest: a task the check does not run, and a program hatch runs directly', () => {
    const files = pyproject(
      '[tool.hatch.envs.default.scripts]\nrelease = "python tools/release.py"\n',
    );
    expect(followed('hatch run pytest -q', files)).toEqual([]);
    expect(followed('hatch run python tools/run_tests.py', files)).toEqual([
      ['tools/run_tests.py', 'interpreter'],
    ]);
  });
});
