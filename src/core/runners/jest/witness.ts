// jest's integrity witness: a setup file appended to the project's own `setupFilesAfterEnv` on the
// command line, which replaces the config's list; so only where that list is known for sure.
import { appendArgs } from '../../run/instrument-args.js';
import { simpleWords } from '../../run/tool-words.js';
import type { RunnerWitness } from '../profile.js';
import { jestScript } from './instrument.js';
import { JEST_WITNESS_FILE, JEST_WITNESS_SOURCE } from './witness-source.js';

// Options that name another config, or set up files or projects of their own: the list the
// witness would replace is not the base config's.
const OWN_SETUP = /^(?:-c|--config|--setupFilesAfterEnv|--projects|--selectProjects)(?:=|$)/;

export const jestWitness: RunnerWitness = {
  files: [{ name: JEST_WITNESS_FILE, content: JEST_WITNESS_SOURCE }],
  channel: 'channel.jsonl',
  apply(prepared, dir, context, mode) {
    const setup = context.jest === undefined ? [] : context.jest.setupFilesAfterEnv;
    if (setup === null || setup === undefined || mode === 'console') return null;
    const script = mode === 'npm-script' ? jestScript(prepared.check, context) : '';
    const scripted = script === '' ? [] : simpleWords(script);
    if (scripted === null) return null;
    if ([...scripted, ...prepared.check.args].some((word) => OWN_SETUP.test(word))) return null;
    const files = [...setup, `${dir}/${JEST_WITNESS_FILE}`];
    const extra = files.map((file) => `--setupFilesAfterEnv=${file}`);
    return { ...prepared, check: appendArgs(prepared.check, extra, mode) };
  },
};
