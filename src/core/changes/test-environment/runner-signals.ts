// The signals that tell code it runs under a test runner, collected per language from the
// runner profiles (each runner names its own in its folder), plus the test-file words every
// language shares.
import type { Ecosystem } from '../../model/changed-file.js';
import { RUNNER_PROFILES } from '../../runners/registry.js';

/** Every runner signal of one language, unioned over its runners. */
export interface LanguageSignals {
  env: readonly string[];
  modules: readonly string[];
  globals: readonly string[];
  argv: readonly string[];
  buildEnv: readonly string[];
  /** Whether a file is a runner's plugin, which imports its runner by design. */
  isPlugin: (text: string) => boolean;
}

// A test file's or frame's name, which a stack or argv lookup compares with.
const TEST_FILE_WORDS = ['.test.', '.spec.', '_test.', 'test_', '/tests/', '__tests__', 'conftest'];

const cache = new Map<Ecosystem, LanguageSignals>();

/** The runner signals of a language (empty lists for a language no runner profile names). */
export function languageSignals(ecosystem: Ecosystem): LanguageSignals {
  const known = cache.get(ecosystem);
  if (known !== undefined) return known;
  const profiles = RUNNER_PROFILES.filter((p) => p.ecosystem === ecosystem);
  const union = (
    pick: (
      s: NonNullable<(typeof profiles)[number]['environmentSignals']>,
    ) => readonly string[] | undefined,
  ): string[] => [
    ...new Set(
      profiles.flatMap((p) => (p.environmentSignals ? (pick(p.environmentSignals) ?? []) : [])),
    ),
  ];
  const signals: LanguageSignals = {
    env: union((s) => s.env),
    modules: union((s) => s.modules),
    globals: union((s) => s.globals),
    argv: [...union((s) => s.argv), ...union((s) => s.modules), ...TEST_FILE_WORDS],
    buildEnv: union((s) => s.buildEnv),
    isPlugin: (text) => profiles.some((p) => p.environmentSignals?.plugin?.test(text) === true),
  };
  cache.set(ecosystem, signals);
  return signals;
}

/** A name against a signal that may end in `*` (a prefix). */
export function matchesName(name: string, signal: string): boolean {
  return signal.endsWith('*') ? name.startsWith(signal.slice(0, -1)) : name === signal;
}

/** A module path against a module signal: itself, a submodule, or a `*` prefix. */
export function matchesModule(name: string, signal: string): boolean {
  if (signal.endsWith('*')) return name.startsWith(signal.slice(0, -1));
  return name === signal || name.startsWith(`${signal}/`) || name.startsWith(`${signal}.`);
}
