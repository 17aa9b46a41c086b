// ava's integrity witness: ava takes `require` modules only from its config, so the check is given
// testlock's own config (`--config`), which carries the project's and appends the witness. Only
// where the config ava would read is known for sure (ava-config.ts) and none is named on the
// command line. ava accepts a config file outside the project (it says which it uses); its
// project folder stays the package's, so the project's relative `require` entries resolve as
// before. A route through NODE_OPTIONS would reach every node process a test starts too.
import { appendArgs } from '../../run/instrument-args.js';
import { packageScriptName, simpleWords } from '../../run/tool-words.js';
import type { RunnerWitness } from '../profile.js';
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
    if (mode === 'console' || found === undefined || 'unsure' in found) return null;
    if (context.checkDir === undefined || context.checkDir === '') return null;
    const { check } = prepared;
    let scripted: string[] = [];
    if (mode === 'npm-script') {
      // Only a script that is ava's words alone passes the option on to it.
      const name = packageScriptName([check.command, ...check.args], context.packageScripts);
      const words = simpleWords(context.packageScripts[name ?? ''] ?? '');
      if (words === null) return null;
      scripted = words;
    }
    if ([...scripted, ...check.args].some((word) => OWN_CONFIG.test(word))) return null;
    return {
      ...prepared,
      check: appendArgs(check, [`--config=${dir}/${AVA_WITNESS_CONFIG}`], mode),
    };
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
