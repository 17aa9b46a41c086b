// Reads the lists that sharding splits out of the commands that print them: `go list ./...`
// and `pytest --collect-only -q` (or `-qq`).

/** Packages printed by `go list ./...`, one per line. */
export function goListPackages(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('go: '));
}

// `-q` prints node ids (`tests/test_a.py::test_x[1]`), `-qq` prints `tests/test_a.py: 3`.
const NODE_ID = /^([^\s:][^:]*\.py)::/;
const FILE_COUNT = /^([^\s:][^:]*\.py): \d+$/;

/** The test files of a collection, in first-seen order, each once; summary lines are skipped. */
export function pytestCollectedFiles(output: string): string[] {
  const files = new Set<string>();
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    const match = NODE_ID.exec(line) ?? FILE_COUNT.exec(line);
    if (match) files.add(match[1]!);
  }
  return [...files];
}
