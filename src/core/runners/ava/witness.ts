// ava's integrity witness: ava takes `require` modules only from its config, so the check is given
// testlock's own config (`--config`), which carries the project's and appends the witness. Only
// where the config ava would read is known for sure (ava-config.ts) and none is named on the
// command line. ava accepts a config file outside the project (it says which it uses); its
// project folder stays the package's, so the project's relative `require` entries resolve as
// before. A route through NODE_OPTIONS would reach every node process a test starts too.
import type { RunnerWitness } from '../profile.js';
import { withWrappingConfig } from '../wrapping-config.js';
import {
  AVA_WITNESS_CONFIG,
  AVA_WITNESS_FILE,
  AVA_WITNESS_SOURCE,
  avaWitnessConfig,
} from './witness-source.js';

// Options that choose another config than the one the witness wraps.
const OWN_CONFIG = /^--config(?:=|$)/;

export const avaWitness: RunnerWitness = {
  files: [{ name: AVA_WITNESS_FILE, content: AVA_WITNESS_SOURCE }],
  channel: 'channel.jsonl',
  apply(prepared, dir, context, mode) {
    const found = context.ava;
    if (found === undefined || 'unsure' in found) return null;
    return withWrappingConfig(prepared, context, mode, OWN_CONFIG, `${dir}/${AVA_WITNESS_CONFIG}`);
  },
  moreFiles(dir, context) {
    const found = context.ava;
    const known = found === undefined || 'unsure' in found ? null : found;
    const own = known?.config == null ? null : `${context.checkDir}/${known.config}`;
    return [
      {
        name: AVA_WITNESS_CONFIG,
        content: avaWitnessConfig(own, known?.packageField ?? null, `${dir}/${AVA_WITNESS_FILE}`),
      },
    ];
  },
};
