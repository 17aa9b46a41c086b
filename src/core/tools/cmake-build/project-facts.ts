// What a CMake project's base files say about its checks: whether it declares tests (the C/C++
// row of the convention table), whether it declares warning flags of its own, and how it
// configures sanitizers (a configure preset, an option), never invented.
import { isRecord } from '../../text/is-record.js';
import { type CMakeCommand, cmakeCommands } from './cmake-commands.js';

export type SanitizerSetting =
  | { kind: 'preset'; preset: string; generator: string | null }
  | { kind: 'option'; option: string; file: string };

export interface CMakeFacts {
  /** The top CMakeLists.txt enables testing (`enable_testing()`, `include(CTest)`, `add_test`). */
  declaresTests: boolean;
  /** The warning flags the project's own files declare, with the file of the first; null: none. */
  warnings: { flags: string[]; file: string } | null;
  sanitizer: SanitizerSetting | null;
}

export interface CMakeTexts {
  /** The project folder's CMakeLists.txt. */
  top: string;
  /** Every other CMake file of the project (path → text): CMakeLists.txt below it, `*.cmake`. */
  others: ReadonlyMap<string, string>;
  /** CMakePresets.json, if any. */
  presets: string | null;
}

/** A compiler flag that enables, tunes or turns into errors the compiler's warnings. */
export const WARNING_FLAG =
  /^(?:-W(?!l,|a,|p,)[\w=+-]*|\/W[0-4X]|\/Wall|-pedantic(?:-errors)?|-w)$/;
/** The CMake variable and property that make every warning an error (CMake ≥ 3.24). */
const WARNING_AS_ERROR = /(?:^|_)COMPILE_WARNING_AS_ERROR$/;
const SANITIZER_NAME = /sanitiz|(?:^|[-_])(?:a|ub|t|m|l)san(?:[-_]|$)|asan|ubsan/i;

/** Each argument's words (`"-Wall -Werror"` is two flags). */
export function argumentWords(command: CMakeCommand): string[] {
  return command.args.flatMap((arg) => arg.split(/\s+/)).filter((word) => word !== '');
}

function testsDeclared(commands: readonly CMakeCommand[]): boolean {
  return commands.some(
    (c) =>
      c.name === 'enable_testing' ||
      c.name === 'add_test' ||
      (c.name === 'include' && /^CTest$/i.test(c.args[0] ?? '')),
  );
}

function warningsIn(commands: readonly CMakeCommand[]): string[] {
  return commands.flatMap((command) => {
    const words = argumentWords(command);
    const flags = words.filter((word) => WARNING_FLAG.test(word));
    return words.some((word) => WARNING_AS_ERROR.test(word))
      ? [...flags, 'COMPILE_WARNING_AS_ERROR']
      : flags;
  });
}

function sanitizerOption(
  files: ReadonlyArray<[string, readonly CMakeCommand[]]>,
): SanitizerSetting | null {
  const usesSanitizers = files.some(([, commands]) =>
    commands.some((c) => argumentWords(c).some((word) => word.startsWith('-fsanitize='))),
  );
  if (!usesSanitizers) return null;
  for (const [file, commands] of files) {
    const option = commands.find(
      (c) => c.name === 'option' && SANITIZER_NAME.test(c.args[0] ?? ''),
    );
    if (option?.args[0] !== undefined) return { kind: 'option', option: option.args[0], file };
  }
  return null;
}

interface Preset {
  name: string;
  hidden: boolean;
  inherits: string[];
  cacheVariables: Record<string, unknown>;
  generator: string | null;
}

function presetsOf(text: string | null): Preset[] {
  if (text === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const list =
    isRecord(parsed) && Array.isArray(parsed.configurePresets) ? parsed.configurePresets : [];
  return list.flatMap((raw: unknown): Preset[] => {
    if (!isRecord(raw) || typeof raw.name !== 'string') return [];
    const inherits = typeof raw.inherits === 'string' ? [raw.inherits] : raw.inherits;
    return [
      {
        name: raw.name,
        hidden: raw.hidden === true,
        inherits: Array.isArray(inherits) ? inherits.filter((i) => typeof i === 'string') : [],
        cacheVariables: isRecord(raw.cacheVariables) ? raw.cacheVariables : {},
        generator: typeof raw.generator === 'string' ? raw.generator : null,
      },
    ];
  });
}

/** A preset's cache variables and generator with those it inherits (its own win). */
function resolved(preset: Preset, all: readonly Preset[], depth = 0): Preset {
  if (depth > 10) return preset;
  const parents = preset.inherits
    .map((name) => all.find((p) => p.name === name))
    .filter((p): p is Preset => p !== undefined)
    .map((p) => resolved(p, all, depth + 1));
  // The first parent listed wins over the later ones, the preset over all of them.
  const cacheVariables = Object.assign(
    {},
    ...[...parents].reverse().map((p) => p.cacheVariables),
    preset.cacheVariables,
  );
  const generator =
    preset.generator ?? parents.find((p) => p.generator !== null)?.generator ?? null;
  return { ...preset, cacheVariables, generator };
}

function sanitizes(preset: Preset): boolean {
  if (SANITIZER_NAME.test(preset.name)) return true;
  return Object.entries(preset.cacheVariables).some(([name, raw]) => {
    const value = isRecord(raw) ? raw.value : raw;
    const text = typeof value === 'string' ? value : String(value);
    return (
      text.includes('-fsanitize=') ||
      (SANITIZER_NAME.test(name) && /^(?:on|true|1|yes|address|undefined)/i.test(text))
    );
  });
}

function sanitizerPreset(text: string | null): SanitizerSetting | null {
  const all = presetsOf(text);
  const preset = all
    .filter((p) => !p.hidden)
    .map((p) => resolved(p, all))
    .find(sanitizes);
  return preset === undefined
    ? null
    : { kind: 'preset', preset: preset.name, generator: preset.generator };
}

function presetWarnings(text: string | null): string[] {
  const all = presetsOf(text);
  return all.flatMap((preset) =>
    Object.values(preset.cacheVariables).flatMap((raw) => {
      const value = isRecord(raw) ? raw.value : raw;
      return typeof value === 'string'
        ? value.split(/\s+/).filter((w) => WARNING_FLAG.test(w))
        : [];
    }),
  );
}

/** The facts of the project whose top CMakeLists.txt is `texts.top`. */
export function cmakeFacts(texts: CMakeTexts, topPath: string): CMakeFacts {
  const top = cmakeCommands(texts.top);
  const files: Array<[string, CMakeCommand[]]> = [
    [topPath, top],
    ...[...texts.others].map(([path, text]): [string, CMakeCommand[]] => [
      path,
      cmakeCommands(text),
    ]),
  ];
  let warnings: CMakeFacts['warnings'] = null;
  for (const [file, commands] of files) {
    const flags = warningsIn(commands);
    if (flags.length > 0) {
      warnings = { flags: [...new Set(flags)], file };
      break;
    }
  }
  const fromPresets = presetWarnings(texts.presets);
  if (warnings === null && fromPresets.length > 0)
    warnings = { flags: [...new Set(fromPresets)], file: 'CMakePresets.json' };
  return {
    declaresTests: testsDeclared(top),
    warnings,
    sanitizer: sanitizerPreset(texts.presets) ?? sanitizerOption(files),
  };
}
