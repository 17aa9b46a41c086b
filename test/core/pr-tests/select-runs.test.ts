// The runs of the PR-tests pass: each test check's runner selects the PR's files under its folder,
// in as many runs as its profile needs (cargo: one per target, so one that cannot build at base
// does not stop the others), and the files no check can select are named.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../src/core/model/check.js';
import { type PrTestFile, selectRuns } from '../../../src/core/pr-tests/select-runs.js';

function check(script: string, cwd = ''): Check {
  const [command = '', ...args] = script.split(' ');
  return {
    name: 'tests',
    kind: 'test',
    command,
    args,
    script,
    cwd,
    env: {},
    source: 'ci',
    origin: 'ci',
    skipped: null,
  };
}

const rust = (path: string): PrTestFile => ({
  path,
  text: '#[test]\nfn t() {}\n',
  ecosystem: 'rust',
});

describe('selectRuns', () => {
  it('cargo: one run per integration target, the helper module with each', () => {
    const { runs, unselected } = selectRuns(
      [check('cargo test')],
      [rust('tests/negative.rs'), rust('tests/common/mod.rs'), rust('tests/twice.rs')],
      () => ({}),
    );
    expect(runs.map((run) => [run.check.command, ...run.check.args].join(' '))).toEqual([
      'cargo test --test negative',
      'cargo test --test twice',
    ]);
    expect(runs.map((run) => run.files)).toEqual([
      ['tests/negative.rs', 'tests/common/mod.rs'],
      ['tests/twice.rs', 'tests/common/mod.rs'],
    ]);
    expect(unselected).toEqual([]);
  });

  it('a helper module changed alone is named as not selectable, never run as a target', () => {
    const { runs, unselected } = selectRuns(
      [check('cargo test')],
      [rust('tests/common/mod.rs')],
      () => ({}),
    );
    expect(runs).toEqual([]);
    expect(unselected).toEqual(['tests/common/mod.rs']);
  });

  it('a runner without runs of its own takes every file in one run', () => {
    const files: PrTestFile[] = ['test/a.test.js', 'test/b.test.js'].map((path) => ({
      path,
      text: '',
      ecosystem: 'javascript',
    }));
    const { runs } = selectRuns([check('jest --ci')], files, () => ({}));
    expect(runs.map((run) => run.check.args)).toEqual([
      ['--ci', '--runTestsByPath', 'test/a.test.js', 'test/b.test.js'],
    ]);
  });
});
