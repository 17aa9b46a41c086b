// A text file pytest collects as doctests (`--doctest-glob`, docs/executed-files.md) is harness,
// but most of it is prose: only its examples (`>>>` and `...` lines with the output after them)
// are tests, so a change that leaves them as they were is a warning, not a critical change.
import type { HarnessSeverity, HarnessText } from './harness-text.js';

/** The derived rule of such a file starts so (follow-executed.ts names the check after it). */
export const DOCTEST_RULE_PREFIX = 'base-executes:pytest-doctest ';

/** The examples of a doctest text, each its prompt lines and expected output, in order. */
export function doctestExamples(text: string): string[] {
  const examples: string[] = [];
  let current: string[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('>>>')) {
      if (current === null || !/^(>>>|\.\.\.)/.test(current[current.length - 1] ?? '')) {
        if (current !== null) examples.push(current.join('\n'));
        current = [];
      }
      current.push(line);
    } else if (current !== null && line !== '') current.push(line);
    else if (current !== null) {
      examples.push(current.join('\n'));
      current = null;
    }
  }
  if (current !== null) examples.push(current.join('\n'));
  return examples;
}

export function doctestSeverity(text: HarnessText): HarnessSeverity {
  const before = doctestExamples(text.base ?? '');
  const after = doctestExamples(text.head ?? '');
  const same = text.head !== null && before.join('\n\n') === after.join('\n\n');
  return same
    ? { severity: 'warning', note: 'its doctest examples are unchanged (prose only)' }
    : { severity: 'critical', note: 'a doctest example changed' };
}
