// The SQL migrations of the base commit, planned (docs/migrations.md): discovery reads the base,
// the base migration files become harness (history the locked run keeps as base), and once the
// diff is classified, the history anomalies and the round trip's steps are decided.
import { listFiles, readFiles } from '../../adapters/git.js';
import {
  discoverMigrations,
  type MigrationSource,
} from '../../core/migrations/discover-migrations.js';
import { migrationFilesToRead } from '../../core/migrations/files-to-read.js';
import { type DeclaredDatabase, declaredDatabase } from '../../core/migrations/job-database.js';
import { historyHarness, planMigrations } from '../../core/migrations/plan-migrations.js';
import type { ToolFiles } from '../../core/migrations/tool.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { DiffEntry } from '../../core/model/diff.js';
import type { MigrationPlan } from '../../core/model/migration.js';

/** What discovery found at base, before the diff is classified. */
export interface MigrationsFound {
  sources: MigrationSource[];
  base: ToolFiles;
  declared: DeclaredDatabase;
  /** Every base migration file, as derived harness (path -> rule). */
  history: Map<string, string>;
}

export async function findMigrations(options: {
  root: string;
  commit: string;
  workingDirectory: string;
}): Promise<MigrationsFound> {
  const paths = await listFiles(options.root, options.commit);
  const texts = await readFiles(options.root, options.commit, migrationFilesToRead(paths));
  const base: ToolFiles = { paths, text: (path) => texts.get(path) };
  const sources = discoverMigrations(base, options.workingDirectory);
  return {
    sources,
    base,
    declared: declaredDatabase(base),
    history: historyHarness(sources, base),
  };
}

/** Whether a path lies in (or is) a migration folder: its head text is read for the plan. */
function inFolders(path: string, sources: readonly MigrationSource[]): boolean {
  return sources.some((s) => s.folder === '' || path.startsWith(`${s.folder}/`));
}

export async function planMigrationChecks(
  found: MigrationsFound,
  options: {
    root: string;
    head: string;
    entries: readonly DiffEntry[];
    lintOff: boolean;
    lintNotInCi: boolean;
  },
): Promise<{ plans: MigrationPlan[]; anomalies: Anomaly[] }> {
  if (found.sources.length === 0) return { plans: [], anomalies: [] };
  const wanted = options.entries
    .filter((e) => e.status !== 'deleted' && inFolders(e.path, found.sources))
    .map((e) => e.path);
  const head = await readFiles(options.root, options.head, wanted);
  return planMigrations({
    sources: found.sources,
    base: found.base,
    changes: options.entries,
    headText: (path) => head.get(path),
    declared: found.declared,
    lintOff: options.lintOff,
    lintNotInCi: options.lintNotInCi,
  });
}

/**
 * The plan's anomalies with the migration history's own: a base migration's change is reported
 * once, as `migration-modified`, not also as the `harness-modified` its history rule makes it.
 */
export function withMigrationAnomalies(
  anomalies: readonly Anomaly[],
  migrations: readonly Anomaly[],
  history: ReadonlyMap<string, string>,
): Anomaly[] {
  const kept = anomalies.filter((a) => !(a.kind === 'harness-modified' && history.has(a.path)));
  return [...kept, ...migrations];
}
