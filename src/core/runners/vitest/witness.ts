// vitest's integrity witness: vitest reads set-up files only from its config, so the check is
// given testlock's own config (`--config`), which imports the project's and appends the witness.
// Only where the config vitest would read is known for sure: none named on the command line, no
// projects or workspace, no other root.
import { appendArgs } from '../../run/instrument-args.js';
import { packageScriptName, simpleWords } from '../../run/tool-words.js';
import type { RunnerWitness } from '../profile.js';
import {
  VITEST_WITNESS_CONFIG,
  VITEST_WITNESS_FILE,
  VITEST_WITNESS_SOURCE,
  vitestWitnessConfig,
} from './witness-source.js';

// Options that choose another config, root or set of projects than the one the witness wraps.
const OWN_CONFIG = /^(?:-c|--config|-r|--root|--project|--workspace)(?:=|$)/;

export const vitestWitness: RunnerWitness = {
  files: [{ name: VITEST_WITNESS_FILE, content: VITEST_WITNESS_SOURCE }],
  channel: 'channel.jsonl',
  apply(prepared, dir, context, mode) {
    const found = context.vitest;
    if (mode === 'console' || found === undefined || found.projects) return null;
    if (context.checkDir === undefined || context.checkDir === '') return null;
    const { check } = prepared;
    let scripted: string[] = [];
    if (mode === 'npm-script') {
      // Only a script that is vitest's words alone passes the option on to it.
      const name = packageScriptName([check.command, ...check.args], context.packageScripts);
      const words = simpleWords(context.packageScripts[name ?? ''] ?? '');
      if (words === null) return null;
      scripted = words;
    }
    if ([...scripted, ...check.args].some((word) => OWN_CONFIG.test(word))) return null;
    return {
      ...prepared,
      check: appendArgs(check, [`--config=${dir}/${VITEST_WITNESS_CONFIG}`], mode),
    };
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
