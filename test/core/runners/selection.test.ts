// Each runner's selection of the PR's test files (SPEC 3b): the words that run exactly those files,
// keeping the check's options and dropping its filters, which would widen or narrow the pass.
import { describe, expect, it } from 'vitest';
import type { RunnerName } from '../../../src/core/runners/names.js';
import type { RunnerInvocation } from '../../../src/core/runners/profile.js';
import { profileOf } from '../../../src/core/runners/registry.js';

function select(
  runner: RunnerName,
  tool: string[],
  rest: string[],
  files: Array<{ path: string; text?: string }>,
): string[] | null {
  const invocation: RunnerInvocation = { runner, tool, rest };
  return (
    profileOf(runner).selection?.files(
      invocation,
      files.map((f) => ({ path: f.path, text: f.text ?? '' })),
    ) ?? null
  );
}

describe('selection of the PR test files', () => {
  it('pytest: the files, the config options kept, its paths and -k dropped', () => {
    expect(
      select(
        'pytest',
        ['uv', 'run', 'pytest'],
        ['-q', 'tests/', '-k', 'slow', '-c', 'ci.ini'],
        [{ path: 'tests/test_a.py' }],
      ),
    ).toEqual([
      'uv',
      'run',
      'pytest',
      '-q',
      '-c',
      'ci.ini',
      '-p',
      'no:cacheprovider',
      'tests/test_a.py',
    ]);
  });

  it.each([
    [
      ['--cov', 'jmespath', '--cov-report', 'term-missing'],
      ['--cov', 'jmespath', '--cov-report', 'term-missing'],
    ],
    [['--cov', 'tests/'], ['--cov']],
    [
      ['--cov', '-q', 'tests'],
      ['--cov', '-q'],
    ],
    [
      ['-n', 'auto', '--tb', 'short', 'tests/unit'],
      ['-n', 'auto', '--tb', 'short'],
    ],
  ])('pytest: plugin options keep their values, paths go: %j', (rest, kept) => {
    expect(select('pytest', ['pytest'], rest, [{ path: 'test_x.py' }])).toEqual([
      'pytest',
      ...kept,
      '-p',
      'no:cacheprovider',
      'test_x.py',
    ]);
  });

  it('vitest: run with the files, the verb and -t dropped, --config kept', () => {
    expect(
      select(
        'vitest',
        ['npx', '--no', '--', 'vitest'],
        ['run', 'src', '-t', 'fast', '--config', 'v.ts'],
        [{ path: 'src/a.test.ts' }, { path: 'src/b.test.ts' }],
      ),
    ).toEqual([
      'npx',
      '--no',
      '--',
      'vitest',
      'run',
      '--config',
      'v.ts',
      'src/a.test.ts',
      'src/b.test.ts',
    ]);
  });

  it('jest: --runTestsByPath, a path pattern dropped', () => {
    expect(
      select('jest', ['jest'], ['--ci', '--testPathPattern', 'unit'], [{ path: 'a.test.js' }]),
    ).toEqual(['jest', '--ci', '--runTestsByPath', 'a.test.js']);
  });

  it('node --test: the files after its flags, a name pattern dropped', () => {
    expect(
      select(
        'node-test',
        ['node'],
        ['--test', '--test-name-pattern=x', 'test/'],
        [{ path: 'test/a.test.mjs' }],
      ),
    ).toEqual(['node', '--test', 'test/a.test.mjs']);
  });

  it('go: -run of the tests the files define, in their packages; ./... and -run dropped', () => {
    const text =
      'package rl\n\nfunc TestBurst(t *testing.T) {}\nfunc helper() {}\nfunc TestCap(t *testing.T) {}\n';
    expect(
      select(
        'go',
        ['go'],
        ['test', '-race', '-run', 'Old', './...'],
        [{ path: 'internal/rl/rl_test.go', text }],
      ),
    ).toEqual(['go', 'test', '-race', '-run', '^(?:TestBurst|TestCap)$', './internal/rl']);
    expect(select('go', ['go'], ['test', './...'], [{ path: 'x_test.go', text }])).toEqual([
      'go',
      'test',
      '-run',
      '^(?:TestBurst|TestCap)$',
      '.',
    ]);
    // A file that defines no test cannot be selected by name.
    expect(
      select('go', ['go'], ['test', './...'], [{ path: 'x_test.go', text: 'package x\n' }]),
    ).toBeNull();
  });

  it('cargo: a --test target per integration test file; a file elsewhere cannot be selected', () => {
    expect(
      select(
        'cargo',
        ['cargo'],
        ['test', '--workspace', '--', '--test-threads=1', 'filter'],
        [{ path: 'tests/limits.rs' }, { path: 'tests/api/main.rs' }],
      ),
    ).toEqual([
      'cargo',
      'test',
      '--workspace',
      '--test',
      'limits',
      '--test',
      'api',
      '--',
      '--test-threads=1',
    ]);
    expect(select('cargo', ['cargo'], ['test'], [{ path: 'src/lib.rs' }])).toBeNull();
  });

  it('cargo: a module under tests/ goes with the targets; alone, or beside src/, nothing runs', () => {
    const common = { path: 'tests/common/mod.rs' };
    expect(select('cargo', ['cargo'], ['test'], [common, { path: 'tests/helped.rs' }])).toEqual([
      'cargo',
      'test',
      '--test',
      'helped',
    ]);
    expect(select('cargo', ['cargo'], ['test'], [common])).toBeNull();
    expect(
      select('cargo', ['cargo'], ['test'], [{ path: 'tests/a.rs' }, { path: 'src/tests.rs' }]),
    ).toBeNull();
  });

  it('cargo: one run per target, each with the modules under tests/', () => {
    const files = ['tests/a.rs', 'tests/common/mod.rs', 'tests/b/main.rs', 'tests/b/util.rs'].map(
      (path) => ({ path, text: '' }),
    );
    const runs = profileOf('cargo').selection?.runs?.(files) ?? [];
    expect(runs.map((run) => run.map((file) => file.path))).toEqual([
      ['tests/a.rs', 'tests/common/mod.rs', 'tests/b/util.rs'],
      ['tests/b/main.rs', 'tests/common/mod.rs', 'tests/b/util.rs'],
    ]);
    // No target among them: one run, which the selection then refuses.
    expect(profileOf('cargo').selection?.runs?.([files[1]!])).toEqual([[files[1]]]);
  });

  it('a runner of another name is never selected by a profile', () => {
    expect(
      profileOf('vitest').selection?.files({ runner: 'pytest', tool: ['pytest'], rest: [] }, [
        { path: 'a.test.ts', text: '' },
      ]),
    ).toBeNull();
  });
});
