// testlock's own check of migration history (docs/anomalies.md): a migration that exists at base
// may have run on a deployed database, so changing, renaming or deleting it is `migration-modified`;
// a new migration that sorts before the newest base one is `migration-out-of-order`.
import type { Anomaly } from '../model/anomaly.js';
import type { DiffEntry } from '../model/diff.js';
import type { Migration } from '../model/migration.js';
import { type CodeLanguage, sameCode } from './code-tokens.js';

export interface HistoryInput {
  language: CodeLanguage;
  base: readonly Migration[];
  /** The PR's new migrations, in the tool's order among the base ones (`ordered`). */
  added: readonly Migration[];
  /** Base and added migrations in the tool's order, as the locked run has them. */
  ordered: readonly Migration[];
  changes: readonly DiffEntry[];
  baseText(path: string): string | undefined;
  headText(path: string): string | undefined;
}

const HISTORY = 'history a deployed database may have run; the base version runs in the round trip';

/** The first line (1-based, in head) where the two texts differ. */
function firstChangedLine(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  const index = b.findIndex((line, i) => line !== a[i]);
  return index === -1 ? Math.max(1, b.length) : index + 1;
}

function changedBase(entry: DiffEntry, migration: Migration, input: HistoryInput): Anomaly | null {
  const anomaly = (
    path: string,
    line: number | null,
    detail: string,
    severity: Anomaly['severity'] = 'critical',
  ): Anomaly => ({ kind: 'migration-modified', severity, path, line, detail });
  switch (entry.status) {
    case 'copied':
    case 'added':
      return null;
    case 'deleted':
      return anomaly(
        entry.path,
        null,
        `migration ${migration.name ?? migration.id} deleted (${HISTORY})`,
      );
    case 'renamed':
      return anomaly(
        entry.oldPath ?? entry.path,
        null,
        `migration ${migration.name ?? migration.id} renamed to ${entry.path} (${HISTORY})`,
      );
    default: {
      const before = input.baseText(entry.path);
      const after = input.headText(entry.path);
      if (before === undefined || after === undefined) {
        return anomaly(
          entry.path,
          null,
          `migration ${migration.name ?? migration.id} modified (${HISTORY})`,
        );
      }
      const line = firstChangedLine(before, after);
      if (sameCode(before, after, input.language)) {
        return anomaly(
          entry.path,
          line,
          `migration ${migration.name ?? migration.id}: comments or whitespace changed only (the base version runs in the round trip)`,
          'warning',
        );
      }
      return anomaly(
        entry.path,
        line,
        `migration ${migration.name ?? migration.id} modified (${HISTORY})`,
      );
    }
  }
}

/** A new migration placed before the newest base one, by the tool's own order or its parents. */
function outOfOrder(input: HistoryInput): Anomaly[] {
  const baseIds = new Set(input.base.map((m) => m.id));
  const addedIds = new Set(input.added.map((m) => m.id));
  const revised = new Set(input.base.flatMap((m) => m.revises ?? []));
  const baseHeads = input.base.filter((m) => !revised.has(m.id)).map((m) => m.id);
  const lastBase = input.ordered.reduce((last, m, i) => (baseIds.has(m.id) ? i : last), -1);
  const newestMigration = input.ordered[lastBase];
  const newest =
    newestMigration === undefined ? undefined : (newestMigration.name ?? newestMigration.id);
  return input.added.flatMap((m): Anomaly[] => {
    const path = m.up ?? m.files[0] ?? '';
    if (m.revises !== undefined) {
      // A revision graph (alembic): a new revision must follow a base head or another new one.
      const stale = m.revises.filter((r) => !addedIds.has(r) && !baseHeads.includes(r));
      if (stale.length === 0) return [];
      const detail = `migration ${m.name ?? m.id} revises ${stale.join(', ')}, not the base head ${baseHeads.join(', ') || '(none)'}: a database at the base head has two heads to upgrade to`;
      return [{ kind: 'migration-out-of-order', severity: 'warning', path, line: null, detail }];
    }
    const at = input.ordered.findIndex((o) => o.id === m.id);
    if (newest === undefined || at === -1 || at > lastBase) return [];
    const detail = `migration ${m.name ?? m.id} sorts before the newest base migration ${newest}: a database that already ran ${newest} will not run it`;
    return [{ kind: 'migration-out-of-order', severity: 'warning', path, line: null, detail }];
  });
}

/**
 * A file the PR adds to a base migration's version (a second up beside the one production ran):
 * the tool reads it as part of history. Only a down for a base migration that had none is a
 * warning: downs do not run where it was deployed.
 */
function joinedBase(input: HistoryInput): Anomaly[] {
  const baseFiles = new Set(input.base.flatMap((m) => m.files));
  const baseById = new Map(input.base.map((m) => [m.id, m]));
  const renamed = new Set(input.changes.filter((c) => c.status === 'renamed').map((c) => c.path));
  return input.ordered.flatMap((migration) => {
    const base = baseById.get(migration.id);
    if (base === undefined) return [];
    const name = base.name ?? base.id;
    return migration.files
      .filter((file) => !baseFiles.has(file) && !renamed.has(file))
      .map((file): Anomaly => {
        const onlyDown = base.down === null && file === migration.down;
        return onlyDown
          ? {
              kind: 'migration-modified',
              severity: 'warning',
              path: file,
              line: null,
              detail: `a down added to base migration ${name} (downs do not run where it was deployed)`,
            }
          : {
              kind: 'migration-modified',
              severity: 'critical',
              path: file,
              line: null,
              detail: `a file added to base migration ${name}: the tool reads it as part of that version (${HISTORY})`,
            };
      });
  });
}

export function historyAnomalies(input: HistoryInput): Anomaly[] {
  const byFile = new Map<string, Migration>();
  for (const migration of input.base)
    for (const file of migration.files) byFile.set(file, migration);
  const changed = input.changes.flatMap((entry) => {
    const migration = byFile.get(entry.oldPath ?? entry.path);
    const found = migration === undefined ? null : changedBase(entry, migration, input);
    return found === null ? [] : [found];
  });
  return [...changed, ...joinedBase(input), ...outOfOrder(input)];
}
