// gotestsum, which runs `go test -json` and prints its own summary.
import type { RunnerProfile } from '../profile.js';
import { GOTESTSUM_DONE, parseGotestsum } from './console.js';

export const gotestsumProfile: RunnerProfile = {
  name: 'gotestsum',
  ecosystem: 'go',
  recognition: { tools: ['gotestsum'] },
  console: { ends: (line) => GOTESTSUM_DONE.test(line), parse: parseGotestsum },
};
