// The sources of the test executables a base CMake file declares (SPEC section 4, C/C++): an
// `add_executable` or `target_sources` of a target that `add_test` or a framework's discovery
// (`gtest_discover_tests`, ...) runs. A small project often compiles its code under test straight
// into the test executable: a source is a test only when no other target compiles it and its
// base text is a test's (a test framework's header or macros, or a `main` that asserts).
import { posix } from 'node:path';
import { cmakeCommands } from '../../tools/cmake-build/cmake-commands.js';
import { testTargets } from '../../tools/cmake-build/locked-commands.js';

export const CMAKE_TEST_SOURCE_RULE = 'cpp:add_test target';

const C_SOURCE = /\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|ipp|inl)$/;
const KEYWORDS = new Set([
  'WIN32',
  'MACOSX_BUNDLE',
  'EXCLUDE_FROM_ALL',
  'PRIVATE',
  'PUBLIC',
  'INTERFACE',
]);
// The folder a CMake file's relative paths start from, spelled as a variable.
const HERE = /^\$\{(?:CMAKE_CURRENT_SOURCE_DIR|CMAKE_CURRENT_LIST_DIR)\}\//;
const TOP = /^\$\{(?:CMAKE_SOURCE_DIR|PROJECT_SOURCE_DIR|CMAKE_HOME_DIRECTORY)\}\//;

/** A source argument as a repository path, or null where a variable or generator decides it. */
function sourcePath(arg: string, dir: string): string | null {
  if (KEYWORDS.has(arg) || !C_SOURCE.test(arg)) return null;
  const here = arg.replace(HERE, '');
  if (TOP.test(here)) return posix.normalize(here.replace(TOP, ''));
  if (here.includes('$') || here.startsWith('/')) return null;
  const path = posix.normalize(posix.join(dir, here));
  return path.startsWith('../') ? null : path;
}

/**
 * Repository path → the rule naming the test target that compiles it, for every base CMake file
 * given (path and text), leaving out the sources another target compiles too.
 */
export function cmakeTestSources(
  files: ReadonlyArray<{ path: string; text: string }>,
): Map<string, string> {
  const parsed = files.map((file) => ({ ...file, commands: cmakeCommands(file.text) }));
  const targets = new Set(parsed.flatMap((file) => [...testTargets(file.commands)]));
  const found = new Map<string, string>();
  const product = new Set<string>();
  for (const file of parsed) {
    const dir = posix.dirname(file.path) === '.' ? '' : posix.dirname(file.path);
    for (const command of file.commands) {
      if (!TARGET_SOURCES.has(command.name)) continue;
      const [target, ...sources] = command.args;
      if (target === undefined) continue;
      const isTest = targets.has(target) && command.name !== 'add_library';
      for (const source of sources) {
        const path = sourcePath(source, dir);
        if (path === null) continue;
        if (!isTest) product.add(path);
        else if (!found.has(path)) found.set(path, `${CMAKE_TEST_SOURCE_RULE} ${target}`);
      }
    }
  }
  for (const path of product) found.delete(path);
  return found;
}

const TARGET_SOURCES = new Set(['add_executable', 'add_library', 'target_sources']);

// A test framework's header, or its test macros at a line's start.
const FRAMEWORK_HEADER =
  /^\s*#\s*include\s*[<"](?:gtest\/|gmock\/|catch2?\/|catch\.hpp|doctest|boost\/test\/|cmocka\.h|unity\.h|check\.h|criterion\/|CppUTest\/|cppunit\/|acutest\.h|utest\.h|munit\.h)/m;
const TEST_MACRO =
  /^\s*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TEST_CASE|SCENARIO|BOOST_AUTO_TEST_CASE|START_TEST)\s*\(/m;

/** Whether a source's base text is a test's: a framework's header or macros, or a `main` that asserts. */
export function isTestSourceText(text: string): boolean {
  if (FRAMEWORK_HEADER.test(text) || TEST_MACRO.test(text)) return true;
  return /\bint\s+main\s*\(/.test(text) && /\bassert\s*\(/.test(text);
}
