// node's own test runner (`node --test`).
import type { RunnerProfile } from '../profile.js';
import { parseNodeTest } from './console.js';
import { nodeTestSelection } from './selection.js';
import { nodeTestWitness } from './witness.js';

export const nodeTestProfile: RunnerProfile = {
  name: 'node-test',
  label: 'node --test',
  ecosystem: 'javascript',
  recognition: { tools: ['node'], starts: (_tool, _rest, words) => words.includes('--test') },
  console: { ends: (line) => /^(?:#|ℹ) duration_ms /.test(line), parse: parseNodeTest },
  selection: nodeTestSelection,
  witness: nodeTestWitness,
  environmentSignals: { env: ['NODE_TEST_CONTEXT'], modules: ['node:test'], argv: ['--test'] },
};
