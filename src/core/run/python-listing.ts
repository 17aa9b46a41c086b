// Reads a listing of the installed Python distributions (one `impl version` line, then one
// `Name==version` line per distribution): the inventory key is made of it, and whether pytest-cov
// is installed, with the Python and coverage.py that run it, can be read from the same text.

/** pytest-cov is installed, and the Python (`major.minor`) and coverage.py versions beside it. */
export interface PytestCov {
  python: string | null;
  coverage: string | null;
}

/** What the listing says of pytest-cov; null when pytest-cov or coverage.py is not installed. */
export function pytestCovInListing(listing: string): PytestCov | null {
  const [first = '', ...lines] = listing.split('\n');
  const versions = new Map<string, string>();
  for (const line of lines) {
    const at = line.indexOf('==');
    if (at > 0) versions.set(normalName(line.slice(0, at)), line.slice(at + 2).trim());
  }
  const coverage = versions.get('coverage');
  if (!versions.has('pytest-cov') || coverage === undefined) return null;
  const python = /^\S+ (\d+\.\d+)/.exec(first.trim())?.[1] ?? null;
  return { python, coverage };
}

// PEP 503: names compare lower-cased with runs of `-`, `_` and `.` as one `-`.
function normalName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[-_.]+/g, '-');
}

/** What installed distributions hook into the checks, by normalised distribution name. */
export interface InstalledHooks {
  /** Those that declare a `pytest11` entry point. */
  plugins: Set<string>;
  /** The console and GUI scripts each installs. */
  scripts: Map<string, string[]>;
}

/** The `pytest11 <Name>` and `script <Name> <script>` lines of the listings. */
export function installedHooks(listings: ReadonlyArray<string | null>): InstalledHooks {
  const hooks: InstalledHooks = { plugins: new Set(), scripts: new Map() };
  for (const line of listings.flatMap((l) => (l === null ? [] : l.split('\n')))) {
    if (line.startsWith('pytest11 ')) hooks.plugins.add(normalName(line.slice(9)));
    const script = /^script (\S+) (\S+)$/.exec(line);
    if (script === null) continue;
    const name = normalName(script[1] ?? '');
    const known = hooks.scripts.get(name);
    if (known === undefined) hooks.scripts.set(name, [script[2] ?? '']);
    else known.push(script[2] ?? '');
  }
  return hooks;
}
