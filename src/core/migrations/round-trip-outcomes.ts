// The SQL row's checks after the round trip ran: what the scratch database showed, as the report's
// check outcomes. The round trip fails on a PR step's error (verbatim); the schema check on a
// difference, named by its object; anything testlock could not do is a skip with its reason.
import type { Check, CheckResult, SkipReason } from '../model/check.js';
import type { MigrationPlan } from '../model/migration.js';
import type { CheckOutcome } from '../model/outcome.js';
import type { Diagnostic } from '../model/results.js';
import { clipBlock, clipTail } from '../text/clip.js';
import { diffSchemas, type SchemaDifference } from './schema-diff.js';
import type { Schema } from './schema-dump.js';

export type Phase = 'base' | 'up' | 'down' | 'again';

/** How one phase of the round trip ended. */
export interface PhaseRun {
  phase: Phase;
  ok: boolean;
  /** The file whose statement failed (repository path), null when unknown or when it passed. */
  failedPath: string | null;
  /** Its line, where the client said. */
  line: number | null;
  /** What the client printed about the failure, verbatim. */
  error: string;
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  stdout: string;
  stderr: string;
}

/** What the round trip left: the phases that ran (in order) and the schema after each. */
export interface RoundTripRun {
  phases: PhaseRun[];
  schemas: Partial<Record<Phase, Schema>>;
  /** `a private PostgreSQL cluster`, `a fresh database in the job's PostgreSQL`, `SQLite`. */
  database: string;
  /** What stopped testlock from judging (a dump that failed, a tool that wrote elsewhere). */
  problem?: { reason: SkipReason; why: string };
}

const PHASE_NAMES: Record<Phase, string> = {
  base: 'base migrations',
  up: 'up',
  down: 'down',
  again: 'second up',
};

/** Testlock's own check is no suite: it counts no tests (docs/migrations.md). */
function outcome(result: CheckResult, extra: Partial<CheckOutcome> = {}): CheckOutcome {
  return { result, ...extra };
}

function result(check: Check, fields: Partial<CheckResult>): CheckResult {
  return {
    ...check,
    env: {},
    ok: false,
    exitCode: null,
    signal: null,
    durationMs: 0,
    timedOut: false,
    stdout: '',
    stderr: '',
    summary: '',
    ...fields,
  };
}

/** A check that did not run, with its reason. */
export function skippedOutcome(check: Check, reason: SkipReason, why: string): CheckOutcome {
  const res = result(check, {
    skipped: reason,
    reason: why,
    summary: `skipped (${reason}): ${why}`,
  });
  return check.kind === 'test' ? outcome(res) : { result: res };
}

/** The PR's migrations that cannot be undone: the round trip fails without a database. */
export function missingDownOutcome(check: Check, paths: readonly string[]): CheckOutcome {
  const diagnostics: Diagnostic[] = paths.map((path) => ({
    tool: 'migrations',
    file: path,
    line: null,
    column: null,
    message: 'has no down migration (the base migrations have downs)',
    text: `${path}: no down migration: this migration cannot be undone`,
  }));
  return outcome(
    result(check, {
      skipped: null,
      summary: `failed: ${paths.length} new migration${paths.length === 1 ? '' : 's'} without a down`,
      stderr: diagnostics.map((d) => d.text).join('\n'),
    }),
    { diagnostics },
  );
}

function durationOf(run: RoundTripRun): number {
  return run.phases.reduce((sum, p) => sum + p.durationMs, 0);
}

/** The round trip's check: passed, failed at a PR step (its error verbatim), or not verifiable. */
export function roundTripOutcome(
  check: Check,
  plan: MigrationPlan,
  run: RoundTripRun,
): CheckOutcome {
  if (run.problem) return skippedOutcome(check, run.problem.reason, run.problem.why);
  const failed = run.phases.find((p) => !p.ok);
  const durationMs = durationOf(run);
  if (failed?.phase === 'base') {
    // The base's own history does not apply to an empty database: nothing the PR did.
    const why = `the base migrations do not apply to an empty database (${run.database}): ${clipTail(failed.error, 3, 400)}`;
    return skippedOutcome(check, 'unresolvable', why);
  }
  if (failed !== undefined) {
    const where = failed.failedPath ?? plan.folder;
    const message = `${PHASE_NAMES[failed.phase]}: ${firstErrorLine(failed.error)}`;
    const diagnostic: Diagnostic = {
      tool: 'migrations',
      file: failed.failedPath,
      line: failed.line,
      column: null,
      message,
      text: clipBlock(failed.error),
    };
    return outcome(
      result(check, {
        skipped: null,
        exitCode: failed.exitCode,
        timedOut: failed.timedOut,
        durationMs,
        stdout: failed.stdout,
        stderr: failed.stderr,
        summary: `failed at the ${PHASE_NAMES[failed.phase]} (${where}) on ${run.database}`,
      }),
      { diagnostics: [diagnostic] },
    );
  }
  const names = plan.added.map((m) => m.name ?? m.id).join(', ');
  return outcome(
    result(check, {
      skipped: null,
      ok: true,
      exitCode: 0,
      durationMs,
      summary: `passed: up → down → up of ${names} on ${run.database}`,
    }),
  );
}

