// The format of `.github/testlock.yml` (read from the base commit by the caller): parsing,
// validation with one-line errors, and the defaults an absent or empty file stands for.

import type { ClassificationConfig } from '../changes/classify-path.js';
import type { AddedTestsPolicy, TestChangePolicy } from '../model/anomaly.js';
import { parseYamlDocument as parseDocument, yamlLineCounter } from '../parsers/installed.js';
import { COVERAGE_SETTINGS, type CoverageSetting } from '../run/coverage-configured.js';
import { errorMessage } from '../text/error-message.js';
import { type ChecksConfig, readChecks } from './config-checks.js';
import { type GlobLists, readGlobLists } from './config-globs.js';
import {
  ConfigError,
  child,
  describe,
  expectKnownKeys,
  expectOneOf,
  expectRelativeDir,
  expectString,
  type Field,
  fail,
  isMapping,
  type Mapping,
} from './fields.js';

export type { CheckCommand, CheckSetting, ChecksConfig } from './config-checks.js';
export type { GlobLists } from './config-globs.js';
export { ConfigError } from './fields.js';

export interface TestlockConfig extends ClassificationConfig {
  version: 1;
  tests: GlobLists;
  harness: GlobLists;
  checks: ChecksConfig;
  onTestChange: TestChangePolicy;
  /** The label that allows one PR's test changes; null when no label may. */
  allowLabel: string | null;
  /** Per check. */
  timeoutMinutes: number;
  /** Repo-relative directory of the project ('.' for the root); check commands run there. */
  workingDirectory: string;
  /** Severity of the source-side gaming heuristics, or off. */
  sourceHeuristics: SourceHeuristicsSetting;
  /** How a test the PR adds is weighed: evidence (info) or critical. */
  addedTests: AddedTestsPolicy;
  /** Whole-project coverage: `auto` where the project configures it (SPEC rule 3), `on`, `off`. */
  coverage: CoverageSetting;
  /**
   * The percent of the PR's changed product lines the locked tests must run (SPEC 3b); null: no
   * floor, the count is evidence only.
   */
  changedLinesMin: number | null;
}

export type SourceHeuristicsSetting = 'warning' | 'critical' | 'off';
const HEURISTIC_SETTINGS: readonly SourceHeuristicsSetting[] = ['warning', 'critical', 'off'];

export const CONFIG_PATH = '.github/testlock.yml';

const TOP_LEVEL_KEYS: readonly string[] = [
  'version',
  'tests',
  'harness',
  'checks',
  'on-test-change',
  'allow-label',
  'timeout-minutes',
  'working-directory',
  'source-heuristics',
  'added-tests',
  'coverage',
  'changed-lines-min',
];
const POLICIES: readonly TestChangePolicy[] = ['fail', 'warn', 'ignore'];
const ADDED_TESTS: readonly AddedTestsPolicy[] = ['evidence', 'critical'];

function defaults(): TestlockConfig {
  return {
    version: 1,
    tests: { include: [], exclude: [] },
    harness: { include: [], exclude: [] },
    checks: { test: null, typecheck: null, lint: null },
    onTestChange: 'fail',
    allowLabel: 'testlock:allow-test-changes',
    timeoutMinutes: 30,
    workingDirectory: '.',
    sourceHeuristics: 'warning',
    addedTests: 'evidence',
    coverage: 'auto',
    changedLinesMin: null,
  };
}

// Plain data only (objects, arrays, scalars), so freezing every object freezes it all.
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** What an absent or empty config file means. Frozen: parseConfig returns fresh copies. */
export const DEFAULT_CONFIG: Readonly<TestlockConfig> = deepFreeze(defaults());

