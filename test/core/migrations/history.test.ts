// History is base: a PR that changes, renames or deletes a migration that exists at base is
// `migration-modified` (a comments-only change a warning); a new one that sorts before the newest
// base migration is `migration-out-of-order`. Each gaming case beside its honest look-alike.
import { describe, expect, it } from 'vitest';
import { type HistoryInput, historyAnomalies } from '../../../src/core/migrations/history.js';
import type { DiffEntry } from '../../../src/core/model/diff.js';
import type { Migration } from '../../../src/core/model/migration.js';
import { aChangeOf } from '../../builders/changed-file.js';

const m = (id: string, extra: Partial<Migration> = {}): Migration => ({
  id,
  name: `${id}_x`,
  files: [`db/${id}_x.up.sql`, `db/${id}_x.down.sql`],
  up: `db/${id}_x.up.sql`,
  down: `db/${id}_x.down.sql`,
  ...extra,
});

const BASE = [m('1'), m('5')];
const UP1 = 'CREATE TABLE users (id int);\n';

function judge(
  changes: DiffEntry[],
  fields: Partial<HistoryInput> = {},
  head: Record<string, string> = {},
) {
  return historyAnomalies({
    language: 'sql',
    base: BASE,
    added: [],
    ordered: BASE,
    changes,
    baseText: (path) => (path === 'db/1_x.up.sql' ? UP1 : undefined),
    headText: (path) => head[path],
    ...fields,
  }).map((a) => [a.kind, a.severity, a.path, a.line, a.detail]);
}

describe('migration-modified', () => {
  it('gaming: a base migration edited (the PR makes an old migration do something else)', () => {
    const change = aChangeOf('modified', 'db/1_x.up.sql', 'harness');
    expect(judge([change], {}, { 'db/1_x.up.sql': 'CREATE TABLE users (id bigint);\n' })).toEqual([
      [
        'migration-modified',
        'critical',
        'db/1_x.up.sql',
        1,
        'migration 1_x modified (history a deployed database may have run; the base version runs in the round trip)',
      ],
    ]);
  });

  it('honest: a comment added and the layout changed is a warning', () => {
    const change = aChangeOf('modified', 'db/1_x.up.sql', 'harness');
    const head = {
      'db/1_x.up.sql': '-- the users\nCREATE TABLE users (\n  id int\n); /* done */\n',
    };
    expect(judge([change], {}, head)).toEqual([
      [
        'migration-modified',
        'warning',
        'db/1_x.up.sql',
        1,
        'migration 1_x: comments or whitespace changed only (the base version runs in the round trip)',
      ],
    ]);
  });

  it('gaming: a changed string literal is no comment', () => {
    const base = "INSERT INTO t VALUES ('-- a');\n";
    const head = "INSERT INTO t VALUES ('-- b');\n";
    const change = aChangeOf('modified', 'db/1_x.up.sql', 'harness');
    expect(judge([change], { baseText: () => base }, { 'db/1_x.up.sql': head })[0]?.[1]).toBe(
      'critical',
    );
  });

  it('gaming: a base migration deleted, or its down renamed away', () => {
    expect(judge([aChangeOf('deleted', 'db/5_x.down.sql', 'harness')])).toEqual([
      [
        'migration-modified',
        'critical',
        'db/5_x.down.sql',
        null,
        'migration 5_x deleted (history a deployed database may have run; the base version runs in the round trip)',
      ],
    ]);
    const renamed = aChangeOf('renamed', 'db/6_x.down.sql', 'other', {
      oldPath: 'db/5_x.down.sql',
      similarity: 100,
    });
    expect(judge([renamed])).toEqual([
      [
        'migration-modified',
        'critical',
        'db/5_x.down.sql',
        null,
        'migration 5_x renamed to db/6_x.down.sql (history a deployed database may have run; the base version runs in the round trip)',
      ],
    ]);
  });

  it('honest: a base migration copied to a new name leaves the base one as it was', () => {
    const copied = aChangeOf('copied', 'db/6_y.up.sql', 'other', { oldPath: 'db/1_x.up.sql' });
    expect(judge([copied])).toEqual([]);
  });

  it('honest: a file beside the migrations that is no migration is not history', () => {
    expect(judge([aChangeOf('modified', 'db/README.md', 'other')])).toEqual([]);
  });

  it('alembic revisions are Python: a comment there is a comment', () => {
    const base = "revision = 'a'\ndown_revision = None\ndef upgrade():\n    op.create_table('t')\n";
    const head =
      "# tidy\nrevision = 'a'\ndown_revision = None\n\ndef upgrade():\n    op.create_table('t')  # the table\n";
    const alembicBase = [m('a', { files: ['v/a.py'], up: 'v/a.py', down: 'v/a.py', revises: [] })];
    const change = aChangeOf('modified', 'v/a.py', 'harness');
    const found = judge(
      [change],
      { language: 'python', base: alembicBase, ordered: alembicBase, baseText: () => base },
      { 'v/a.py': head },
    );
    expect(found[0]?.[1]).toBe('warning');
  });
});

describe('migration-out-of-order', () => {
  it('gaming-adjacent: a new migration numbered before the newest base one', () => {
    const late = m('3');
    expect(judge([], { added: [late], ordered: [m('1'), late, m('5')] })).toEqual([
      [
        'migration-out-of-order',
        'warning',
        'db/3_x.up.sql',
        null,
        'migration 3_x sorts before the newest base migration 5_x: a database that already ran 5_x will not run it',
      ],
    ]);
  });

  it('honest: a new migration after the newest base one', () => {
    const next = m('6');
    expect(judge([], { added: [next], ordered: [...BASE, next] })).toEqual([]);
  });

  it('alembic: a new revision that branches off an old revision, not the base head', () => {
    const rev = (id: string, revises: string[]) =>
      m(id, { files: [`v/${id}.py`], up: `v/${id}.py`, down: `v/${id}.py`, revises });
    const base = [rev('a', []), rev('b', ['a'])];
    const honest = rev('c', ['b']);
    const chained = rev('d', ['c']);
    const stale = rev('e', ['a']);
    expect(
      judge([], { base, added: [honest, chained], ordered: [...base, honest, chained] }),
    ).toEqual([]);
    expect(judge([], { base, added: [stale], ordered: [...base, stale] })).toEqual([
      [
        'migration-out-of-order',
        'warning',
        'v/e.py',
        null,
        'migration e_x revises a, not the base head b: a database at the base head has two heads to upgrade to',
      ],
    ]);
  });
});
