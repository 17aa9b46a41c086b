// Judges a PR's change to a CMake file command by command (docs/cpp.md): a line that removes or
// alters a base test, a test target, a warning, sanitizer or coverage flag, or the control flow
// around them is `harness-modified` (critical) at that line; lines that only add new test targets
// (a PR adding its own test) are evidence, `test-added`, as an added test file is. Other changes
// (a source added to a library, a comment) are the PR's code.

import { CMAKE_TEST_FOLDER, manifestKind } from '../locked/merge-manifest.js';
import type { Anomaly } from '../model/anomaly.js';
import type { ChangedFile } from '../model/changed-file.js';
import { clipChars } from '../text/clip.js';
import type { CMakeCommand } from '../tools/cmake-build/cmake-commands.js';
import { type CMakeSides, cmakeSides, type Region } from '../tools/cmake-build/command-diff.js';
import { runsOrWrites, testTargets } from '../tools/cmake-build/locked-commands.js';

// A file rewritten whole could name hundreds: the first ones say what happened.
const MAX_PER_FILE = 20;
const SHOWN = 160;

/** Whether a change is one this rule judges: a CMake file or CMakeLists.txt, modified or added. */
export function isJudgedCMake(file: ChangedFile): boolean {
  const name = file.path.slice(file.path.lastIndexOf('/') + 1);
  const cmake = name === 'CMakeLists.txt' || name.endsWith('.cmake');
  return (
    cmake && (file.status === 'modified' || file.status === 'added') && file.newKind !== 'symlink'
  );
}

function shown(text: string, command: CMakeCommand): string {
  return clipChars(text.slice(command.start, command.end).replace(/\s+/g, ' ').trim(), SHOWN);
}

/** The names a base file gives its tests, targets and test folders. */
function baseNames(commands: readonly CMakeCommand[]): Set<string> {
  const names = new Set<string>(testTargets(commands));
  for (const c of commands) {
    if (c.name === 'add_test')
      names.add(c.args[0] === 'NAME' ? (c.args[1] ?? '') : (c.args[0] ?? ''));
    if (c.name === 'add_executable' || c.name === 'add_library' || c.name === 'add_subdirectory')
      names.add(c.args[0] ?? '');
  }
  names.delete('');
  return names;
}

// A test command about names the base does not have: the PR's own new test.
const NEW_TEST_COMMANDS =
  /^(?:add_test|add_executable|target_sources|target_link_libraries|target_include_directories|target_compile_definitions|target_compile_features|gtest_discover_tests|gtest_add_tests|catch_discover_tests|doctest_discover_tests|add_subdirectory|set_tests_properties|add_dependencies)$/;

function isNewTest(command: CMakeCommand, names: ReadonlySet<string>): boolean {
  if (!NEW_TEST_COMMANDS.test(command.name)) return false;
  const subject =
    command.name === 'add_test' && command.args[0] === 'NAME' ? command.args[1] : command.args[0];
  const properties = command.args.indexOf('PROPERTIES');
  // set_tests_properties(a b PROPERTIES …) names several tests; each must be new.
  const subjects =
    command.name === 'set_tests_properties'
      ? command.args.slice(0, properties === -1 ? 1 : properties)
      : [subject ?? ''];
  if (!subjects.every((name) => name !== '' && !names.has(name))) return false;
  // A new test's executable must be the PR's too (`add_test(NAME new COMMAND base_test)` runs a base one).
  if (command.name === 'add_test') {
    const at = command.args.indexOf('COMMAND');
    const runs = at === -1 ? command.args[1] : command.args[at + 1];
    return runs === undefined || !names.has(runs);
  }
  return true;
}