/** The YAML document as plain data; one-line error with the position when it is not YAML. */
function loadYaml(text: string, file: string): unknown {
  const lineCounter = yamlLineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    // The library's own advice ("use parseAllDocuments") means nothing to a user.
    const reason = error.code === 'MULTIPLE_DOCS' ? 'expected one YAML document' : error.message;
    throw new ConfigError(`${file}: invalid YAML at line ${line}, column ${col}: ${reason}`);
  }
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (cause) {
    const message = errorMessage(cause);
    throw new ConfigError(`${file}: invalid YAML: ${message}`);
  }
}

function present(mapping: Mapping, key: string): boolean {
  return mapping[key] !== undefined && mapping[key] !== null;
}

function readTimeout(field: Field, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    fail(field, `must be a positive number of minutes (got ${describe(value)})`);
  }
  return value;
}

/** A percent, 0 to 100 (`80`, `80%`). */
function readPercent(field: Field, value: unknown): number {
  const n =
    typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*%\s*$/.test(value)
      ? Number.parseFloat(value)
      : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 100) {
    fail(field, `must be a percent from 0 to 100 (got ${describe(value)})`);
  }
  return n;
}

function readAllowLabel(field: Field, value: unknown): string | null {
  if (value === false) return null;
  if (typeof value !== 'string')
    fail(field, `must be a label name or false (got ${describe(value)})`);
  return expectString(field, value).trim();
}

function readTopLevel(root: Field, mapping: Mapping): TestlockConfig {
  const config = defaults();
  const at = (key: string): Field => child(root, key);
  if (present(mapping, 'version') && mapping.version !== 1) {
    fail(at('version'), `must be 1 (got ${describe(mapping.version)})`);
  }
  config.tests = readGlobLists(at('tests'), mapping.tests);
  config.harness = readGlobLists(at('harness'), mapping.harness);
  config.checks = readChecks(at('checks'), mapping.checks);
  if (present(mapping, 'on-test-change')) {
    config.onTestChange = expectOneOf(at('on-test-change'), mapping['on-test-change'], POLICIES);
  }
  if (present(mapping, 'allow-label')) {
    config.allowLabel = readAllowLabel(at('allow-label'), mapping['allow-label']);
  }
  if (present(mapping, 'timeout-minutes')) {
    config.timeoutMinutes = readTimeout(at('timeout-minutes'), mapping['timeout-minutes']);
  }
  if (present(mapping, 'working-directory')) {
    config.workingDirectory = expectRelativeDir(
      at('working-directory'),
      mapping['working-directory'],
    );
  }
  if (present(mapping, 'source-heuristics')) {
    config.sourceHeuristics = expectOneOf(
      at('source-heuristics'),
      mapping['source-heuristics'],
      HEURISTIC_SETTINGS,
    );
  }
  if (present(mapping, 'added-tests')) {
    config.addedTests = expectOneOf(at('added-tests'), mapping['added-tests'], ADDED_TESTS);
  }
  if (present(mapping, 'coverage'))
    config.coverage = readCoverage(at('coverage'), mapping.coverage);
  if (present(mapping, 'changed-lines-min'))
    config.changedLinesMin = readPercent(at('changed-lines-min'), mapping['changed-lines-min']);
  return config;
}

/** `coverage: on|off|auto`; YAML 1.1 reads a bare on/off as a boolean, which means the same. */
function readCoverage(field: Field, value: unknown): CoverageSetting {
  if (value === true) return 'on';
  if (value === false) return 'off';
  return expectOneOf(field, value, COVERAGE_SETTINGS);
}

/**
 * The config in `text` (the content of `file`, which names it in errors). An empty file, or one
 * with only comments, is the defaults. Keys left out, or set to null, keep their default.
 */
export function parseConfig(text: string, file: string): TestlockConfig {
  const data = loadYaml(text, file);
  if (data === null || data === undefined) return defaults();
  if (!isMapping(data)) {
    throw new ConfigError(`${file}: expected a mapping at top level (got ${describe(data)})`);
  }
  const root: Field = { file, path: '' };
  expectKnownKeys(root, data, TOP_LEVEL_KEYS);
  return readTopLevel(root, data);
}
