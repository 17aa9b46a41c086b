// node's runner takes the files to run as its arguments: `node --test FILE…`.
import type { Selection } from '../profile.js';
import { keptOptions } from '../selection-options.js';

const VALUED = [
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
];
const DROPPED = ['--test-name-pattern', '--test-skip-pattern', '--test-shard', '--test-only'];

export const nodeTestSelection: Selection = {
  files({ runner, tool, rest }, files) {
    if (runner !== 'node-test' || files.length === 0) return null;
    const kept = keptOptions(rest, VALUED, DROPPED);
    const flags = kept.includes('--test') ? kept : ['--test', ...kept];
    return [...tool, ...flags, ...files.map((file) => file.path)];
  },
};
