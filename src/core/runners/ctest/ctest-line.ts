// The `ctest` command word of a plain script (configure, build, then ctest), where testlock adds
// its options: at a line's start or after `&&`, `||`, `;`, `|`, past `VAR=x` words.

const CTEST_WORD =
  /(^|\n|&&|\|\||;|\|)([ \t]*(?:[A-Za-z_]\w*=\S*[ \t]+)*)((?:[^\s;&|'"]*\/)?ctest)(?=[ \t]|$|\n)/g;

/**
 * The script with `option` (already quoted for bash) after its one `ctest` word; null where it
 * runs ctest more than once (one report cannot hold two runs) or not at all.
 */
export function withCtestOption(script: string, option: string): string | null {
  if ([...script.matchAll(CTEST_WORD)].length !== 1) return null;
  return script.replace(
    CTEST_WORD,
    (_all, before: string, vars: string, word: string) => `${before}${vars}${word} ${option}`,
  );
}
