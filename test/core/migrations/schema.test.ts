// Schema dumps as testlock compares them, and the differences named by their object: the column a
// down forgot, the index or constraint it left, the sequence it dropped.
import { describe, expect, it } from 'vitest';
import { diffSchemas, lineDiff } from '../../../src/core/migrations/schema-diff.js';
import { parsePgDump, parseSqliteSchema } from '../../../src/core/migrations/schema-dump.js';

// The shape of pg_dump 15's --schema-only output (comments, settings, \restrict keys included).
const dump = (table: string, extra = '') => `--
-- PostgreSQL database dump
--

\\restrict ${Math.random().toString(36).slice(2)}

-- Dumped from database version 15.18
SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
${table}
);

--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);
${extra}
\\unrestrict x
`;

const BASE = dump('    id integer NOT NULL,\n    name text NOT NULL');
const SIDES = { extra: 'left behind by the down', missing: 'dropped by the down' };

describe('parsePgDump', () => {
  it('keeps one entry per object, without comments, settings or session keys', () => {
    expect([...parsePgDump(BASE).values()]).toEqual([
      {
        key: 'TABLE public.users',
        lines: ['CREATE TABLE public.users (', 'id integer NOT NULL', 'name text NOT NULL', ');'],
      },
      {
        key: 'CONSTRAINT public.users users_pkey',
        lines: ['ALTER TABLE ONLY public.users', 'ADD CONSTRAINT users_pkey PRIMARY KEY (id);'],
      },
    ]);
  });

  it('two dumps of one schema are equal, whatever their random \\restrict keys', () => {
    expect(
      diffSchemas(
        parsePgDump(BASE),
        parsePgDump(dump('    id integer NOT NULL,\n    name text NOT NULL')),
        SIDES,
      ),
    ).toEqual([]);
  });
});

describe('diffSchemas', () => {
  it('names the column a down forgot', () => {
    const after = parsePgDump(
      dump('    id integer NOT NULL,\n    name text NOT NULL,\n    email text'),
    );
    const [difference, ...rest] = diffSchemas(parsePgDump(BASE), after, SIDES);
    expect(rest).toEqual([]);
    expect(difference?.message).toBe(
      'TABLE public.users: column email text left behind by the down',
    );
    expect(difference?.diff).toEqual([
      '  CREATE TABLE public.users (',
      '  id integer NOT NULL',
      '  name text NOT NULL',
      '+ email text',
      '  );',
    ]);
  });

  it('names an index and a sequence left behind, and a constraint the down dropped', () => {
    const extra = `
--
-- Name: users_email_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_email_idx ON public.users USING btree (name);

--
-- Name: audit_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.audit_seq;
`;
    const after = new Map(
      parsePgDump(dump('    id integer NOT NULL,\n    name text NOT NULL', extra)),
    );
    after.delete('CONSTRAINT public.users users_pkey');
    expect(diffSchemas(parsePgDump(BASE), after, SIDES).map((d) => d.message)).toEqual([
      'CONSTRAINT public.users users_pkey dropped by the down',
      'INDEX public.users_email_idx left behind by the down',
      'SEQUENCE public.audit_seq left behind by the down',
    ]);
  });

  it('names a table constraint inside a SQLite table', () => {
    const base = parseSqliteSchema(
      JSON.stringify([{ type: 'table', name: 't', sql: 'CREATE TABLE t (id int, x text)' }]),
    );
    const after = parseSqliteSchema(
      JSON.stringify([
        { type: 'table', name: 't', sql: 'CREATE TABLE t (id int,\n  x text, UNIQUE (x))' },
        { type: 'table', name: 'sqlite_sequence', sql: 'CREATE TABLE sqlite_sequence(name,seq)' },
      ]),
    );
    expect(diffSchemas(base, after, SIDES).map((d) => d.message)).toEqual([
      'TABLE t: constraint UNIQUE (x) left behind by the down',
    ]);
  });

  it('SQLite: the same table written with other whitespace is the same table', () => {
    const a = parseSqliteSchema(
      JSON.stringify([{ type: 'table', name: 't', sql: 'CREATE TABLE t (id int, x text)' }]),
    );
    const b = parseSqliteSchema(
      JSON.stringify([
        { type: 'table', name: 't', sql: 'CREATE TABLE t (\n  id int,\n  x text\n)' },
      ]),
    );
    expect(diffSchemas(a, b, SIDES)).toEqual([]);
    expect(parseSqliteSchema('')).toEqual(new Map());
  });
});

describe('lineDiff', () => {
  it.each([
    [
      ['a', 'b'],
      ['a', 'b'],
      ['  a', '  b'],
    ],
    [
      ['a', 'b', 'c'],
      ['a', 'c'],
      ['  a', '- b', '  c'],
    ],
    [['a'], ['a', 'x'], ['  a', '+ x']],
    [[], ['x'], ['+ x']],
  ])('%j -> %j', (a, b, out) => {
    expect(lineDiff(a, b)).toEqual(out);
  });
});
