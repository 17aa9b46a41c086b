// The executables one command line needs on PATH, so a check whose tool is missing is skipped
// as `tool-not-installed` before it runs instead of failing on the machine.
import { commandWords } from './command-words.js';
import { execTarget } from './exec-runners.js';
import { isBuiltin } from './tool-table.js';

/**
 * The executables a command line needs on PATH (none for builtins, paths and variables). The
 * binary `npx`/`bunx` would run is checked on PATH too, since they would otherwise download it;
 * what `uvx` and `pipx run` fetch is theirs to fetch, as in CI.
 */
export function lineTools(words: readonly string[]): string[] {
  const command = commandWords(words);
  const tool = command[0];
  if (tool === undefined || /[/$]|\{\{/.test(tool) || isBuiltin(tool)) return [];
  const exec = tool === 'npx' || tool === 'bunx' ? execTarget(tool, command.slice(1)) : null;
  const target = exec?.words[0];
  return target === undefined || target.includes('/') ? [tool] : [tool, target];
}
