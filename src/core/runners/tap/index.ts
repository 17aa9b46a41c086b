// Any TAP producer (tape, `ava --tap`): the format, whichever runner printed it.

import { printsTap } from '../ava/tap-flag.js';
import type { RunnerProfile } from '../profile.js';
import { parseTapOutput, tapEnds } from './console.js';

export const tapProfile: RunnerProfile = {
  name: 'tap',
  label: 'TAP',
  ecosystem: 'javascript',
  recognition: {
    tools: ['tape', 'ava'],
    starts: (tool, rest) => tool === 'tape' || printsTap(rest),
  },
  console: { ends: tapEnds, parse: parseTapOutput },
  environmentSignals: { modules: ['tape'], argv: ['tape'] },
};
