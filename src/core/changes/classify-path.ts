// Decides the class of one repository path: test, harness, source or other (docs/configuration.md).
// All globs are compiled once per classifier; classifying a path is a few regex tests.
import { compileGlobs, type GlobMatcher } from '../config/glob.js';
import type { Ecosystem, FileClass, PathClass } from '../model/changed-file.js';
import { COMPILED_RULE, HARNESS_RULES } from './rules/harness-rules.js';
import { KNOWN_OTHER_RULES, UNCLASSIFIED_RULE, VENDORED_RULE } from './rules/other-rules.js';
import { extensionEcosystem, extensionOf } from './rules/source-extensions.js';
import { NOT_TEST_DATA, TEST_DATA_RULE, TEST_RULES } from './rules/test-rules.js';

/** Globs added to and taken out of one class (repo-relative, picomatch, `dot: true`). */
export interface GlobFilter {
  include: readonly string[];
  exclude: readonly string[];
}

/** The part of `.github/testlock.yml` that changes classification. */
export interface ClassificationConfig {
  tests: GlobFilter;
  harness: GlobFilter;
}

export type PathClassifier = (path: string) => PathClass;

/**
 * Exact repository paths that are harness because of what the base commit does with them (a
 * script a check's command runs, a file a base Makefile includes), each with the rule's name.
 */
export type DerivedHarness = ReadonlyMap<string, string>;

/** Paths the base checks' commands name as their tests (path -> rule), whatever their names. */
export type DerivedTests = ReadonlyMap<string, string>;

/**
 * Paths a built-in test rule matched by name or folder that are product code by evidence
 * (product code imports them, they define no tests): source, with the rule that says why.
 */
export type DerivedSource = ReadonlyMap<string, string>;

/** A path's class by the rules, or test where the base checks name it as one. */
export function classWithTests(
  classify: PathClassifier,
  tests: DerivedTests,
): (path: string) => FileClass {
  return (path) => (tests.has(path) ? 'test' : classify(path).class);
}

interface CompiledRule {
  name: string;
  /** Null for configured rules: the path's extension names the ecosystem. */
  ecosystem: Ecosystem | null;
  pattern: GlobMatcher;
}

/** Rules behind one union expression, so a path that matches none costs a single test. */
interface Tier {
  any: GlobMatcher;
  rules: readonly CompiledRule[];
}

interface Compiled {
  testsInclude: Tier;
  testsExclude: Tier;
  harnessInclude: Tier;
  harnessExclude: Tier;
  artefacts: GlobMatcher;
  harness: Tier;
  tests: Tier;
  known: Tier;
  testData: Tier;
  notData: GlobMatcher;
  vendored: GlobMatcher;
}

const NO_CONFIG: ClassificationConfig = {
  tests: { include: [], exclude: [] },
  harness: { include: [], exclude: [] },
};

interface RuleSource {
  name: string;
  ecosystem: Ecosystem | null;
  globs: readonly string[];
}

function compileTier(rules: readonly RuleSource[]): Tier {
  return {
    any: compileGlobs(rules.flatMap((rule) => rule.globs)),
    rules: rules.map((rule) => ({
      name: rule.name,
      ecosystem: rule.ecosystem,
      pattern: compileGlobs(rule.globs),
    })),
  };
}

function compileConfigured(globs: readonly string[], key: string): Tier {
  return compileTier(
    globs.map((glob, index) => ({
      name: `config:${key}[${index}]`,
      ecosystem: null,
      globs: [glob],
    })),
  );
}

type BuiltIn = Omit<
  Compiled,
  'testsInclude' | 'testsExclude' | 'harnessInclude' | 'harnessExclude'
>;

// The built-in rules are the same for every classifier of a run (several are made): compiled once.
let builtIn: BuiltIn | null = null;

function compileBuiltIn(): BuiltIn {
  builtIn ??= {
    artefacts: compileGlobs(COMPILED_RULE.globs),
    harness: compileTier(HARNESS_RULES),
    tests: compileTier(TEST_RULES),
    known: compileTier(KNOWN_OTHER_RULES.map((known) => ({ ...known, ecosystem: null }))),
    testData: compileTier([TEST_DATA_RULE]),
    notData: compileGlobs(NOT_TEST_DATA),
    vendored: compileGlobs(VENDORED_RULE.globs),
  };
  return builtIn;
}

function compile(config: ClassificationConfig): Compiled {
  return {
    testsInclude: compileConfigured(config.tests.include, 'tests.include'),
    testsExclude: compileConfigured(config.tests.exclude, 'tests.exclude'),
    harnessInclude: compileConfigured(config.harness.include, 'harness.include'),
    harnessExclude: compileConfigured(config.harness.exclude, 'harness.exclude'),
    ...compileBuiltIn(),
  };
}

function firstMatch(tier: Tier, path: string): CompiledRule | null {
  if (!tier.any.test(path)) return null;
  return tier.rules.find((rule) => rule.pattern.test(path)) ?? null;
}

// A test file found by a rule for every ecosystem (test support folders) takes the ecosystem of
// its extension, so the marker and assertion rules of its language read it.
function matched(fileClass: FileClass, rule: CompiledRule, path: string): PathClass {
  const byRule =
    fileClass === 'test' && rule.ecosystem === 'generic'
      ? (extensionEcosystem(path) ?? 'generic')
      : rule.ecosystem;
  return { class: fileClass, ecosystem: byRule ?? extensionEcosystem(path), rule: rule.name };
}

