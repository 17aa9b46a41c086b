// the `tap` runner (node-tap), not TAP in general.
import type { RunnerProfile } from '../profile.js';
import { NODE_TAP_SUMMARY, parseNodeTap } from './console.js';

export const nodeTapProfile: RunnerProfile = {
  name: 'node-tap',
  label: 'tap',
  framePackages: ['tap', '@tapjs'],
  ecosystem: 'javascript',
  recognition: { tools: ['tap'] },
  console: { ends: (line) => NODE_TAP_SUMMARY.test(line), parse: parseNodeTap },
  environmentSignals: {
    env: ['TAP_CHILD_ID', 'TAP_SNAPSHOT', 'TAPJS_*'],
    modules: ['tap', '@tapjs/*'],
  },
};
