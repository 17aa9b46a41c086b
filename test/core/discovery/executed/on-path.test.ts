// Folders of the repository on the checks' PATH: a bare command runs the file of its name there,
// and so does what a runner starts by name (`python`, `node`); a PR's file there is harness.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import type { FollowTree } from '../../../../src/core/discovery/executed/follow-types.js';
import type { Check } from '../../../../src/core/model/check.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

function check(script: string): Check {
  return { ...aTestCheck('', []), script };
}

function onPath(c: Check, tree: FollowTree, pathDirs: string[]): string[] {
  return executedFiles([c], tree, { pathDirs })
    .followed.filter((f) => f.how === 'on-path')
    .map((f) => f.path)
    .sort();
}

/** The base files, and head with `added` as well. */
function withAdded(files: Record<string, string>, added: string[]): FollowTree {
  const tree = aFollowTree(files);
  return { ...tree, headPaths: [...tree.headPaths, ...added] };
}

const BIN = {
  'bin/run-tests': '#!/bin/sh\nexec python -m pytest -q\n',
  'bin/release': '#!/bin/sh\necho release\n',
  Makefile: 'test:\n\trun-tests\n',
};

describe('files in repository folders on PATH', () => {
  it('gaming: a bare command a recipe runs is the file of its name there', () => {
    expect(onPath(check('make test'), aFollowTree(BIN), ['bin'])).toEqual(['bin/run-tests']);
  });

  it('gaming: a file the PR adds there under the name of a command the check runs', () => {
    const tree = withAdded({ 'pytest.ini': '[pytest]\n' }, ['tools/pytest']);
    expect(onPath(check('pytest -q'), tree, ['tools'])).toEqual(['tools/pytest']);
  });

  it('gaming: a file there named as a runner or starter, which tools start by name', () => {
    const tree = withAdded(BIN, ['bin/python', 'bin/node']);
    expect(onPath(check('make test'), tree, ['bin'])).toEqual([
      'bin/node',
      'bin/python',
      'bin/run-tests',
    ]);
  });

  it('gaming: the repository root itself on PATH', () => {
    const tree = withAdded({ Makefile: 'test:\n\tcheck-all\n', 'check-all': '#!/bin/sh\n' }, []);
    expect(onPath(check('make test'), tree, [''])).toEqual(['check-all']);
  });

  it('honest: a script there that no check runs, under no tool name', () => {
    const followed = executedFiles([check('make test')], aFollowTree(BIN), { pathDirs: ['bin'] });
    expect(followed.followed.map((f) => f.path)).not.toContain('bin/release');
  });

  it('honest: without the folder on PATH, a bare command is an installed tool', () => {
    expect(onPath(check('make test'), withAdded(BIN, ['bin/python']), [])).toEqual([]);
  });

  it('honest: a file deeper than the PATH folder is not on PATH', () => {
    const tree = aFollowTree({ ...BIN, 'bin/lib/python': '' });
    expect(onPath(check('make test'), tree, ['bin'])).toEqual(['bin/run-tests']);
  });

  it("gaming: a folder the Makefile's exported PATH adds, for the recipe's command and starters", () => {
    const makefile = 'export PATH := $(CURDIR)/bin:$(PATH)\n\ntest:\n\trun-tests\n';
    const tree = withAdded({ ...BIN, Makefile: makefile }, ['bin/python']);
    expect(onPath(check('make test'), tree, [])).toEqual(['bin/python', 'bin/run-tests']);
  });

  it('gaming: PATH assigned on the line, a relative folder, inside a script the check runs', () => {
    const tree = aFollowTree({
      'ci/test.sh': '#!/bin/sh\nPATH=./tools:$PATH check-all\n',
      'tools/check-all': '#!/bin/sh\nexit 0\n',
    });
    expect(onPath(check('sh ci/test.sh'), tree, [])).toEqual(['tools/check-all']);
  });

  it('honest: PATH entries outside the repository or computed at run time', () => {
    const makefile =
      'export PATH := $(HOME)/bin:/opt/tools:$(GOPATH)/bin:$(PATH)\n\ntest:\n\trun-tests\n';
    expect(onPath(check('make test'), aFollowTree({ ...BIN, Makefile: makefile }), [])).toEqual([]);
  });
});
