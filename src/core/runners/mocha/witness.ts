// mocha's integrity witness: `--require <witness>` on the command line, which mocha adds to the
// modules its config requires, so the project's own set-up keeps loading first.
import { appendArgs } from '../../run/instrument-args.js';
import { packageScriptName, simpleWords } from '../../run/tool-words.js';
import type { RunnerWitness } from '../profile.js';
import { MOCHA_WITNESS_FILE, MOCHA_WITNESS_SOURCE } from './witness-source.js';

export const mochaWitness: RunnerWitness = {
  files: [{ name: MOCHA_WITNESS_FILE, content: MOCHA_WITNESS_SOURCE }],
  channel: 'channel.jsonl',
  apply(prepared, dir, context, mode) {
    if (mode === 'console') return null;
    const { check } = prepared;
    if (mode === 'npm-script') {
      // Only a script that is mocha's words alone passes the option on to it.
      const name = packageScriptName([check.command, ...check.args], context.packageScripts);
      if (simpleWords(context.packageScripts[name ?? ''] ?? '') === null) return null;
    }
    return {
      ...prepared,
      check: appendArgs(check, ['--require', `${dir}/${MOCHA_WITNESS_FILE}`], mode),
    };
  },
};
