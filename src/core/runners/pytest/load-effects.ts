// What pytest does with a test or support file it loads: plugins a module names, and, in a
// conftest.py (support), hook implementations and autouse fixtures, which reach every test in
// the folder or the whole session.
import type { EffectRule } from '../profile.js';

export const PYTEST_LOAD_EFFECTS: readonly EffectRule[] = [
  { re: /^pytest_plugins\b/, what: 'loads pytest plugins (pytest_plugins)' },
  { re: /^def\s+pytest_\w+\s*\(/, what: 'implements a pytest hook', support: true },
  { re: /\bautouse\s*=\s*True\b/, what: 'defines an autouse fixture', support: true },
];
