// Everything `plan` decides about migrations: per folder found at base, the history, the PR's new
// migrations as the locked run has them, the engine, the round trip's steps, the history anomalies.
import type { Anomaly } from '../model/anomaly.js';
import type { DiffEntry } from '../model/diff.js';
import type { MigrationPlan, SqlLintPlan } from '../model/migration.js';
import type { MigrationSource } from './discover-migrations.js';
import { chooseEngine } from './engine.js';
import { historyAnomalies } from './history.js';
import type { DeclaredDatabase } from './job-database.js';
import { lintPlan } from './lint-plan.js';
import type { ToolFiles } from './tool.js';

export interface MigrationsInput {
  sources: readonly MigrationSource[];
  /** The base commit's listing and the texts discovery read. */
  base: ToolFiles;
  /** The diff of the range (head paths the PR adds, changes to base files). */
  changes: readonly DiffEntry[];
  /** Head text of a path the PR adds or changes (read for the paths in migration folders). */
  headText(path: string): string | undefined;
  declared: DeclaredDatabase;
  /** The config switches the lint kind off (`checks.lint: false`): sqlfluff with it. */
  lintOff?: boolean;
  /**
   * The base CI runs checks: it defines the kinds, and the SQL row's lint follows the rule for
   * lint (SPEC rule 5): sqlfluff runs where CI runs it, as CI's own lint check, not by convention.
   */
  lintNotInCi?: boolean;
}

export interface PlannedMigrations {
  plans: MigrationPlan[];
  anomalies: Anomaly[];
}

/** The migration files of a folder the PR adds (new paths, renames' targets and copies included). */
export function addedPaths(
  source: MigrationSource,
  changes: readonly DiffEntry[],
  base: ReadonlySet<string>,
): string[] {
  return changes
    .filter((c) => c.status !== 'deleted' && !base.has(c.path))
    .map((c) => c.path)
    .filter((path) => source.tool.isMigrationFile(source.folder, path));
}

function planOne(
  source: MigrationSource,
  input: MigrationsInput,
  basePaths: ReadonlySet<string>,
): {
  plan: MigrationPlan;
  anomalies: Anomaly[];
} {
  const { tool, folder } = source;
  const base = tool.migrations(folder, input.base);
  const newPaths = addedPaths(source, input.changes, basePaths);
  // The locked run: every base file as base has it, the PR's new files as head has them.
  const locked: ToolFiles = {
    paths: [...input.base.paths, ...newPaths],
    text: (path) => (basePaths.has(path) ? input.base.text(path) : input.headText(path)),
  };
  const ordered = tool.migrations(folder, locked);
  const baseIds = new Set(base.map((m) => m.id));
  const added = ordered.filter((m) => !baseIds.has(m.id));
  const anomalies = historyAnomalies({
    language: tool.language,
    base,
    added,
    ordered,
    changes: input.changes,
    baseText: (path) => input.base.text(path),
    headText: (path) => input.headText(path),
  });
  const sql = base.flatMap((m) => m.files.map((f) => input.base.text(f) ?? ''));
  const engine = chooseEngine(source, input.base, input.declared.engine, sql);
  const trip = tool.roundTrip({
    folder,
    config: source.config,
    runner: source.runner,
    base,
    added,
    text: locked.text,
  });
  let steps: MigrationPlan['steps'] = null;
  let skip: MigrationPlan['skip'] = null;
  let missingDown: string[] = [];
  if (added.length === 0) {
    skip = { reason: 'not-configured', why: 'the PR adds no migration: nothing to round-trip' };
  } else if ('unsupported' in trip) {
    skip = { reason: 'unresolvable', why: trip.unsupported };
  } else if ('noDowns' in trip) {
    skip = { reason: 'not-configured', why: trip.noDowns };
  } else if ('missingDown' in trip) {
    if (trip.baseHasDowns) missingDown = trip.missingDown;
    else skip = { reason: 'not-configured', why: `the ${tool.name} migrations have no down` };
  } else if (engine.engine === 'mysql') {
    skip = { reason: 'unresolvable', why: 'testlock has no MySQL scratch database yet' };
  } else {
    steps = trip.steps;
  }
  return {
    plan: {
      tool: tool.name,
      folder,
      source: source.source,
      engine: engine.engine,
      engineBecause: engine.because,
      base,
      added,
      steps,
      missingDown,
      skip,
      jobDatabase: engine.engine === 'postgres' ? input.declared.database : null,
      lint: sqlLint(folder, tool.language, input),
    },
    anomalies,
  };
}

function sqlLint(folder: string, language: string, input: MigrationsInput): SqlLintPlan {
  if (input.lintOff)
    return { config: null, skipped: 'not-configured', reason: 'the config switches lint off' };
  const plan = lintPlan(folder, language, input.base);
  if (plan.skipped !== null || !input.lintNotInCi) return plan;
  return {
    ...plan,
    skipped: 'not-in-ci',
    reason: 'the base CI defines the lint: sqlfluff by convention is not run',
  };
}

export function planMigrations(input: MigrationsInput): PlannedMigrations {
  const basePaths = new Set(input.base.paths);
  const planned = input.sources.map((source) => planOne(source, input, basePaths));
  return { plans: planned.map((p) => p.plan), anomalies: planned.flatMap((p) => p.anomalies) };
}

/** The rule name that makes a base migration file harness: history the locked run keeps as base. */
export const HISTORY_RULE = 'migrations:history';

/** Every base migration file, as derived harness (path -> rule), so the locked run takes base's. */
export function historyHarness(
  sources: readonly MigrationSource[],
  base: ToolFiles,
): Map<string, string> {
  const derived = new Map<string, string>();
  for (const source of sources) {
    for (const migration of source.tool.migrations(source.folder, base)) {
      for (const file of migration.files) {
        derived.set(file, `${HISTORY_RULE} (${source.tool.name} ${source.folder || '.'})`);
      }
    }
  }
  return derived;
}
