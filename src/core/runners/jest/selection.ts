// jest selects the PR's test files by path (`--runTestsByPath`), with the check's config options.
import type { Selection } from '../profile.js';
import { keptOptions } from '../selection-options.js';

const VALUED = ['-c', '--config', '--rootDir', '--selectProjects', '--testEnvironment'];
const DROPPED = [
  '-t',
  '--testNamePattern',
  '--testPathPattern',
  '--shard',
  '-o',
  '--onlyChanged',
  '--bail',
];

export const jestSelection: Selection = {
  files({ runner, tool, rest }, files) {
    if (runner !== 'jest' || files.length === 0) return null;
    const kept = keptOptions(
      rest,
      [...VALUED, '-t', '--testNamePattern', '--testPathPattern', '--shard'],
      DROPPED,
    );
    return [...tool, ...kept, '--runTestsByPath', ...files.map((file) => file.path)];
  },
};
