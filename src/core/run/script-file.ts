// Whether a check runs its script as written, through a shell given GitHub's `{0}` (the file that
// holds it), rather than a command line of its own.
import type { Check } from '../model/check.js';

export function runsScriptFile(check: Check): boolean {
  return check.script.trim() !== '' && check.args.some((arg) => arg.includes('{0}'));
}
