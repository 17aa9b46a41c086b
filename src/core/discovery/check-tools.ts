// The tools the base checks start: the first word of each check's command and of each line of its
// script, wrappers that only locate a tool stripped (`uv run nox` starts nox). A file the PR adds
// for one of these tools (a Makefile where a check runs make) is read by a base check.
import type { Check } from '../model/check.js';
import { simpleWords, toolWords } from '../run/tool-words.js';

function firstTool(words: readonly string[]): string[] {
  const bare = (word: string): string => word.slice(word.lastIndexOf('/') + 1);
  const [first] = words;
  const [tool] = toolWords(words);
  return [first, tool].filter((w): w is string => w !== undefined).map(bare);
}

export function checkTools(checks: readonly Check[]): Set<string> {
  const tools = new Set<string>();
  for (const check of checks) {
    if (check.skipped === 'not-configured') continue;
    for (const word of firstTool([check.command, ...check.args])) tools.add(word);
    for (const line of check.script.split('\n')) {
      // Leading `VAR=value` assignments and `cd dir &&` set up the line; the command follows.
      for (const part of line.split(/&&|\|\||;/)) {
        const words = (simpleWords(part) ?? part.trim().split(/\s+/)).filter(
          (w) => w !== '' && !/^\w+=/.test(w),
        );
        for (const word of firstTool(words)) tools.add(word);
      }
    }
  }
  return tools;
}
