// pytest: the runner of most Python projects.
import type { RunnerProfile } from '../profile.js';
import { PYTEST_SUMMARY, parsePytest } from './console.js';
import { PYTEST_COVERAGE } from './coverage-evidence.js';
import { PYTEST_ENV, pytestInstrumented, pytestThroughEnvironment } from './instrument.js';
import { pytestListing } from './listing.js';
import { PYTEST_LOAD_EFFECTS } from './load-effects.js';
import { pytestSelection } from './selection.js';
import { pytestSharding } from './shard.js';
import { pytestWitness } from './witness.js';

export const pytestProfile: RunnerProfile = {
  name: 'pytest',
  ecosystem: 'python',
  recognition: { tools: ['pytest', 'py.test'] },
  console: { ends: (line) => PYTEST_SUMMARY.test(line.trim()), parse: parsePytest },
  instrumentation: {
    reach: 'environment',
    apply: pytestInstrumented,
    throughEnvironment: pytestThroughEnvironment,
    inheritedEnv: PYTEST_ENV,
    coverageEvidence: PYTEST_COVERAGE,
  },
  listing: pytestListing,
  sharding: pytestSharding,
  loadEffects: PYTEST_LOAD_EFFECTS,
  selection: pytestSelection,
  witness: pytestWitness,
  // The first config with a pytest section, walking up, where the project's has none.
  startPoints: { upward: ['pytest.ini', '.pytest.ini', 'pyproject.toml', 'tox.ini', 'setup.cfg'] },
  environmentSignals: {
    env: ['PYTEST_CURRENT_TEST', 'PYTEST_VERSION', 'PYTEST_XDIST_*', 'PYTEST_ADDOPTS'],
    modules: ['pytest', '_pytest', 'py.test', 'xdist'],
    argv: ['pytest', 'py.test'],
    plugin: /^\s*def\s+pytest_[a-z_]+\s*\(|^\s*@pytest\.(?:fixture|hookimpl)\b/m,
  },
};
