// The SQL row's checks from what the scratch database showed: a PR step's error verbatim, a
// schema difference named by its object, and a skip (never a pass) for what could not be judged.
import { describe, expect, it } from 'vitest';
import { migrationChecks } from '../../../src/core/migrations/check-names.js';
import {
  missingDownOutcome,
  type PhaseRun,
  type RoundTripRun,
  roundTripOutcome,
  schemaOutcome,
} from '../../../src/core/migrations/round-trip-outcomes.js';
import { parsePgDump } from '../../../src/core/migrations/schema-dump.js';
import type { MigrationPlan } from '../../../src/core/model/migration.js';

const PLAN: MigrationPlan = {
  tool: 'golang-migrate',
  folder: 'db',
  source: 'paired files',
  engine: 'postgres',
  engineBecause: 'default',
  base: [],
  added: [
    {
      id: '2',
      name: '2_email',
      files: ['db/2_email.up.sql', 'db/2_email.down.sql'],
      up: 'db/2_email.up.sql',
      down: 'db/2_email.down.sql',
    },
  ],
  steps: {
    base: { kind: 'sql', scripts: [] },
    up: { kind: 'sql', scripts: [] },
    down: { kind: 'sql', scripts: [] },
  },
  missingDown: [],
  skip: null,
  jobDatabase: null,
  lint: { config: null, skipped: 'not-configured', reason: 'no .sqlfluff' },
};
const [TRIP, SCHEMA, LINT] = migrationChecks(PLAN, false) as [never, never, never];

const table = (columns: string) =>
  parsePgDump(
    `-- Name: users; Type: TABLE; Schema: public; Owner: -\nCREATE TABLE public.users (\n${columns}\n);\n`,
  );
const phase = (name: PhaseRun['phase'], fields: Partial<PhaseRun> = {}): PhaseRun => ({
  phase: name,
  ok: true,
  failedPath: null,
  line: null,
  error: '',
  exitCode: 0,
  timedOut: false,
  durationMs: 10,
  stdout: '',
  stderr: '',
  ...fields,
});
const clean: RoundTripRun = {
  phases: [phase('base'), phase('up'), phase('down'), phase('again')],
  schemas: {
    base: table('id int'),
    up: table('id int,\nemail text'),
    down: table('id int'),
    again: table('id int,\nemail text'),
  },
  database: 'a private PostgreSQL 15 cluster',
};

describe('the checks of the SQL row', () => {
  it('are named and kinded as the SPEC says', () => {
    expect(
      [TRIP, SCHEMA, LINT].map((c: { name: string; kind: string }) => [c.name, c.kind]),
    ).toEqual([
      ['migrations round-trip', 'test'],
      ['schema after round-trip', 'typecheck'],
      ['sqlfluff', 'lint'],
    ]);
  });

  it('honest: a clean round trip passes both, and counts no tests', () => {
    const trip = roundTripOutcome(TRIP, PLAN, clean);
    expect(trip).toMatchObject({
      result: {
        ok: true,
        skipped: null,
        summary: 'passed: up → down → up of 2_email on a private PostgreSQL 15 cluster',
      },
    });
    expect(trip.tests).toBeUndefined();
    expect(schemaOutcome(SCHEMA, PLAN, clean).result).toMatchObject({ ok: true, skipped: null });
  });

  it('gaming: a down that forgets a column fails the schema check, naming the column', () => {
    const run = { ...clean, schemas: { ...clean.schemas, down: table('id int,\nemail text') } };
    const outcome = schemaOutcome(SCHEMA, PLAN, run);
    expect(outcome.result.ok).toBe(false);
    expect(outcome.diagnostics?.map((d) => [d.file, d.message])).toEqual([
      ['db/2_email.down.sql', 'TABLE public.users: column email text left behind by the down'],
    ]);
    expect(outcome.diagnostics?.[0]?.text).toContain('+ email text');
  });

  it('gaming: an up that fails the second time fails the round trip with the error verbatim', () => {
    const error =
      'psql:db/2_email.up.sql:1: ERROR:  column "email" of relation "users" already exists';
    const run = {
      ...clean,
      phases: [
        phase('base'),
        phase('up'),
        phase('down'),
        phase('again', { ok: false, failedPath: 'db/2_email.up.sql', line: 1, error, exitCode: 3 }),
      ],
    };
    const outcome = roundTripOutcome(TRIP, PLAN, run);
    expect(outcome.result).toMatchObject({
      ok: false,
      exitCode: 3,
      summary: 'failed at the second up (db/2_email.up.sql) on a private PostgreSQL 15 cluster',
    });
    expect(outcome.diagnostics?.[0]).toMatchObject({
      file: 'db/2_email.up.sql',
      line: 1,
      message: 'second up: ERROR: column "email" of relation "users" already exists',
      text: error,
    });
  });

  it('honest: base migrations that do not apply are no failure of the PR: unresolvable', () => {
    const run = {
      ...clean,
      phases: [phase('base', { ok: false, error: 'ERROR: syntax error' })],
      schemas: {},
    };
    expect(roundTripOutcome(TRIP, PLAN, run).result).toMatchObject({
      skipped: 'unresolvable',
      ok: false,
    });
    expect(schemaOutcome(SCHEMA, PLAN, run).result.skipped).toBe('unresolvable');
  });

  it('a round trip that stopped before the second up compared less: the schema check is no pass', () => {
    const run = {
      ...clean,
      phases: [phase('base'), phase('up'), phase('down'), phase('again', { ok: false })],
      schemas: { base: clean.schemas.base, up: clean.schemas.up, down: clean.schemas.down },
    };
    expect(schemaOutcome(SCHEMA, PLAN, run).result.skipped).toBe('unresolvable');
  });

  it('a new migration without a down fails, naming it', () => {
    const outcome = missingDownOutcome(TRIP, ['db/2_email.up.sql']);
    expect(outcome.result).toMatchObject({ ok: false, skipped: null });
    expect(outcome.diagnostics?.[0]).toMatchObject({
      file: 'db/2_email.up.sql',
      message: 'has no down migration (the base migrations have downs)',
    });
  });

  it('a problem testlock met (a tool that wrote elsewhere) is a skip with its reason', () => {
    const run = {
      ...clean,
      problem: {
        reason: 'unresolvable' as const,
        why: 'alembic did not write to the scratch database',
      },
    };
    expect(roundTripOutcome(TRIP, PLAN, run).result).toMatchObject({
      skipped: 'unresolvable',
      reason: 'alembic did not write to the scratch database',
    });
  });
});
