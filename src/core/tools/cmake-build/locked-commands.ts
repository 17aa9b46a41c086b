// Which commands of a CMake file decide what runs or what passes (SPEC section 4, C/C++): the
// tests and their targets (`enable_testing`, `add_test`, `gtest_discover_tests`, the test
// executables and their sources, `add_subdirectory` of a test folder), the flags that decide
// warnings-as-errors, sanitizers or coverage, and the control flow around any of them (an `if`
// that gates them, a `return()` before them). These take their base version in the locked tree.
import type { CMakeCommand } from './cmake-commands.js';
import { argumentWords, WARNING_FLAG } from './project-facts.js';

export type LockReason = 'test' | 'flags' | 'flow';

const TEST_COMMANDS = new Set([
  'enable_testing',
  'add_test',
  'set_tests_properties',
  'gtest_discover_tests',
  'gtest_add_tests',
  'catch_discover_tests',
  'doctest_discover_tests',
  'ctest_test',
]);
/** Modules whose inclusion turns testing on or defines the discovery commands. */
const TEST_MODULES =
  /^(?:CTest|Dart|GoogleTest|Catch|ParseAndAddCatchTests|doctest|CTestUseLaunchers)$/i;
/** Commands whose first argument names the target they change. */
const TARGET_COMMANDS = new Set([
  'add_executable',
  'target_sources',
  'target_link_libraries',
  'target_compile_definitions',
  'target_compile_options',
  'target_compile_features',
  'target_include_directories',
  'target_link_options',
  'target_precompile_headers',
  'set_target_properties',
  'add_dependencies',
]);
const TEST_FOLDER = /(?:^|\/)(?:tests?|Tests|unittests?|unit_tests?|testing)$/;
const SANITIZE_OR_COVERAGE =
  /^(?:-f(?:no-)?sanitize(?:=|-).*|--coverage|-fprofile-arcs|-ftest-coverage|-fprofile-instr-generate|-fcoverage-mapping)$/;
const FLAG_VARIABLE =
  /^(?:CMAKE_\w*FLAGS\w*|CMAKE_COMPILE_WARNING_AS_ERROR|COMPILE_WARNING_AS_ERROR|COMPILE_OPTIONS|COMPILE_FLAGS|LINK_OPTIONS|LINK_FLAGS|INTERFACE_COMPILE_OPTIONS|BUILD_TESTING)$/;
const FLAG_OPTION = /werror|warn|saniti|asan|ubsan|tsan|msan|coverage|testing|tests?$/i;
const OPTION_COMMANDS = new Set([
  'add_compile_options',
  'target_compile_options',
  'add_link_options',
  'target_link_options',
]);
const PROJECT_MODULE = /[/.]|warn|saniti|flag|coverage|werror|test|gtest|catch|doctest/i;
const OPENS = /^(?:if|foreach|while|function|macro|block)$/;

/** A generator expression's words (`$<$<CONFIG:Debug>:-Werror>` holds `-Werror`). */
function genexParts(word: string): string[] {
  return word.includes('$<')
    ? [word, ...word.split(/[:;,<>$]+/).filter((part) => part !== '')]
    : [word];
}
const CLOSES = /^(?:endif|endforeach|endwhile|endfunction|endmacro|endblock)$/;
const FLOW =
  /^(?:if|elseif|else|endif|foreach|endforeach|while|endwhile|function|endfunction|macro|endmacro|block|endblock|return|break|continue)$/;

/** The executables a file's test commands run: `add_test(NAME n COMMAND t)`, discovery's target. */
export function testTargets(commands: readonly CMakeCommand[]): Set<string> {
  const targets = new Set<string>();
  for (const c of commands) {
    if (/^(?:gtest_discover_tests|catch_discover_tests|doctest_discover_tests)$/.test(c.name)) {
      if (c.args[0] !== undefined) targets.add(c.args[0]);
    } else if (c.name === 'gtest_add_tests') {
      const at = c.args.indexOf('TARGET');
      if (at !== -1 && c.args[at + 1] !== undefined) targets.add(c.args[at + 1] as string);
    } else if (c.name === 'add_test') {
      const at = c.args.indexOf('COMMAND');
      const command = at === -1 ? c.args[1] : c.args[at + 1];
      const target = /^\$<TARGET_FILE:([^>]+)>$/.exec(command ?? '')?.[1] ?? command;
      if (target !== undefined && /^[\w.+-]+$/.test(target)) targets.add(target);
    }
  }
  return targets;
}

