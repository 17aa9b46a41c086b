// The nearest known flag to a mistyped one (`--bse` → `--base`), for the error message.

/** Edit distance (insertions, deletions, substitutions) between two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest of `known` to `given` (both without dashes), or null when none is close. */
export function nearest(given: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of known) {
    const d = name.startsWith(given) && given.length >= 3 ? 0 : distance(given, name);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  // Past a third of the name, a suggestion is a guess, not a correction.
  return best !== null && bestDistance <= Math.max(2, Math.floor(given.length / 3)) ? best : null;
}
