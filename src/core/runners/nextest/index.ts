// `cargo nextest run`.

import { cargoSubcommand } from '../cargo/subcommand.js';
import type { RunnerProfile } from '../profile.js';
import { NEXTEST_SUMMARY, parseNextest } from './console.js';

export const nextestProfile: RunnerProfile = {
  name: 'nextest',
  label: 'cargo nextest',
  ecosystem: 'rust',
  recognition: {
    tools: ['cargo'],
    starts: (_tool, rest) => cargoSubcommand(rest) === 'nextest run',
  },
  console: { ends: (line) => NEXTEST_SUMMARY.test(line), parse: parseNextest },
  environmentSignals: { env: ['NEXTEST', 'NEXTEST_*'] },
};