/** Why a command (flow aside) is locked, or null. */
function ownReason(command: CMakeCommand, targets: ReadonlySet<string>): LockReason | null {
  const { name, args } = command;
  if (TEST_COMMANDS.has(name) || name.startsWith('ctest_')) return 'test';
  if (name === 'include' && TEST_MODULES.test(args[0] ?? '')) return 'test';
  if (name === 'add_subdirectory' && TEST_FOLDER.test((args[0] ?? '').replace(/\/+$/, '')))
    return 'test';
  if (name === 'set_property' && args[0] === 'TEST') return 'test';
  if (TARGET_COMMANDS.has(name) && targets.has(args[0] ?? '')) return 'test';
  // A custom command attached to a test executable runs when it is built (POST_BUILD).
  if (name === 'add_custom_command' && args[0] === 'TARGET' && targets.has(args[1] ?? ''))
    return 'test';
  if ((name === 'option' || name === 'set') && FLAG_OPTION.test(args[0] ?? '')) return 'flags';
  // The compile and link options of a target decide its warnings and sanitizers, whether they
  // spell the flags or a variable that holds them (`target_compile_options(rl PRIVATE ${WARNINGS})`).
  if (OPTION_COMMANDS.has(name)) return 'flags';
  // A module of the project's own (`include(cmake/Warnings.cmake)`, `include(CompilerWarnings)`).
  if (name === 'include' && PROJECT_MODULE.test(args[0] ?? '')) return 'flags';
  const words = argumentWords(command).flatMap(genexParts);
  if (words.some((word) => WARNING_FLAG.test(word) || SANITIZE_OR_COVERAGE.test(word)))
    return 'flags';
  if (words.some((word) => FLAG_VARIABLE.test(word) || /COMPILE_WARNING_AS_ERROR$/.test(word)))
    return 'flags';
  return null;
}

/**
 * Each command's lock reason (null: the PR's version stands), by index. `targets` are the test
 * executables of both sides, so a test target renamed on one side is still a test target.
 */
export function lockReasons(
  commands: readonly CMakeCommand[],
  targets: ReadonlySet<string>,
): Array<LockReason | null> {
  const reasons = commands.map((command) => ownReason(command, targets));
  // A `return()` may skip whatever follows it; a block is locked when it holds a locked command.
  commands.forEach((command, i) => {
    if (command.name === 'return') reasons[i] = 'flow';
  });
  const open: number[] = [];
  const members = new Map<number, number[]>();
  commands.forEach((command, i) => {
    const top = open[open.length - 1];
    if (top !== undefined) members.get(top)?.push(i);
    if (OPENS.test(command.name)) {
      open.push(i);
      members.set(i, []);
    } else if (CLOSES.test(command.name)) open.pop();
  });
  // Innermost blocks first, so a locked inner block locks the one around it.
  for (const [start, inside] of [...members].sort((a, b) => b[0] - a[0])) {
    if (inside.some((i) => reasons[i] !== null && reasons[i] !== undefined)) {
      reasons[start] = reasons[start] ?? 'flow';
      for (const i of inside)
        if (FLOW.test(commands[i]?.name ?? '')) reasons[i] = reasons[i] ?? 'flow';
    }
  }
  return reasons;
}

// Commands that run programs or write files at configure or build time, and the properties that
// rename or move a target's output: the PR's version runs, but a reviewer should read them (one
// could overwrite a test executable or ctest's files).
const RUNS_OR_WRITES = new Set([
  'add_custom_command',
  'add_custom_target',
  'execute_process',
  'exec_program',
]);
const WRITING_FILE_MODES =
  /^(?:WRITE|APPEND|COPY|COPY_FILE|RENAME|REMOVE|REMOVE_RECURSE|CREATE_LINK|CONFIGURE|GENERATE|TOUCH|INSTALL)$/;
const OUTPUT_PROPERTY = /^(?:\w+_)?OUTPUT_(?:NAME|DIRECTORY)(?:_\w+)?$|^SUFFIX$|^PREFIX$/;

/** Whether a command runs or writes at configure or build time, or moves a target's output. */
export function runsOrWrites(command: CMakeCommand): boolean {
  if (RUNS_OR_WRITES.has(command.name)) return true;
  if (command.name === 'file') return WRITING_FILE_MODES.test(command.args[0] ?? '');
  if (command.name === 'set_target_properties' || command.name === 'set_property')
    return command.args.some((arg) => OUTPUT_PROPERTY.test(arg));
  return false;
}
