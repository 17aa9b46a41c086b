// vitest selects the PR's test files by filter: `vitest run FILE…` with the check's config options;
// its own positional filters are dropped (they would widen the pass to base tests).
import type { Selection } from '../profile.js';
import { keptOptions } from '../selection-options.js';

const VALUED = ['-c', '--config', '-r', '--root', '--dir', '--project', '--environment', '--pool'];
const DROPPED = ['-t', '--testNamePattern', '--shard', '--changed', '--related', '--bail'];

export const vitestSelection: Selection = {
  files({ runner, tool, rest }, files) {
    if (runner !== 'vitest' || files.length === 0) return null;
    const args = ['run', 'watch', 'dev'].includes(rest[0] ?? '') ? rest.slice(1) : rest;
    const kept = keptOptions(args, [...VALUED, '-t', '--testNamePattern', '--shard'], DROPPED);
    return [...tool, 'run', ...kept, ...files.map((file) => file.path)];
  },
};
