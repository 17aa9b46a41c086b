// The round trip of a tool whose migrations are SQL files that testlock applies itself with the
// server's client: the base ups in order, the PR's ups in order, their downs in reverse order.
import type { Migration, SqlScript } from '../model/migration.js';
import type { RoundTrip, RoundTripContext } from './tool.js';

/** A migration's up and down as the tool reads them; null for a part it does not have. */
export interface MigrationScripts {
  up: SqlScript | null;
  down: SqlScript | null;
}

/** A file that opens or ends its own transaction: the tool sends it as it is, so does testlock. */
const OWN_TRANSACTION =
  /^\s*(?:BEGIN|START\s+TRANSACTION|COMMIT|END|ROLLBACK)\s*(?:TRANSACTION\s*|WORK\s*)?;/im;

export function ownsTransaction(sql: string): boolean {
  return OWN_TRANSACTION.test(sql);
}

/** A script of one file's text, in a transaction unless the tool says not or the file has its own. */
export function script(path: string, sql: string, transaction: boolean): SqlScript {
  return { path, sql, transaction: transaction && !ownsTransaction(sql) };
}

/**
 * The steps, or what stands in their way: a PR migration without a down cannot be undone (the
 * stage fails it where the base's migrations have downs, and skips the round trip where none has).
 */
export function sqlRoundTrip(
  context: RoundTripContext,
  scriptsOf: (migration: Migration) => MigrationScripts,
): RoundTrip {
  const base = context.base.flatMap((m) => {
    const up = scriptsOf(m).up;
    return up === null ? [] : [up];
  });
  const added = context.added.map((m) => ({ migration: m, scripts: scriptsOf(m) }));
  const missingDown = added
    .filter((a) => a.scripts.down === null)
    .map((a) => a.migration.up ?? a.migration.files[0] ?? a.migration.id);
  if (missingDown.length > 0) {
    const baseHasDowns = context.base.some((m) => scriptsOf(m).down !== null);
    return { missingDown, baseHasDowns };
  }
  const ups = added.flatMap((a) => (a.scripts.up === null ? [] : [a.scripts.up]));
  const downs = added.flatMap((a) => (a.scripts.down === null ? [] : [a.scripts.down])).reverse();
  return {
    steps: {
      base: { kind: 'sql', scripts: base },
      up: { kind: 'sql', scripts: ups },
      down: { kind: 'sql', scripts: downs },
    },
  };
}