/**
 * Source by extension, else a known kind of other file, else unclassified; `because` names the
 * rule that kept the path out of test/harness (a config exclude, vendored code).
 */
function byExtension(compiled: Compiled, path: string, because: string | null): PathClass {
  const ecosystem = extensionEcosystem(path);
  if (ecosystem !== null) {
    return { class: 'source', ecosystem, rule: because ?? `${ecosystem}:*.${extensionOf(path)}` };
  }
  const known = because ?? firstMatch(compiled.known, path)?.name ?? UNCLASSIFIED_RULE;
  return { class: 'other', ecosystem: null, rule: known };
}

// Precedence: a config exclude takes the path out of its class for every later step; config
// includes beat the built-in rules; then the tests the base checks' commands name, then derived
// harness, then compiled artefacts (vendored or
// not); built-in harness beats built-in test (a snapshot under
// tests/ is harness); the test-data catch-all comes after the test rules. Vendored paths skip
// the built-in rules (config includes still apply).
function classifyWith(
  compiled: Compiled,
  derived: DerivedHarness,
  tests: DerivedTests,
  source: DerivedSource,
  path: string,
): PathClass {
  const noTests = firstMatch(compiled.testsExclude, path);
  const noHarness = firstMatch(compiled.harnessExclude, path);
  const configured =
    (noHarness ? null : withClass('harness', firstMatch(compiled.harnessInclude, path))) ??
    (noTests ? null : withClass('test', firstMatch(compiled.testsInclude, path)));
  if (configured) return matched(configured.fileClass, configured.rule, path);
  const testRule = noTests ? undefined : tests.get(path);
  if (testRule !== undefined)
    return { class: 'test', ecosystem: extensionEcosystem(path), rule: testRule };
  const derivedRule = noHarness ? undefined : derived.get(path);
  if (derivedRule !== undefined) {
    return { class: 'harness', ecosystem: extensionEcosystem(path), rule: derivedRule };
  }
  // Before the vendored skip: a compiled file runs wherever it sits.
  if (!noHarness && compiled.artefacts.test(path)) {
    return { class: 'harness', ecosystem: 'generic', rule: COMPILED_RULE.name };
  }
  const vendored = compiled.vendored.test(path);
  const builtin = vendored
    ? null
    : builtinMatch(compiled, path, noTests !== null, noHarness !== null);
  const sourceRule = builtin?.fileClass === 'test' ? source.get(path) : undefined;
  if (sourceRule !== undefined)
    return { class: 'source', ecosystem: extensionEcosystem(path), rule: sourceRule };
  if (builtin) return matched(builtin.fileClass, builtin.rule, path);
  const because = noTests ?? noHarness;
  return byExtension(compiled, path, because ? because.name : vendored ? VENDORED_RULE.name : null);
}

interface ClassMatch {
  fileClass: FileClass;
  rule: CompiledRule;
}

function withClass(fileClass: FileClass, rule: CompiledRule | null): ClassMatch | null {
  return rule ? { fileClass, rule } : null;
}

function builtinMatch(
  compiled: Compiled,
  path: string,
  noTests: boolean,
  noHarness: boolean,
): ClassMatch | null {
  if (!noHarness) {
    const harness = withClass('harness', firstMatch(compiled.harness, path));
    if (harness) return harness;
  }
  if (!noTests) {
    const test = withClass('test', firstMatch(compiled.tests, path));
    if (test) return test;
  }
  // The catch-all is about the test suite's directories: excluded from tests, not its data.
  if (noHarness || noTests || compiled.notData.test(path)) return null;
  return withClass('harness', firstMatch(compiled.testData, path));
}

// A run asks one classifier about the same paths more than once: the base tree for the base
// tests' literals, then the locked tree's (nearly the same paths) for the guard, each a few
// microseconds a path. Answers are kept up to this many paths (a map entry each: the answers
// themselves are a few dozen distinct objects); beyond, the rest are computed each time.
const REMEMBERED_PATHS = 500_000;

/**
 * A classifier for the built-in rules plus the configured globs, compiled once, with the harness,
 * the tests and the source a run derived from the base commit (what its checks execute, what
 * their commands name as tests, what product code imports). A path's answer
 * is computed once; equal answers are one shared object (frozen: callers read, never change it).
 */
export function createClassifier(
  config?: ClassificationConfig,
  derived: DerivedHarness = new Map(),
  tests: DerivedTests = new Map(),
  source: DerivedSource = new Map(),
): PathClassifier {
  const compiled = compile(config ?? NO_CONFIG);
  const answers = new Map<string, PathClass>();
  const distinct = new Map<string, PathClass>();
  return (path: string): PathClass => {
    const known = answers.get(path);
    if (known !== undefined) return known;
    const fresh = classifyWith(compiled, derived, tests, source, path);
    const key = `${fresh.class}\0${fresh.ecosystem}\0${fresh.rule}`;
    let answer = distinct.get(key);
    if (answer === undefined) {
      answer = Object.freeze(fresh);
      distinct.set(key, answer);
    }
    if (answers.size < REMEMBERED_PATHS) answers.set(path, answer);
    return answer;
  };
}
