// node's test runner's integrity witness: a CommonJS module preloaded with `--require` through
// NODE_OPTIONS (which every node version reads, where `--import` there is refused before 18.18),
// so each test process loads it first, however the runner is started.
import type { RunnerWitness } from '../profile.js';
import { NODE_TEST_WITNESS_FILE, NODE_TEST_WITNESS_SOURCE } from './witness-source.js';

const NODE_OPTIONS = 'NODE_OPTIONS';

export const nodeTestWitness: RunnerWitness = {
  files: [{ name: NODE_TEST_WITNESS_FILE, content: NODE_TEST_WITNESS_SOURCE }],
  channel: 'channel.jsonl',
  inheritedEnv: NODE_OPTIONS,
  apply(prepared, dir, context) {
    // NODE_OPTIONS is split on spaces, with double quotes and backslashes as escapes.
    if (/["\\]/.test(dir)) return null;
    const { check } = prepared;
    const own = check.env[NODE_OPTIONS] ?? context.inherited?.[NODE_OPTIONS];
    const preload = `--require="${dir}/${NODE_TEST_WITNESS_FILE}"`;
    return {
      ...prepared,
      check: {
        ...check,
        env: { ...check.env, [NODE_OPTIONS]: [own, preload].filter(Boolean).join(' ') },
      },
    };
  },
};
