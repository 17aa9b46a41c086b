// The executables one command line needs on PATH, so a check whose tool is missing is skipped
// as `tool-not-installed` before it runs instead of failing on the machine.
import { commandWords } from './command-words.js';
import { packageExecTarget } from './package-runners.js';
import { isBuiltin } from './tool-table.js';

/** The executables a command line needs on PATH (none for builtins, paths and variables). */
export function lineTools(words: readonly string[]): string[] {
  const command = commandWords(words);
  const tool = command[0];
  if (tool === undefined || /[/$]|\{\{/.test(tool) || isBuiltin(tool)) return [];
  const target =
    tool === 'npx' || tool === 'bunx' ? packageExecTarget(command.slice(1)) : undefined;
  return target === undefined || target.includes('/') ? [tool] : [tool, target];
}
