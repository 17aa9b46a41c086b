// pytest selects the PR's test files by path: the ini config and plugins still apply, the check's
// own path arguments do not (they would add the base suite to the pass).
import type { Selection } from '../profile.js';
import { keptOptions } from '../selection-options.js';

// Options whose value is the next word; `-k`, `-m` and `--deselect` would narrow the PR's files.
const VALUED = ['-c', '--rootdir', '-p', '-o', '--override-ini', '--import-mode', '-W'];
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
    );
    return [...tool, ...kept, '-p', 'no:cacheprovider', ...files.map((file) => file.path)];
  },
};
