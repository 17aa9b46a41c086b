// vitest's integrity witness: vitest reads set-up files only from its config, so the check is
// given testlock's own config (`--config`), which imports the project's and appends the witness.
// Only where the config vitest would read is known for sure: none named on the command line, no
// projects or workspace, no other root.
import type { RunnerWitness } from '../profile.js';
import { withWrappingConfig } from '../wrapping-config.js';
import {
  VITEST_WITNESS_CONFIG,
  VITEST_WITNESS_FILE,
  VITEST_WITNESS_MODULE,
  VITEST_WITNESS_SETUP,
  VITEST_WITNESS_SOURCE,
  vitestWitnessConfig,
} from './witness-source.js';

// Options that choose another config, root or set of projects than the one the witness wraps.
const OWN_CONFIG = /^(?:-c|--config|-r|--root|--project|--workspace)(?:=|$)/;

export const vitestWitness: RunnerWitness = {
  files: [
    { name: VITEST_WITNESS_FILE, content: VITEST_WITNESS_SETUP },
    { name: VITEST_WITNESS_MODULE, content: VITEST_WITNESS_SOURCE },
  ],
  channel: 'channel.jsonl',
  apply(prepared, dir, context, mode) {
    const found = context.vitest;
    if (found === undefined || found.projects) return null;
    return withWrappingConfig(
      prepared,
      context,
      mode,
      OWN_CONFIG,
      `${dir}/${VITEST_WITNESS_CONFIG}`,
    );
  },
  moreFiles(dir, context) {
    const config = context.vitest?.config ?? null;
    const own = config === null ? null : `${context.checkDir}/${config}`;
    return [
      {
        name: VITEST_WITNESS_CONFIG,
        content: vitestWitnessConfig(own, `${dir}/${VITEST_WITNESS_FILE}`),
      },
    ];
  },
};
