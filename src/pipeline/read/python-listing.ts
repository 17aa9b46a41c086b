// The installed Python distributions, as one Python start lists them: the inventory key is made of
// the list, and the pytest-cov probe can read its answer from the same text (issue 14).
import { type ProbeSite, probeOutput } from './probe-output.js';

// Every installed distribution: a pytest plugin or a library a test module imports at collection
// can change what is collected. Paths are left out: they differ between checkouts of one runner.
// Name and Version are read from the metadata's header lines as importlib.metadata would give
// them; its email parser, run twice per distribution, cost more than the Python start.
export const LIST_DISTRIBUTIONS = [
  'import sys, importlib.metadata as m',
  'def nv(d):',
  "    t = d.read_text('METADATA') or d.read_text('PKG-INFO') or d.read_text('') or ''",
  '    f = {}',
  "    for line in t.split('\\n'):",
  '        if not line.strip(): break',
  "        k, _, v = line.partition(':')",
  "        if k in ('Name', 'Version') and k not in f: f[k] = v.strip()",
  "    return '%s==%s' % (f.get('Name'), f.get('Version'))",
  'print(sys.implementation.name, sys.version.split()[0])',
  "print('\\n'.join(sorted({nv(d) for d in m.distributions()})))",
].join('\n');

/** The listing printed by `words` (an interpreter) in `cwd`, or null when it could not run. */
export function listDistributions(
  words: readonly string[],
  cwd: string,
  site: ProbeSite,
): Promise<string | null> {
  return probeOutput('probe version', words, ['-c', LIST_DISTRIBUTIONS], cwd, site);
}

/** Lists one interpreter in one folder once, however many ask. */
export type SharedListing = (words: readonly string[], cwd: string) => Promise<string | null>;

export function sharedListing(
  list: (words: readonly string[], cwd: string) => Promise<string | null>,
): SharedListing {
  const started = new Map<string, Promise<string | null>>();
  return (words, cwd) => {
    const key = JSON.stringify([words, cwd]);
    let listing = started.get(key);
    if (listing === undefined) {
      listing = list(words, cwd).catch(() => null);
      started.set(key, listing);
    }
    return listing;
  };
}