/** The error's first line without the client's `psql:<file>:<line>:` prefix (the file is named). */
function firstErrorLine(error: string): string {
  const lines = error
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  // A Python traceback (alembic) ends with the exception: its last `SomeError: …` line says it.
  const raised = lines.filter((l) => /^[\w.]*(?:Error|Exception)\b.*:/.test(l)).pop();
  const line = raised ?? lines.find((l) => /error/i.test(l)) ?? lines[0] ?? 'failed';
  return line.replace(/^psql:.+?:\d+: /, '').replace(/\s+/g, ' ');
}

function differencesText(title: string, differences: readonly SchemaDifference[]): string {
  return [title, ...differences.flatMap((d) => [`@@ ${d.message}`, ...d.diff])].join('\n');
}

/** The schema check: after the downs the base schema, after the second up the first up's. */
export function schemaOutcome(check: Check, plan: MigrationPlan, run: RoundTripRun): CheckOutcome {
  if (run.problem) return skippedOutcome(check, run.problem.reason, run.problem.why);
  const { base, up, down, again } = run.schemas;
  const failed = run.phases.find((p) => !p.ok);
  if (failed?.phase === 'base') {
    return skippedOutcome(
      check,
      'unresolvable',
      'the base migrations do not apply to an empty database',
    );
  }
  const downFile = [...plan.added].reverse()[0]?.down ?? plan.folder;
  const diagnostics: Diagnostic[] = [];
  const blocks: string[] = [];
  if (base !== undefined && down !== undefined) {
    const afterDown = diffSchemas(base, down, {
      extra: 'left behind by the down',
      missing: 'dropped by the down (the base schema has it)',
    });
    if (afterDown.length > 0) {
      const text = differencesText(
        'the schema after the down is not the base schema (- base, + after the down):',
        afterDown,
      );
      blocks.push(text);
      diagnostics.push(...afterDown.map((d) => schemaDiagnostic(downFile, d, text)));
    }
  }
  if (up !== undefined && again !== undefined) {
    const upFile = plan.added[0]?.up ?? plan.folder;
    const afterAgain = diffSchemas(up, again, {
      extra: 'only after the second up',
      missing: 'missing after the second up',
    });
    if (afterAgain.length > 0) {
      const text = differencesText(
        "the schema after the second up is not the first up's (- first up, + second up):",
        afterAgain,
      );
      blocks.push(text);
      diagnostics.push(...afterAgain.map((d) => schemaDiagnostic(upFile, d, text)));
    }
  }
  if (diagnostics.length > 0) {
    const text = blocks.join('\n\n');
    return {
      result: result(check, {
        skipped: null,
        exitCode: 1,
        durationMs: 0,
        stdout: clipTail(text, 400, 20_000),
        summary: `failed: ${diagnostics.length} schema difference${diagnostics.length === 1 ? '' : 's'} on ${run.database}`,
      }),
      diagnostics,
    };
  }
  // Clean only when both comparisons were made: a round trip that stopped early compared less.
  if (down === undefined || again === undefined) {
    const stopped = failed === undefined ? 'early' : `at the ${PHASE_NAMES[failed.phase]}`;
    return skippedOutcome(
      check,
      'unresolvable',
      `the round trip stopped ${stopped}: not every schema could be compared`,
    );
  }
  return {
    result: result(check, {
      skipped: null,
      ok: true,
      exitCode: 0,
      summary: `passed: the schema after the downs is the base schema, after the second up the first up's (${run.database})`,
    }),
  };
}

function schemaDiagnostic(file: string, difference: SchemaDifference, text: string): Diagnostic {
  return {
    tool: 'schema',
    file,
    line: null,
    column: null,
    message: difference.message,
    text: clipBlock(text),
  };
}
