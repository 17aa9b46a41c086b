// pytest `--shard`: a sharding plugin where one is installed does the split itself; else testlock
// splits the test files pytest collects, and passes the share through PYTEST_ADDOPTS, which
// reaches pytest however it is started.
import type { Check } from '../../model/check.js';
import { quoteForAddopts } from '../../run/instrument-args.js';
import { splitItems } from '../../sharding/split.js';
import type { ShardPlan } from '../../sharding/types.js';
import type { Sharding } from '../profile.js';
import { PYTEST_ENV } from './instrument.js';

// `-q` prints node ids (`tests/test_a.py::test_x[1]`), `-qq` prints `tests/test_a.py: 3`.
const NODE_ID = /^([^\s:][^:]*\.py)::/;
const FILE_COUNT = /^([^\s:][^:]*\.py): \d+$/;

/** The test files of a collection, in first-seen order, each once; summary lines are skipped. */
export function pytestCollectedFiles(output: string): string[] {
  const files = new Set<string>();
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const match = NODE_ID.exec(line) ?? FILE_COUNT.exec(line);
    if (match) files.add(match[1]!);
  }
  return [...files];
}

/** The check itself, asked only to collect: same interpreter, paths and configuration. */
function collect(check: Check): Check {
  const addopts = [check.env[PYTEST_ENV], '--collect-only', '-qq', '-p', 'no:cacheprovider'];
  return {
    ...check,
    name: 'pytest collect',
    env: { ...check.env, [PYTEST_ENV]: addopts.filter(Boolean).join(' ') },
  };
}

function addopts(check: Check, words: readonly string[]): Check {
  const env = { ...check.env };
  env[PYTEST_ENV] = [env[PYTEST_ENV], ...words.map(quoteForAddopts)].filter(Boolean).join(' ');
  return { ...check, env };
}

export const pytestSharding: Sharding = {
  split: {
    label: 'pytest',
    lister: (check) => ({ check: collect(check) }),
    // pytest exits 5 when it collects nothing: an empty list, which the split reports as such.
    okExitCodes: [0, 5],
    items: pytestCollectedFiles,
  },
  plan(shard, { items, plugin }): ShardPlan {
    if (plugin === 'pytest-shard') {
      return {
        kind: 'args',
        args: [`--shard-id=${shard.index - 1}`, `--num-shards=${shard.total}`],
      };
    }
    if (plugin === 'pytest-split') {
      return { kind: 'args', args: [`--splits=${shard.total}`, `--group=${shard.index}`] };
    }
    const files = splitItems(shard, items, { listed: 'collected test files', items: 'test files' });
    return Array.isArray(files) ? { kind: 'files', files } : files;
  },
  throughEnvironment(check, plan) {
    const words = plan.kind === 'files' ? plan.files : plan.kind === 'args' ? plan.args : null;
    return words === null ? null : addopts(check, words);
  },
};
