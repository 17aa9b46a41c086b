// The cheapest coverage.py set-up that measures the same lines: sys.monitoring where the tools
// have it, and the project's source only (never the tests, never site-packages).

/** `COVERAGE_CORE=sysmon` is coverage.py's low-overhead core: coverage ≥ 7.4 on Python ≥ 3.12. */
export function coverageCore(python: string | null, coverage: string | null): 'sysmon' | null {
  const py = numbers(python);
  const cov = numbers(coverage);
  if (py === null || cov === null) return null;
  return atLeast(py, [3, 12]) && atLeast(cov, [7, 4]) ? 'sysmon' : null;
}

function numbers(version: string | null): number[] | null {
  const match = /^(\d+)\.(\d+)/.exec(version?.trim() ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function atLeast(version: readonly number[], floor: readonly number[]): boolean {
  const [major = 0, minor = 0] = version;
  const [fMajor = 0, fMinor = 0] = floor;
  return major > fMajor || (major === fMajor && minor >= fMinor);
}

// Folders that hold no measured source: tests, environments, build output, documentation.
const NOT_SOURCE = new Set([
  'test',
  'tests',
  'testing',
  'docs',
  'doc',
  'examples',
  'benchmarks',
  'build',
  'dist',
  'venv',
  'env',
  'site-packages',
  'node_modules',
  'htmlcov',
]);
const NOT_SOURCE_FILES = /^(?:test_.*|.*_test|conftest|setup|noxfile|tasks|manage)\.py$/;

/** One entry of the check's folder: a `.py` file, or a folder and whether it holds `.py` files. */
export interface TopEntry {
  name: string;
  kind: 'file' | 'dir';
  /** For a folder: it holds a Python file somewhere below. */
  hasPython?: boolean;
}

/**
 * The `--cov=` targets for pytest-cov: the check folder's top-level source folders and modules.
 * Null where the project configures coverage's `source` itself (its choice stands, `--cov` alone)
 * or where no source is found (then `--cov` alone, as before: a number, never a guess of zero).
 */
export function coverageSources(
  entries: readonly TopEntry[],
  configured: boolean,
): string[] | null {
  if (configured) return null;
  const sources = entries
    .filter((entry) => !entry.name.startsWith('.') && !entry.name.startsWith('_'))
    .flatMap((entry): string[] => {
      if (entry.kind === 'dir') {
        return entry.hasPython && !NOT_SOURCE.has(entry.name.toLowerCase()) ? [entry.name] : [];
      }
      // A top-level module is named, not pathed: coverage then measures it where it is imported.
      if (!entry.name.endsWith('.py') || NOT_SOURCE_FILES.test(entry.name)) return [];
      return [entry.name.slice(0, -'.py'.length)];
    })
    .sort();
  return sources.length === 0 ? null : sources;
}

/** Whether a coverage config text sets `source` under its run section (the file kind decides which). */
export function configuresSource(file: string, text: string): boolean {
  const section =
    file === 'pyproject.toml'
      ? /^\s*\[tool\.coverage\.run\]\s*$/
      : file === '.coveragerc'
        ? /^\s*\[(?:coverage:)?run\]\s*$/
        : /^\s*\[coverage:run\]\s*$/;
  let inside = false;
  for (const line of text.split('\n')) {
    if (/^\s*\[/.test(line)) inside = section.test(line);
    else if (inside && /^\s*source(?:_pkgs)?\s*=/.test(line)) return true;
  }
  return false;
}
