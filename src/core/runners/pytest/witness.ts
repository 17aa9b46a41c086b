// pytest's integrity witness: a plugin given with `-p` through PYTEST_ADDOPTS, imported from
// testlock's private folder (on PYTHONPATH for the check only) before pytest collects anything.
import type { RunnerWitness } from '../profile.js';
import { PYTEST_ENV } from './instrument.js';
import { PYTEST_WITNESS_MODULE, PYTEST_WITNESS_SOURCE } from './witness-source.js';

const PYTHONPATH = 'PYTHONPATH';

/**
 * Where the check may set its own PYTHONPATH on the runner's line or start Python isolated
 * (`-I`, `-E`: PYTHONPATH ignored), `-p` would name a module pytest cannot import and break an
 * honest run: there the witness is left out.
 */
const RESETS_PATH = /\bPYTHONPATH\b|\benv\s+-i\b|\bpython[\d.]*\s+-[a-zA-Z]*[IE]/;

export const pytestWitness: RunnerWitness = {
  files: [{ name: `${PYTEST_WITNESS_MODULE}.py`, content: PYTEST_WITNESS_SOURCE }],
  channel: 'channel.jsonl',
  inheritedEnv: PYTHONPATH,
  apply(prepared, dir, context) {
    const { check } = prepared;
    const text = [check.script, check.command, ...check.args].join(' ');
    if (RESETS_PATH.test(text)) return null;
    const env = check.env;
    const own = env[PYTHONPATH] ?? context.inherited?.[PYTHONPATH];
    const addopts = env[PYTEST_ENV] ?? context.inherited?.[PYTEST_ENV];
    return {
      ...prepared,
      check: {
        ...check,
        env: {
          ...env,
          [PYTHONPATH]: [dir, own].filter(Boolean).join(':'),
          [PYTEST_ENV]: [addopts, '-p', PYTEST_WITNESS_MODULE].filter(Boolean).join(' '),
        },
      },
    };
  },
};
