// ctest's base inventory: `ctest --show-only=json-v1` names every test of the build without running
// it, after the same configure and build the check runs (the listing of a script check is its
// script with the ctest line made a listing). A test added by `add_test` is placed at its CMake
// file; one GoogleTest discovered (`Suite.Name`) by a `git grep` of its `TEST(Suite, Name)` at base.
import { listingLines, relativePath } from '../../inventory/listing-text.js';
import type { InventoryEntry } from '../../model/inventory.js';
import { isRecord } from '../../text/is-record.js';
import type {
  Definitions,
  ListingSupport,
  ListingText,
  ListingWords,
  RunnerInvocation,
} from '../profile.js';
import { ctestConsoleIds } from './console.js';
import { withCtestOption } from './ctest-line.js';

const SHOW_ONLY = '--show-only=json-v1';
// `-N` / `--show-only` without a format would print text; a run-time option changes nothing here.
const LISTING_FLAGS =
  /^(?:-N|--show-only(?:=.*)?|--output-junit|--output-on-failure|-V|-VV|--verbose|--extra-verbose)$/;

function words({ tool, rest }: RunnerInvocation): ListingWords {
  const kept = rest.filter(
    (word, i) => !LISTING_FLAGS.test(word) && rest[i - 1] !== '--output-junit',
  );
  return { words: [...tool, ...kept, SHOW_ONLY], format: 'ctest-json' };
}

/** The script with its one ctest line listing instead of running; null for none or several. */
function inScript(script: string): string | null {
  return withCtestOption(script, SHOW_ONLY);
}

/**
 * The JSON ctest printed: the last object that starts a line, after whatever the configure and
 * build steps before it printed on the same stream.
 */
export function parseCtestJson({ stdout, cwd }: ListingText): InventoryEntry[] {
  const lines = listingLines(stdout);
  const start = lines.lastIndexOf('{');
  if (start === -1) throw new Error('ctest printed no JSON test list');
  const parsed: unknown = JSON.parse(lines.slice(start).join('\n'));
  if (!isRecord(parsed) || !Array.isArray(parsed.tests)) throw new Error('not ctest json-v1');
  const files = cmakeFiles(parsed.backtraceGraph);
  return parsed.tests.flatMap((test): InventoryEntry[] => {
    if (!isRecord(test) || typeof test.name !== 'string') return [];
    const at = typeof test.backtrace === 'number' ? files(test.backtrace) : null;
    return [{ id: test.name, file: at === null ? '' : relativePath(at, cwd) }];
  });
}

/** The CMake file of a backtrace node (where `add_test` was called), by node index. */
function cmakeFiles(graph: unknown): (node: number) => string | null {
  if (!isRecord(graph) || !Array.isArray(graph.nodes) || !Array.isArray(graph.files))
    return () => null;
  const { nodes, files } = graph;
  return (node) => {
    const entry: unknown = nodes[node];
    if (!isRecord(entry) || typeof entry.file !== 'number') return null;
    const file: unknown = files[entry.file];
    return typeof file === 'string' ? file : null;
  };
}

// `Suite.Name` (GoogleTest, as gtest_discover_tests names it); a parameterised test's is
// `Prefix/Suite.Name/Param`, a typed one's `Suite/0.Name`.
const GTEST_ID = /^(?:\w+\/)?(\w+)(?:\/\w+)?\.(\w+)(?:\/[\w-]+)?$/;

function gtestFile(id: string, defined: Definitions): string | null {
  const match = GTEST_ID.exec(id);
  if (match === null) return null;
  const [, suite = '', name = ''] = match;
  const bySuite = new Set((defined.get(suite) ?? []).map((d) => d.path));
  const named = (defined.get(name) ?? []).map((d) => d.path);
  return named.find((path) => bySuite.has(path)) ?? named[0] ?? null;
}

export const ctestListing: ListingSupport = {
  format: 'ctest-json',
  // The listing builds the tests first: the compiler and CMake decide what it lists.
  versionProbe: {
    kind: 'commands',
    commands: [
      { words: ['ctest'], args: ['--version'] },
      { words: ['c++'], args: ['--version'] },
    ],
    inCheckFolder: true,
  },
  words,
  inScript,
  parse: parseCtestJson,
  // The build it lists is the one the checks build: it waits for them.
  buildsTests: true,
  key: (id) => id.trim(),
  shaped: (id) => id.trim() !== '',
  targeted: () => null,
  consoleIds: (stdout) => ctestConsoleIds(stdout),
  definitions: {
    name: (id) => GTEST_ID.exec(id)?.[2] ?? null,
    search: (names) => ({
      pattern: `\\bTEST(_F|_P)?\\s*\\(\\s*\\w+\\s*,\\s*(DISABLED_)?(${names.join('|')})\\s*\\)`,
      pathspec: '*.c*',
    }),
    file: (id, defined) => gtestFile(id, defined),
  },
};
