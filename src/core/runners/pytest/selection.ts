// pytest selects the PR's test files by path: the ini config and plugins still apply, the check's
// own path arguments do not (they would add the base suite to the pass).
import type { Selection } from '../profile.js';
import { keptOptions } from '../selection-options.js';

// Options whose value is the next word, pytest's own and its common plugins' (pytest-cov, xdist,
// timeout, rerunfailures, html): their value is no test path. `-k`, `-m` and `--deselect` would
// narrow the PR's files.
const VALUED = [
  '-c',
  '--rootdir',
  '-p',
  '-o',
  '--override-ini',
  '--import-mode',
  '-W',
  '--pythonwarnings',
  '--cov-report',
  '--cov-config',
  '--cov-fail-under',
  '--cov-context',
  '--junitxml',
  '--junit-xml',
  '--tb',
  '-n',
  '--numprocesses',
  '--dist',
  '--maxfail',
  '--durations',
  '--durations-min',
  '-r',
  '--timeout',
  '--reruns',
  '--reruns-delay',
  '--log-level',
  '--log-cli-level',
  '--log-file',
  '--basetemp',
  '--confcutdir',
  '--capture',
  '--color',
  '--doctest-glob',
  '--html',
];

// pytest-cov's `--cov` takes a value when one follows: a package name, not a path to tests.
const covSource = (name: string, next: string): boolean =>
  name === '--cov' && !next.includes('/') && !next.includes('::') && !next.endsWith('.py');
const DROPPED = [
  '-k',
  '-m',
  '--deselect',
  '--ignore',
  '--ignore-glob',
  '-x',
  '--exitfirst',
  '--lf',
  '--ff',
  '--sw',
];

export const pytestSelection: Selection = {
  files({ runner, tool, rest }, files) {
    if (runner !== 'pytest' || files.length === 0) return null;
    const kept = keptOptions(
      rest,
      [...VALUED, '-k', '-m', '--deselect', '--ignore', '--ignore-glob'],
      DROPPED,
      covSource,
    );
    return [...tool, ...kept, '-p', 'no:cacheprovider', ...files.map((file) => file.path)];
  },
};
