// pytest's integrity witness: a plugin given with `-p` through PYTEST_ADDOPTS, imported from
// testlock's private folder (on PYTHONPATH for the check only) before pytest collects anything.
import type { RunnerWitness } from '../profile.js';
import { keepsPythonPath, linesConfig } from './changed-lines.js';
import { PYTEST_ENV } from './instrument.js';
import { PYTEST_LINES_CONFIG, PYTEST_LINES_MODULE, PYTEST_LINES_SOURCE } from './lines-source.js';
import { PYTEST_WITNESS_MODULE, PYTEST_WITNESS_SOURCE } from './witness-source.js';

const PYTHONPATH = 'PYTHONPATH';

export const pytestWitness: RunnerWitness = {
  files: [
    { name: `${PYTEST_WITNESS_MODULE}.py`, content: PYTEST_WITNESS_SOURCE },
    { name: `${PYTEST_LINES_MODULE}.py`, content: PYTEST_LINES_SOURCE },
  ],
  channel: 'channel.jsonl',
  inheritedEnv: PYTHONPATH,
  apply(prepared, dir, context) {
    const { check } = prepared;
    if (!keepsPythonPath(check)) return null;
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
  // The changed-lines recorder's config, where the run records changed lines (changed-lines.ts).
  moreFiles(_dir, context) {
    const config = linesConfig(context);
    return config === null ? [] : [{ name: PYTEST_LINES_CONFIG, content: JSON.stringify(config) }];
  },
};
