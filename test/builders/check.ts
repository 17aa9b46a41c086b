// Builder for a test check as discovery leaves it: `command args` run from the root, found in CI.
import type { Check } from '../../src/core/model/check.js';

/** A test check named `tests` running `command args` (script the same words); override any field. */
export function aTestCheck(command: string, args: string[], fields: Partial<Check> = {}): Check {
  return {
    name: 'tests',
    kind: 'test',
    command,
    args,
    script: [command, ...args].join(' '),
    cwd: '',
    env: {},
    source: 'ci',
    origin: 'ci',
    skipped: null,
    ...fields,
  };
}
