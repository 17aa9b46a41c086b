// A database schema as testlock compares it: one entry per object (table, index, sequence,
// constraint, ...), read from `pg_dump --schema-only` or from SQLite's `sqlite_master`, with what
// changes between two dumps of the same schema (comments, settings, session keys) left out.

/** One object of a schema: `TABLE public.users` and its definition, one item per line. */
export interface SchemaObject {
  /** `TABLE public.users`, `INDEX public.users_email_idx`, `CONSTRAINT public.users users_pkey`. */
  key: string;
  /** Its definition's lines, whitespace trimmed, a table's columns one per line. */
  lines: string[];
}

export type Schema = ReadonlyMap<string, SchemaObject>;

const PG_HEADER = /^-- (?:Data for )?Name: (.+?); Type: (.+?); Schema: (.+?); Owner: .*$/;
// Lines of a dump that are no part of the schema: comments, session settings, pg_dump 17.6's
// `\restrict <random key>` guards.
const PG_NOISE = /^(?:--|SET\s|SELECT pg_catalog\.set_config\(|\\(?:un)?restrict\b)/;

/** The objects of a `pg_dump --schema-only` output. */
export function parsePgDump(text: string): Schema {
  const objects = new Map<string, SchemaObject>();
  let current: SchemaObject | null = null;
  for (const raw of text.replace(/\r\n/g, '\n').split('\n')) {
    const header = PG_HEADER.exec(raw);
    if (header) {
      const [, name = '', type = '', schema = '-'] = header;
      const key = `${type} ${schema === '-' ? '' : `${schema}.`}${name}`;
      current = objects.get(key) ?? { key, lines: [] };
      objects.set(key, current);
      continue;
    }
    const line = raw.trim();
    if (line === '' || PG_NOISE.test(line) || current === null) continue;
    current.lines.push(line.replace(/,$/, ''));
  }
  return objects;
}

/** One row of `SELECT type, name, sql FROM sqlite_master` as sqlite3 -json prints it. */
interface SqliteRow {
  type?: unknown;
  name?: unknown;
  sql?: unknown;
}

/** Cuts `text` at the commas outside parentheses and quotes. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const c of text) {
    if (quote !== null) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      quote = c === '[' ? ']' : c;
    } else if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      items.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  items.push(current);
  return items.map((item) => item.replace(/\s+/g, ' ').trim()).filter((item) => item !== '');
}

/** A `CREATE TABLE x (a, b)` statement as lines: its head, one per column or constraint, `)`. */
function sqliteLines(sql: string): string[] {
  const flat = sql.replace(/\s+/g, ' ').trim();
  const open = flat.indexOf('(');
  if (!/^CREATE\s+(?:TEMP\s+|TEMPORARY\s+|VIRTUAL\s+)?TABLE\b/i.test(flat) || open === -1) {
    return [flat];
  }
  const close = flat.lastIndexOf(')');
  return [
    `${flat.slice(0, open).trim()} (`,
    ...topLevelItems(flat.slice(open + 1, close)),
    `)${flat.slice(close + 1).trim()}`,
  ];
}

/** The objects of SQLite's `sqlite_master` rows (`sqlite3 -json`), SQLite's own tables left out. */
export function parseSqliteSchema(json: string): Schema {
  const objects = new Map<string, SchemaObject>();
  const text = json.trim();
  if (text === '') return objects;
  const rows = JSON.parse(text) as SqliteRow[];
  for (const row of rows) {
    if (typeof row.type !== 'string' || typeof row.name !== 'string') continue;
    if (typeof row.sql !== 'string' || row.name.startsWith('sqlite_')) continue;
    const key = `${row.type.toUpperCase()} ${row.name}`;
    objects.set(key, { key, lines: sqliteLines(row.sql) });
  }
  return objects;
}