/** A warning for each command the PR adds that runs or writes at build time (not locked). */
function buildTimeCommands(
  path: string,
  sides: CMakeSides,
  head: string,
  region: Region,
): Anomaly[] {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return region.head
    .filter((i) => sides.headReasons[i] === null)
    .map((i) => sides.head[i] as CMakeCommand)
    .filter((command) => runsOrWrites(command))
    .map((command) => ({
      kind: 'harness-modified',
      severity: 'warning',
      path,
      line: command.line,
      detail: `${file}: a command that runs or writes at build time, or moves a target's output: ${shown(head, command)} (the PR's version runs; read what it writes)`,
    }));
}

function regionAnomalies(
  path: string,
  sides: CMakeSides,
  texts: { base: string; head: string },
  region: Region,
  names: ReadonlySet<string>,
): Anomaly[] {
  const lockedBase = region.base.filter((i) => sides.baseReasons[i] !== null);
  const lockedHead = region.head.filter((i) => sides.headReasons[i] !== null);
  const buildTime = buildTimeCommands(path, sides, texts.head, region);
  if (lockedBase.length === 0 && lockedHead.length === 0) return buildTime;
  const headLine = (i: number | undefined): number =>
    sides.head[i ?? region.headAfter]?.line ?? sides.head[sides.head.length - 1]?.endLine ?? 1;
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (
    lockedBase.length === 0 &&
    lockedHead.every((i) => isNewTest(sides.head[i] as CMakeCommand, names))
  ) {
    const first = sides.head[lockedHead[0] as number] as CMakeCommand;
    const detail = `a new test target in ${file}: ${shown(texts.head, first)} (left out of the locked run, with the tests it builds)`;
    return [{ kind: 'test-added', severity: 'info', path, line: first.line, detail }, ...buildTime];
  }
  const anomalies: Anomaly[] = [];
  const pairs = Math.max(lockedBase.length, lockedHead.length);
  for (let k = 0; k < pairs; k++) {
    const before = sides.base[lockedBase[k] ?? -1];
    const after = sides.head[lockedHead[k] ?? -1];
    const what =
      sides.baseReasons[lockedBase[k] ?? -1] ?? sides.headReasons[lockedHead[k] ?? -1] ?? 'test';
    const subject = what === 'flags' ? 'flag' : what === 'flow' ? 'control-flow' : 'test';
    const detail =
      before !== undefined && after !== undefined
        ? `${file}: base ${subject} command changed: ${shown(texts.base, before)} -> ${shown(texts.head, after)} (base version in the locked run)`
        : before !== undefined
          ? `${file}: base ${subject} command removed: ${shown(texts.base, before)} (restored in the locked run)`
          : `${file}: ${subject} command added: ${shown(texts.head, after as CMakeCommand)} (left out of the locked run)`;
    const line = after?.line ?? headLine(region.head[0]);
    anomalies.push({ kind: 'harness-modified', severity: 'critical', path, line, detail });
  }
  return [...anomalies, ...buildTime];
}

/**
 * The anomalies of a modified or added CMake file (the generic `harness-modified` of its first
 * changed line is replaced by these). A test folder's CMake files are its harness whole: any
 * change there but a new test target is critical.
 */
export function cmakeChangeAnomalies(
  file: ChangedFile,
  baseText: string | null,
  headText: string | null,
): Anomaly[] {
  if (!isJudgedCMake(file) || headText === null) return [];
  const base = file.status === 'added' ? '' : (baseText ?? '');
  const wholeFile = manifestKind(file.path) === null && CMAKE_TEST_FOLDER.test(file.path);
  const sides = cmakeSides(base, headText, wholeFile);
  const names = baseNames(sides.base);
  const found = sides.regions.flatMap((region) =>
    regionAnomalies(file.path, sides, { base, head: headText }, region, names),
  );
  // A file the PR adds weakens nothing of base's: its flags are left out, not taken away.
  const added = file.status === 'added';
  return found
    .map((a): Anomaly => (added && a.severity === 'critical' ? { ...a, severity: 'warning' } : a))
    .slice(0, MAX_PER_FILE);
}
