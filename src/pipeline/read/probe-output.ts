// A probe: a short command (a version, an interpreter's answer) run like a check, in a folder of
// the tree, with the run's scrubbed environment; its trimmed standard output is the answer.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ProcessEnv, runCheck } from '../../adapters/process.js';
import type { Check } from '../../core/model/check.js';

export interface ProbeSite {
  /** The tree the probe's folder is relative to. */
  root: string;
  /** Where its output is kept while it is read. */
  scratch: string;
  secrets: readonly string[];
  env: ProcessEnv;
}

/** The output of `words args` in `cwd`; null when it fails or prints nothing. */
export async function probeOutput(
  name: string,
  words: readonly string[],
  args: readonly string[],
  cwd: string,
  site: ProbeSite,
): Promise<string | null> {
  const [command = '', ...rest] = words;
  const probe: Check = {
    name,
    kind: 'test',
    command,
    args: [...rest, ...args],
    script: '',
    cwd,
    env: {},
    source: 'probe',
    origin: 'testlock',
    skipped: null,
  };
  const run = await runCheck(probe, {
    root: site.root,
    timeoutMs: 60_000,
    logDir: join(site.scratch, 'probes'),
    secrets: site.secrets,
    baseEnv: site.env,
  });
  if (!run.ok) return null;
  const text = (await readFile(run.logPaths.stdout, 'utf8').catch(() => '')).trim();
  return text === '' ? null : text;
}
